import { useCallback, useState } from 'react';
import { useSnackbar, type SnackbarKey } from 'notistack';
import { DismissButton } from '../components/DismissButton';

/**
 * Failures of the form's saves: error snackbars persist with Dismiss, and `blocked` holds until
 * then, so a blocking overlay covers the form.
 */
export function useBlockingError() {
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  const [blocked, setBlocked] = useState(false);
  const fail = useCallback(
    (message: string) => {
      setBlocked(true);
      enqueueSnackbar(message, {
        variant: 'error',
        persist: true,
        action: (key: SnackbarKey) => (
          <DismissButton
            onClick={() => {
              closeSnackbar(key);
              setBlocked(false);
            }}
          />
        ),
      });
    },
    [enqueueSnackbar, closeSnackbar],
  );
  return { blocked, fail };
}
