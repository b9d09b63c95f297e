import { Checkbox, FormControlLabel, FormGroup, FormHelperText, TextField } from '@mui/material';
import { DateRangeFilterControl } from './DateRangeFilterControl';
import type { ColumnFilter, FilterOptionValue, FilterValue } from './types';

interface ColumnFilterControlProps {
  header: string;
  filter: ColumnFilter;
  value: FilterValue | undefined;
  /** Server tables: how many boxes Firestore's `in` limit leaves (inLimits.ts). */
  maxValues?: number;
  onChange: (value: FilterValue | null) => void;
}

/** The input for one column's filter, as shown in its header popover. */
export function ColumnFilterControl({
  header,
  filter,
  value,
  maxValues,
  onChange,
}: ColumnFilterControlProps) {
  switch (filter.type) {
    case 'text':
      return (
        <TextField
          autoFocus
          fullWidth
          label={`${header} contains`}
          value={value?.type === 'text' ? value.text : ''}
          onChange={(event) => onChange({ type: 'text', text: event.target.value })}
        />
      );
    case 'checkbox': {
      const selected = value?.type === 'checkbox' ? value.values : [];
      const full = maxValues !== undefined && selected.length >= maxValues;
      const toggle = (option: FilterOptionValue, checked: boolean) =>
        onChange({
          type: 'checkbox',
          values: checked ? [...selected, option] : selected.filter((v) => v !== option),
        });
      return (
        <FormGroup aria-label={`Filter ${header}`}>
          {full && (
            <FormHelperText sx={{ mb: 1 }}>
              At most {maxValues} can be chosen together with the other filters
            </FormHelperText>
          )}
          {filter.options.map((option) => {
            const checked = selected.includes(option.value);
            return (
              <FormControlLabel
                key={String(option.value)}
                label={option.label}
                sx={{ minHeight: 44 }}
                disabled={full && !checked}
                control={
                  <Checkbox
                    checked={checked}
                    onChange={(event) => toggle(option.value, event.target.checked)}
                  />
                }
              />
            );
          })}
        </FormGroup>
      );
    }
    case 'dateRange':
      return (
        <DateRangeFilterControl
          label={header}
          allowEmpty
          value={value?.type === 'dateRange' ? value : null}
          onChange={(next) => onChange(next && { type: 'dateRange', ...next })}
        />
      );
  }
}
