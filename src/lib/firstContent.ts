import { useEffect, useState } from 'react';

/*
 * "The page has shown its first content": the first rows of a table, a loaded card or a loaded
 * QueryState. The signed-in layout starts its own work (bells, announcements, reminders, version
 * check) only then, so on a slow tablet that work does not compete with the page's first read
 * for the main thread and the Firestore connection. Once per page load.
 */
let shown = false;
const listeners = new Set<() => void>();

export function markFirstContent(): void {
  if (shown) return;
  shown = true;
  for (const listener of listeners) listener();
  listeners.clear();
}

/** Calls `listener` once the first content has shown (at once if it has); returns a stop. */
export function onFirstContent(listener: () => void): () => void {
  if (shown) {
    listener();
    return () => undefined;
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Marks the first content once `loaded` (data, an empty list or an error is on screen). */
export function useMarkFirstContent(loaded: boolean): void {
  useEffect(() => {
    if (loaded) markFirstContent();
  }, [loaded]);
}

/**
 * True once the page has shown its first content: for the reads its first screen can do without
 * (a picker's options), so they neither delay nor add to the first rows.
 */
export function useFirstContentShown(): boolean {
  const [seen, setSeen] = useState(shown);
  useEffect(() => onFirstContent(() => setSeen(true)), []);
  return seen;
}

/** For tests: forget that content has shown. */
export function resetFirstContent(): void {
  shown = false;
  listeners.clear();
}
