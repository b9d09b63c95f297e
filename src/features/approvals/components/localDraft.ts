/**
 * What the user typed, kept in the browser until the request is saved: a dropped connection or a
 * closed tab loses nothing (Firestore's offline cache keeps saved drafts; this keeps unsaved typing).
 */
const PREFIX = 'approval-form:';

export function readLocalDraft<T>(key: string): T | null {
  try {
    const raw = window.localStorage.getItem(PREFIX + key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

export function writeLocalDraft(key: string, value: unknown): void {
  try {
    window.localStorage.setItem(PREFIX + key, JSON.stringify(value));
  } catch {
    // Storage full or disabled: the form still works, only the local copy is missing.
  }
}

export function clearLocalDraft(key: string): void {
  try {
    window.localStorage.removeItem(PREFIX + key);
  } catch {
    // Nothing to clear when storage is disabled.
  }
}
