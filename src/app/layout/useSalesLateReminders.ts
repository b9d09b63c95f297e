import { useEffect } from 'react';
import { useScopeUser } from '@/features/referenceData';
import { db } from '@/lib/firebase';
import salesLateMark from './salesLateMark.json';

/**
 * `<uid>:<UTC day>` once that day's check has finished on this device. A JSON file, so that the
 * browser tests and the bench scripts, which wait for it, read the same key.
 */
const DONE_KEY = salesLateMark.storageKey;

/**
 * Sales-deadline reminders (issue 17, README "Sales reminders"): there is no scheduler, so a
 * signed-in top role or Franchisee Owner checks once per day and device, online, and writes the
 * missing reminders. The reports chunk loads only then, outside the first page's bundle.
 */
export function useSalesLateReminders() {
  const { uid, role, territoryIds } = useScopeUser();
  // The territory list as a string: its array identity changes on every render.
  const territoryKey = territoryIds.join(',');
  useEffect(() => {
    if (!['superAdmin', 'fulfillment', 'franchiseeOwner'].includes(role ?? '')) return;
    if (!navigator.onLine) return;
    const today = new Date().toISOString().slice(0, 10);
    const mark = `${uid}:${today}`;
    const sender = { uid, role, territoryIds: territoryKey ? territoryKey.split(',') : [] };
    if (localStorage.getItem(DONE_KEY) === mark) return;
    let cancelled = false; // StrictMode mounts twice: only the surviving mount sends.
    const timer = window.setTimeout(() => {
      if (cancelled) return;
      // Marked done only once finished: a page left mid-way (a reload) tries again next time.
      import('@/features/reports')
        .then((m) => m.sendSalesLateReminders(db, sender))
        .then(() => localStorage.setItem(DONE_KEY, mark))
        .catch((error: unknown) => console.warn('Sales reminders could not be sent', error));
    }, 0);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [uid, role, territoryKey]);
}
