import { useEffect, useState } from 'react';
import { waitForPendingWrites, type Firestore } from 'firebase/firestore';

/** How long waitForPendingWrites may take before the writes count as pending (a local answer). */
const SETTLED_WITHIN_MS = 1000;
const POLL_MS = 2000;

/**
 * Whether Firestore holds writes the server has not acknowledged yet. waitForPendingWrites
 * resolves at once when there are none, and only after the server acknowledged them otherwise
 * (never while offline), so a quick answer means "all synced". One check is in flight at a time.
 */
export function usePendingWrites(db: Firestore): boolean {
  const [pending, setPending] = useState(false);
  useEffect(() => {
    let stopped = false;
    let waiting = false;
    const check = () => {
      if (waiting) return;
      waiting = true;
      const timer = setTimeout(() => {
        if (!stopped) setPending(true);
      }, SETTLED_WITHIN_MS);
      waitForPendingWrites(db)
        .catch(() => undefined) // a user change cancels the wait; the next poll asks again
        .finally(() => {
          clearTimeout(timer);
          waiting = false;
          if (!stopped) setPending(false);
        });
    };
    check();
    const interval = setInterval(check, POLL_MS);
    return () => {
      stopped = true;
      clearInterval(interval);
    };
  }, [db]);
  return pending;
}
