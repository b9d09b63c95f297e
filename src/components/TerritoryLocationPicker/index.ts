export {
  TerritoryLocationPicker,
  type PickerLocation,
  type PickerOption,
  type TerritoryLocationChoice,
} from './TerritoryLocationPicker';
