import { Button } from '@mui/material';

/** The Dismiss action of a snackbar that stays until the user has read it. */
export function DismissButton({ onClick }: { onClick: () => void }) {
  return (
    <Button color="inherit" onClick={onClick}>
      Dismiss
    </Button>
  );
}
