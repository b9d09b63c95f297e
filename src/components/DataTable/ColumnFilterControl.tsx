import { Checkbox, FormControlLabel, FormGroup, TextField } from '@mui/material';
import { DateRangeFilterControl } from './DateRangeFilterControl';
import type { ColumnFilter, FilterOptionValue, FilterValue } from './types';

interface ColumnFilterControlProps {
  header: string;
  filter: ColumnFilter;
  value: FilterValue | undefined;
  onChange: (value: FilterValue | null) => void;
}

/** The input for one column's filter, as shown in its header popover. */
export function ColumnFilterControl({ header, filter, value, onChange }: ColumnFilterControlProps) {
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
      const toggle = (option: FilterOptionValue, checked: boolean) =>
        onChange({
          type: 'checkbox',
          values: checked ? [...selected, option] : selected.filter((v) => v !== option),
        });
      return (
        <FormGroup aria-label={`Filter ${header}`}>
          {filter.options.map((option) => (
            <FormControlLabel
              key={String(option.value)}
              label={option.label}
              sx={{ minHeight: 44 }}
              control={
                <Checkbox
                  checked={selected.includes(option.value)}
                  onChange={(event) => toggle(option.value, event.target.checked)}
                />
              }
            />
          ))}
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
