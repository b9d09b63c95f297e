import { useSyncExternalStore } from 'react';
import { lazyWidget } from '@/lib/lazyWidget';
import { getNeedRefresh, subscribeNeedRefresh } from './serviceWorker';

// The snackbar's code (MUI's Snackbar and its transitions) is downloaded only once a new build
// waits: every first page, the sign-in page first, would otherwise carry it for a rare moment.
const UpdateSnackbar = lazyWidget(() => import('./UpdateSnackbar').then((m) => m.UpdateSnackbar));

/** "New version available - Reload", shown while a new build of the app waits. */
export function UpdatePrompt() {
  const waiting = useSyncExternalStore(subscribeNeedRefresh, getNeedRefresh, () => false);
  return waiting ? <UpdateSnackbar /> : null;
}
