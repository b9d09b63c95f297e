import { useSyncExternalStore } from 'react';
import { Button, Snackbar } from '@mui/material';
import { applyServiceWorkerUpdate, getNeedRefresh, subscribeNeedRefresh } from './serviceWorker';

export const UPDATE_AVAILABLE_MESSAGE = 'New version available';

/** "New version available - Reload": shown while a new build waits; Reload activates it. */
export function UpdatePrompt() {
  const open = useSyncExternalStore(subscribeNeedRefresh, getNeedRefresh, () => false);
  return (
    <Snackbar
      open={open}
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
