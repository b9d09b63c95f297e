import { MenuItem, TextField } from '@mui/material';

/** A territory or a location as the picker lists it. */
interface PickerOption {
  id: string;
  name: string;
}

export interface PickerLocation extends PickerOption {
  territoryId: string;
}

/** The pair the picker narrows to; '' means "all". */
export interface TerritoryLocationChoice {
  territoryId: string;
  locationId: string;
}

// The "All ..." entries have the empty value: show them instead of an empty box under the label.
const FILTER_SLOTS = { inputLabel: { shrink: true }, select: { displayEmpty: true } } as const;

/**
 * The territory and location pickers above a list or report: "All territories" / "All
 * locations" are '', the locations offered are those of the chosen territory, and choosing
 * another territory clears the location (it would belong to the old one). Renders the two
 * fields side by side in the parent's flex row. `onLocationsOpen` tells a screen that reads its
 * locations only when they are wanted that the location list was opened.
 */
export function TerritoryLocationPicker({
  territories,
  locations,
  value,
  onChange,
  onLocationsOpen,
}: {
  territories: readonly PickerOption[];
  locations: readonly PickerLocation[];
  value: TerritoryLocationChoice;
  onChange: (next: TerritoryLocationChoice) => void;
  onLocationsOpen?: () => void;
}) {
  return (
    <>
      <TextField
        select
        size="small"
        label="Territory"
        value={value.territoryId}
        onChange={(e) => onChange({ territoryId: e.target.value, locationId: '' })}
        sx={{ minWidth: 180 }}
        slotProps={FILTER_SLOTS}
      >
        <MenuItem value="">All territories</MenuItem>
        {territories.map((t) => (
          <MenuItem key={t.id} value={t.id}>
            {t.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="Location"
        value={value.locationId}
        onChange={(e) => onChange({ ...value, locationId: e.target.value })}
        sx={{ minWidth: 220 }}
        slotProps={{ ...FILTER_SLOTS, select: { ...FILTER_SLOTS.select, onOpen: onLocationsOpen } }}
      >
        <MenuItem value="">All locations</MenuItem>
        {locations
          .filter((l) => !value.territoryId || l.territoryId === value.territoryId)
          .map((l) => (
            <MenuItem key={l.id} value={l.id}>
              {l.name}
            </MenuItem>
          ))}
      </TextField>
    </>
  );
}
