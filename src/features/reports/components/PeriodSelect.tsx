import { MenuItem, TextField } from '@mui/material';
import {
  DATE_RANGE_PRESET_LABELS,
  DATE_RANGE_PRESETS,
  type FixedDateRangePreset,
} from '@/lib/dateRanges';

const FIXED = DATE_RANGE_PRESETS.filter((p): p is FixedDateRangePreset => p !== 'custom');

/** The tables' date presets (spec 01 §9) as one select. */
export function PeriodSelect({
  value,
  onChange,
}: {
  value: FixedDateRangePreset;
  onChange: (preset: FixedDateRangePreset) => void;
}) {
  return (
    <TextField
      select
      label="Period"
      size="small"
      value={value}
      onChange={(e) => onChange(e.target.value as FixedDateRangePreset)}
      sx={{ minWidth: 180 }}
    >
      {FIXED.map((p) => (
        <MenuItem key={p} value={p}>
          {DATE_RANGE_PRESET_LABELS[p]}
        </MenuItem>
      ))}
    </TextField>
  );
}
