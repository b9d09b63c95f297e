import { IconButton } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';

/**
 * The remove button in the corner of a photo thumbnail (a stored or a queued photo), 44 px: a
 * touch target on the inspection screen (issue 15).
 */
export function PhotoRemoveButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <IconButton
      aria-label={label}
      onClick={onClick}
      sx={{
        position: 'absolute',
        top: 0,
        right: 0,
        width: 44,
        height: 44,
        bgcolor: 'background.paper',
        '&:hover': { bgcolor: 'background.paper' },
      }}
    >
      <CloseIcon fontSize="small" />
    </IconButton>
  );
}
