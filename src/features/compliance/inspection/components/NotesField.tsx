import { TextField } from '@mui/material';
import { useDebouncedField } from '../hooks/useDebouncedField';
import { NOTES_DEBOUNCE_MS } from '../model/timing';

interface NotesFieldProps {
  label: string;
  value: string;
  error?: string;
  onCommit: (value: string) => void;
  onBusy: (busy: boolean) => void;
}

/** A notes box (highlights or opportunities), committed 150 ms after the last keystroke. */
export function NotesField({ label, value, error, onCommit, onBusy }: NotesFieldProps) {
  const [local, change] = useDebouncedField(value, onCommit, NOTES_DEBOUNCE_MS, onBusy);
  return (
    <TextField
      label={label}
      value={local}
      onChange={(e) => change(e.target.value)}
      multiline
      minRows={3}
      fullWidth
      error={Boolean(error)}
      helperText={error}
    />
  );
}
