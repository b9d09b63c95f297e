/**
 * The profile watcher and with it Firestore, as a separate chunk: the public pages load Auth only.
 * Calling this early (while the user types their password) downloads it before it is needed.
 */
export const loadProfileWatcher = () => import('./watchProfile');
