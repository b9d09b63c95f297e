import { MenuItem, TextField } from '@mui/material';
import type { SalesLocation } from '../api/scope';

/** A franchise location of the viewer's scope, with its type. */
export function LocationSelect({
  locations,
  value,
  onChange,
  label = 'Location',
}: {
  locations: readonly SalesLocation[];
  value: string;
  onChange: (locationId: string) => void;
  label?: string;
}) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      sx={{ minWidth: 240 }}
    >
      {locations.map((l) => (
        <MenuItem key={l.id} value={l.id}>
          {l.name} ({l.type === 'truck' ? 'Truck' : 'Restaurant'})
        </MenuItem>
      ))}
    </TextField>
  );
}
