import { Typography } from '@mui/material';
import { formatChange } from '../model/salesMath';

/** A change in %, green up, red down. */
export function ChangeText({ change }: { change: number | null }) {
  const color = change === null ? 'text.secondary' : change >= 0 ? 'success.main' : 'error.main';
  return (
    <Typography component="span" variant="body2" sx={{ color, fontVariantNumeric: 'tabular-nums' }}>
      {formatChange(change)}
    </Typography>
  );
}
