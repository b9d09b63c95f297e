/**
 * Runs `load` (a lazy chunk import) now and, if it fails (offline before the service worker has
 * cached the chunk), again each time the browser comes back online until it succeeds. Returns
 * the clean-up for an effect.
 */
export function loadWhenOnline(load: () => Promise<void>): () => void {
  let done = false;
  const attempt = () => {
    load().then(
      () => {
        done = true;
        window.removeEventListener('online', attempt);
      },
      () => undefined,
    );
  };
  window.addEventListener('online', attempt);
  attempt();
  return () => {
    if (!done) window.removeEventListener('online', attempt);
  };
}
