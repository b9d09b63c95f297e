/**
 * The signed-in app (Firestore, the layout, the dashboard) is split from the public pages. The
 * sign-in and register forms call preloadSignedIn() when the user starts typing, so those chunks
 * download while the password is typed instead of after the sign-in succeeds.
 */
const loaders: (() => Promise<unknown>)[] = [];
let started = false;

/** Adds a chunk to fetch on preload (module-level, by the code that owns the lazy import). */
export function registerSignedInPreload(load: () => Promise<unknown>): void {
  loaders.push(load);
}

/** Fetches every registered chunk once; failures are left to the real import to report. */
export function preloadSignedIn(): void {
  if (started) return;
  started = true;
  for (const load of loaders) load().catch(() => undefined);
}
