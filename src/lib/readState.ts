/**
 * Pure helpers of the notification lists: who has read what, badge numbers and page math.
 * Notifications are unread for a user until the user's id is in readRecipients (spec 01 §4).
 */

/** Notification lists page 5 at a time (spec 01 §9). */
export const NOTIFICATION_PAGE_SIZE = 5;

export interface Readable {
  id: string;
  readRecipients: readonly string[];
}

export function isUnread(item: Readable, uid: string): boolean {
  return !item.readRecipients.includes(uid);
}

/** Ids of the items `uid` has not read, in the given order. */
export function unreadIds(items: readonly Readable[], uid: string): string[] {
  return items.filter((item) => isUnread(item, uid)).map((item) => item.id);
}

/** The items with `uid` added to readRecipients of the given ids, for an optimistic update. */
export function withRead<T extends Readable>(
  items: readonly T[],
  ids: readonly string[],
  uid: string,
): T[] {
  const marked = new Set(ids);
  return items.map((item) =>
    marked.has(item.id) && isUnread(item, uid)
      ? { ...item, readRecipients: [...item.readRecipients, uid] }
      : item,
  );
}

/** Number of pages for `total` items; an empty list still has one (empty) page. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** "Page 2 of 3"; "Page 2" while the total is unknown (counting needs the server). */
export function pageLabel(page: number, total: number | null, pageSize: number): string {
  const current = `Page ${page + 1}`;
  return total === null ? current : `${current} of ${pageCount(total, pageSize)}`;
}

/** Splits `items` into consecutive chunks of at most `size` (write batches, paged reads). */
export function chunk<T>(items: readonly T[], size: number): T[][] {
  if (size < 1) throw new Error('chunk size must be at least 1');
  const chunks: T[][] = [];
  for (let i = 0; i < items.length; i += size) chunks.push(items.slice(i, i + size));
  return chunks;
}
