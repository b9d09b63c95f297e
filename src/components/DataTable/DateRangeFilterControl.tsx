import { Stack, TextField } from '@mui/material';
import {
  DATE_RANGE_PRESETS,
  DATE_RANGE_PRESET_LABELS,
  parseDateInputValue,
  presetRange,
  setFrom,
  setTo,
  toDateInputValue,
  type DateRange,
  type DateRangePreset,
} from '@/lib/dateRanges';

export interface DateRangeValue {
  preset: DateRangePreset;
  range: DateRange;
}

export interface DateRangeFilterControlProps {
  value: DateRangeValue | null;
  onChange: (value: DateRangeValue | null) => void;
  /** Tables offer "Custom"; report screens work from presets only (spec 01 §9). */
  allowCustom?: boolean;
  /** Offers "Any date", which clears the filter (tables). */
  allowEmpty?: boolean;
  /** Injected by tests; presets are computed at the moment they are picked. */
  now?: () => Date;
  label?: string;
}

const ANY = '';

/**
 * Presets dropdown plus From/To date inputs. Native pickers: on tablets they open the system
 * date wheel, which is the most reliable touch control available.
 */
export function DateRangeFilterControl({
  value,
  onChange,
  allowCustom = true,
  allowEmpty = false,
  now = () => new Date(),
  label = 'Date range',
}: DateRangeFilterControlProps) {
  const presets = DATE_RANGE_PRESETS.filter((p) => allowCustom || p !== 'custom');

  const choosePreset = (choice: string) => {
    if (choice === ANY) return onChange(null);
    const preset = choice as DateRangePreset; // the options are DATE_RANGE_PRESETS
    const range =
      preset === 'custom'
        ? (value?.range ?? presetRange('today', now()))
        : presetRange(preset, now());
    onChange({ preset, range });
  };

  // Typing a date makes the range custom; with nothing chosen yet it starts as that single day.
  const pickDate = (input: string, apply: typeof setFrom) => {
    const date = parseDateInputValue(input);
    if (!date) return;
    onChange({ preset: 'custom', range: apply(value?.range ?? { from: date, to: date }, date) });
  };

  const dateInputs = { inputLabel: { shrink: true } } as const;

  return (
    <Stack spacing={2}>
      <TextField
        select
        label={label}
        value={value?.preset ?? ANY}
        onChange={(event) => choosePreset(event.target.value)}
        slotProps={{ select: { native: true } }}
        fullWidth
      >
        {(allowEmpty || !value) && <option value={ANY}>{allowEmpty ? 'Any date' : ''}</option>}
        {presets.map((preset) => (
          <option key={preset} value={preset}>
            {DATE_RANGE_PRESET_LABELS[preset]}
          </option>
        ))}
      </TextField>
      <Stack direction="row" spacing={1}>
        <TextField
          type="date"
          label="From"
          value={value ? toDateInputValue(value.range.from) : ''}
          onChange={(event) => pickDate(event.target.value, setFrom)}
          disabled={!allowCustom}
          slotProps={dateInputs}
          fullWidth
        />
        <TextField
          type="date"
          label="To"
          value={value ? toDateInputValue(value.range.to) : ''}
          onChange={(event) => pickDate(event.target.value, setTo)}
          disabled={!allowCustom}
          slotProps={dateInputs}
          fullWidth
        />
      </Stack>
    </Stack>
  );
}
