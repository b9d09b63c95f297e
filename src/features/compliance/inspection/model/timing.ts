/** Timing constants of the form (spec 02 §9). */
const AUTOSAVE_DELAY_MS = 60_000;
export const NOTES_DEBOUNCE_MS = 150;
const RETRY_DELAY_MS = 300;
/** How long a save waits for the server before counting the local (cached) write as saved. */
const SERVER_ACK_TIMEOUT_MS = 8_000;

interface Timers {
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

const realTimers: Timers = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * Resolves once `isBusy()` is false, checking again every `delayMs` (spec 02 §4: a save waits
 * and retries every 300 ms while a comment update is in flight).
 */
export function whenIdle(
  isBusy: () => boolean,
  delayMs = RETRY_DELAY_MS,
  timers: Timers = realTimers,
): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (isBusy()) timers.setTimeout(check, delayMs);
      else resolve();
    };
    check();
  });
}

/**
 * Autosave schedule (spec 02 §4): one save on first load, then one `delayMs` after the first
 * change since the last save (later changes do not push it back, so steady typing still saves
 * every minute). Pure timers, no React: `useAutosave` wraps it.
 */
export class AutosaveScheduler {
  private handle: unknown = null;
  private disposed = false;

  constructor(
    private readonly save: () => void,
    private readonly delayMs = AUTOSAVE_DELAY_MS,
    private readonly timers: Timers = realTimers,
  ) {}

  /** The form has loaded: save once now. */
  loaded() {
    if (!this.disposed) this.save();
  }

  /** Something changed: save `delayMs` from now unless a save is already scheduled. */
  changed() {
    if (this.disposed || this.handle !== null) return;
    this.handle = this.timers.setTimeout(() => {
      this.handle = null;
      if (!this.disposed) this.save();
    }, this.delayMs);
  }

  /** A save happened some other way (Save Draft): nothing pending any more. */
  saved() {
    if (this.handle !== null) this.timers.clearTimeout(this.handle);
    this.handle = null;
  }

  get pending() {
    return this.handle !== null;
  }

  dispose() {
    this.saved();
    this.disposed = true;
  }
}

/**
 * Waits for a Firestore write's server acknowledgement only while online, and at most
 * `timeoutMs`; offline (or when the server does not answer in time) the write is already in the
 * persistent local cache and will sync, so it counts as saved locally. Errors while online are
 * passed on.
 */
export async function settleWrite(
  write: Promise<void>,
  online: boolean,
  timeoutMs = SERVER_ACK_TIMEOUT_MS,
  timers: Timers = realTimers,
): Promise<'server' | 'local'> {
  if (!online) {
    write.catch((error: unknown) => console.error('A queued write was refused later', error));
    return 'local';
  }
  let handle: unknown = null;
  const timeout = new Promise<'local'>((resolve) => {
    handle = timers.setTimeout(() => resolve('local'), timeoutMs);
  });
  try {
    const outcome = await Promise.race([write.then(() => 'server' as const), timeout]);
    if (outcome === 'local') {
      write.catch((error: unknown) => console.error('A queued write was refused later', error));
    }
    return outcome;
  } finally {
    timers.clearTimeout(handle);
  }
}
