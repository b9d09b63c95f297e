import { useId, type ChangeEvent, type FocusEvent } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';

interface PlainTextFieldProps {
  label: string;
  name: string;
  type?: string;
  autoComplete?: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  /** Shown under the field and marks it invalid. */
  error?: string;
  autoFocus?: boolean;
}

/**
 * An outlined text input looking like MUI's TextField, built from its parts. TextField also
 * bundles Select (with Menu, Popover and Modal); the sign-in page needs none of that, and this
 * keeps about a tenth of its JavaScript out.
 */
export function PlainTextField({ label, error, ...input }: PlainTextFieldProps) {
  const id = useId();
  const helperId = `${id}-helper`;
  return (
    <FormControl variant="outlined" fullWidth error={!!error}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        aria-describedby={error ? helperId : undefined}
        {...input}
      />
      {error && <FormHelperText id={helperId}>{error}</FormHelperText>}
    </FormControl>
  );
}
