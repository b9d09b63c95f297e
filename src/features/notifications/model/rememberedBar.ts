import { readLocalJson, removeLocalJson, writeLocalJson } from '@/lib/localJson';

/** What the announcement bar shows: the announcement's id (to mark it read) and its text. */
export interface ShownAnnouncement {
  id: string;
  message: string;
}

const storageKey = (uid: string) => `announcementBar:${uid}`;

/**
 * What the bar last showed this user on this device. A reload draws it with the first paint, so
 * the page does not jump 64 px when the live answer comes (a tap aimed at a button hit the one
 * below it).
 */
export function rememberedBar(uid: string): ShownAnnouncement | null {
  const stored = readLocalJson(storageKey(uid));
  if (typeof stored !== 'object' || stored === null) return null;
  const { id, message } = stored as Record<string, unknown>;
  return typeof id === 'string' && typeof message === 'string' ? { id, message } : null;
}

/** Records what the bar shows now (`null`: nothing) for the next load. */
export function rememberBar(uid: string, shown: ShownAnnouncement | null): void {
  // A refused write only means the next load's first paint waits for the live answer.
  if (shown) writeLocalJson(storageKey(uid), shown);
  else removeLocalJson(storageKey(uid));
}
