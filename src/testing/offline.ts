import { onlineManager } from '@tanstack/react-query';

/**
 * An offline start for component tests (issue 15): the browser says offline before the page
 * renders. Render with `queryClient: createQueryClient()` (the app's offline behaviour): its
 * connection follows `navigator.onLine` from the start.
 */
export function startOffline(): void {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  onlineManager.setOnline(false);
}

/** The connection returns: paused queries run again. */
export function goOnline(): void {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
  window.dispatchEvent(new Event('online'));
  onlineManager.setOnline(true);
}

/**
 * Puts `navigator.onLine` back for the next test. TanStack's onlineManager, one per worker, is set
 * back online after every test by `setup.ts`.
 */
export function resetConnection(): void {
  vi.restoreAllMocks();
}
