import { Button, Snackbar } from '@mui/material';
import { applyServiceWorkerUpdate } from './serviceWorker';

export const UPDATE_AVAILABLE_MESSAGE = 'New version available';

/** "New version available - Reload"; Reload activates the waiting build. */
export function UpdateSnackbar() {
  return (
    <Snackbar
      open
      // Just below the app bar: the bottom belongs to the cookie banner and the toasts.
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      sx={{ top: { xs: 72, sm: 80 } }}
      message={UPDATE_AVAILABLE_MESSAGE}
      action={
        <Button color="inherit" size="large" onClick={() => void applyServiceWorkerUpdate()}>
          Reload
        </Button>
      }
    />
  );
}
