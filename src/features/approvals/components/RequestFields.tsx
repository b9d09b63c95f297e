import { format } from 'date-fns';
import { useField } from 'formik';
import {
  Autocomplete,
  FormControlLabel,
  MenuItem,
  Switch,
  TextField,
  type TextFieldProps,
} from '@mui/material';
import { FormikTextField } from '@/components/FormikTextField';
import type { FieldDef } from '../model/forms';
import type { ItemOption } from '../model/requestOptions';

function ItemsField({ field, items }: { field: FieldDef; items: ItemOption[] }) {
  const [input, meta, helpers] = useField<string[]>(`fields.${field.name}`);
  const selected = items.filter((item) => input.value.includes(item.id));
  const message = meta.touched && typeof meta.error === 'string' ? meta.error : undefined;
  return (
    <Autocomplete
      multiple
      options={items}
      value={selected}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_, value) => void helpers.setValue(value.map((v) => v.id))}
      onBlur={() => void helpers.setTouched(true)}
      renderInput={(params) => (
        <TextField
          {...params}
          label={field.label}
          required={field.required}
          error={!!message}
          helperText={message ?? 'Pick from the Items catalogue'}
        />
      )}
    />
  );
}

function SwitchField({ field }: { field: FieldDef }) {
  const [input, , helpers] = useField<boolean>(`fields.${field.name}`);
  return (
    <FormControlLabel
      control={
        <Switch checked={input.value} onChange={(e) => void helpers.setValue(e.target.checked)} />
      }
      label={field.label}
    />
  );
}

const INPUT_PROPS: Partial<Record<FieldDef['kind'], Partial<TextFieldProps>>> = {
  date: { type: 'date', slotProps: { inputLabel: { shrink: true } } },
  datetime: { type: 'datetime-local', slotProps: { inputLabel: { shrink: true } } },
  money: { slotProps: { htmlInput: { inputMode: 'decimal' } } },
  count: { slotProps: { htmlInput: { inputMode: 'numeric' } } },
  percent: { slotProps: { htmlInput: { inputMode: 'numeric' } } },
  longText: { multiline: true, minRows: 3 },
};

/** One type-specific field, rendered by its kind (forms.ts): no screen per request type. */
export function RequestField({ field, items }: { field: FieldDef; items: ItemOption[] }) {
  if (field.kind === 'bool') return <SwitchField field={field} />;
  if (field.kind === 'items') return <ItemsField field={field} items={items} />;
  // A day that must have happened: the picker offers no later day (the schema says why).
  const notAfterToday =
    field.notInFuture && field.kind === 'date'
      ? {
          type: 'date',
          slotProps: {
            inputLabel: { shrink: true },
            htmlInput: { max: format(new Date(), 'yyyy-MM-dd') },
          },
        }
      : null;
  return (
    <FormikTextField
      name={`fields.${field.name}`}
      label={field.label}
      required={field.required}
      select={field.kind === 'select'}
      fullWidth
      helperText={field.helperText}
      {...(notAfterToday ?? INPUT_PROPS[field.kind])}
    >
      {field.kind === 'select' &&
        (field.options ?? []).map((option) => (
          <MenuItem key={option} value={option}>
            {option}
          </MenuItem>
        ))}
    </FormikTextField>
  );
}
