export { TerritoryLocationPicker, type PickerLocation } from './TerritoryLocationPicker';
