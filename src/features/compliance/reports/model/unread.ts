/** Notification lists page 5 at a time (spec 01 §9). */
const NOTIFICATION_PAGE_SIZE = 5;

/** How many unread items must be loaded to show `page` and know whether another page follows. */
export function unreadNeeded(page: number, pageSize = NOTIFICATION_PAGE_SIZE): number {
  return (page + 1) * pageSize + 1;
}

interface UnreadPage<T> {
  items: T[];
  hasNext: boolean;
  /** "Page 2 of 3" once every unread item is loaded, "Page 2" while more may follow. */
  label: string;
}

/** One page of the loaded unread items; `complete` says nothing else is left to load. */
export function unreadPage<T>(
  loaded: readonly T[],
  page: number,
  complete: boolean,
  pageSize = NOTIFICATION_PAGE_SIZE,
): UnreadPage<T> {
  const start = page * pageSize;
  const items = loaded.slice(start, start + pageSize);
  const hasNext = loaded.length > start + pageSize;
  const pages = Math.max(1, Math.ceil(loaded.length / pageSize));
  return {
    items,
    hasNext,
    label: complete ? `Page ${page + 1} of ${pages}` : `Page ${page + 1}`,
  };
}
