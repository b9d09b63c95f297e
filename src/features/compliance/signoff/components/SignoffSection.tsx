import { Paper, Stack, TextField, Typography } from '@mui/material';
import { NAME_MAX, type SignoffInput } from '../../model/signoff';
import { SignaturePad } from './SignaturePad';

interface SignoffSectionProps {
  value: SignoffInput;
  onChange: (value: SignoffInput) => void;
  inspectorName: string;
  errors: Record<string, string>;
  disabled?: boolean;
}

/**
 * Both signatures are optional (README Decisions, "Unsigned inspections"): the panel said "sign
 * before publishing" while Publish went ahead unsigned; the report then shows "Not signed".
 */
const SIGNOFF_HINT =
  'Sign with a finger or pen. Both signatures are optional: a report published unsigned shows "Not signed".';

/** The sign-off block at the end of the inspection form: inspector, then optionally the manager. */
export function SignoffSection({
  value,
  onChange,
  inspectorName,
  errors,
  disabled,
}: SignoffSectionProps) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="Sign-off">
      <Typography variant="h6" component="h2" sx={{ mb: 0.5 }}>
        Sign-off
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {SIGNOFF_HINT}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
        <Stack spacing={1} sx={{ flex: 1, minWidth: 0 }}>
          <SignaturePad
            label="Inspector signature"
            value={value.inspectorSignature}
            onChange={(inspectorSignature) => onChange({ ...value, inspectorSignature })}
            name={inspectorName}
            error={errors.inspectorSignature}
            disabled={disabled}
          />
        </Stack>
        <Stack spacing={1} sx={{ flex: 1, minWidth: 0 }}>
          <SignaturePad
            label="Manager signature"
            value={value.managerSignature}
            onChange={(managerSignature) => onChange({ ...value, managerSignature })}
            name={value.managerName.trim()}
            error={errors.managerSignature}
            disabled={disabled}
          />
          <TextField
            label="Manager name"
            value={value.managerName}
            onChange={(event) => onChange({ ...value, managerName: event.target.value })}
            error={Boolean(errors.managerName)}
            helperText={errors.managerName}
            slotProps={{ htmlInput: { maxLength: NAME_MAX + 1 } }}
            disabled={disabled}
            sx={{ maxWidth: 480 }}
          />
        </Stack>
      </Stack>
    </Paper>
  );
}
