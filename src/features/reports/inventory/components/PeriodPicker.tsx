import { MenuItem, TextField } from '@mui/material';
import type { CogsRow } from '../model/cogsReport';

/** One of a location's inventory periods, newest first, with its dates. */
export function PeriodPicker({
  rows,
  value,
  onChange,
}: {
  rows: readonly CogsRow[];
  value: string;
  onChange: (periodId: string) => void;
}) {
  return (
    <TextField
      select
      size="small"
      label="Period"
      value={rows.some((r) => r.periodId === value) ? value : ''}
      onChange={(e) => onChange(e.target.value)}
      sx={{ minWidth: 260 }}
    >
      {[...rows].reverse().map((r) => (
        <MenuItem key={r.periodId} value={r.periodId}>
          {r.name} ({r.from} to {r.to})
        </MenuItem>
      ))}
    </TextField>
  );
}
