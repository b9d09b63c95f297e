/** What the announcement bar shows: the announcement's id (to mark it read) and its text. */
export interface ShownAnnouncement {
  id: string;
  message: string;
}

const storageKey = (uid: string) => `announcementBar:${uid}`;

/**
 * What the bar last showed this user on this device. A reload draws it with the first paint, so
 * the page does not jump 64 px when the live answer comes (a tap aimed at a button hit the one
 * below it). Storage that cannot be read (private mode, quota) just means no remembered bar.
 */
export function rememberedBar(uid: string): ShownAnnouncement | null {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(storageKey(uid)) ?? 'null');
    if (typeof stored !== 'object' || stored === null) return null;
    const { id, message } = stored as Record<string, unknown>;
    return typeof id === 'string' && typeof message === 'string' ? { id, message } : null;
  } catch {
    return null;
  }
}

/** Records what the bar shows now (`null`: nothing) for the next load. */
export function rememberBar(uid: string, shown: ShownAnnouncement | null): void {
  try {
    if (shown) localStorage.setItem(storageKey(uid), JSON.stringify(shown));
    else localStorage.removeItem(storageKey(uid));
  } catch {
    // Only the next load's first paint is affected: it waits for the live answer.
  }
}
