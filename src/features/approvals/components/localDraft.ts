import { readLocalJson, removeLocalJson, writeLocalJson } from '@/lib/localJson';

/**
 * What the user typed, kept in the browser until the request is saved: a dropped connection or a
 * closed tab loses nothing (Firestore's offline cache keeps saved drafts; this keeps unsaved typing).
 */
const PREFIX = 'approval-form:';

export function readLocalDraft<T>(key: string): T | null {
  // The form's own values, written by writeLocalDraft below for the same form.
  return readLocalJson(PREFIX + key) as T | null;
}

export function writeLocalDraft(key: string, value: unknown): void {
  // Storage full or disabled: the form still works, only the local copy is missing.
  writeLocalJson(PREFIX + key, value);
}

export function clearLocalDraft(key: string): void {
  removeLocalJson(PREFIX + key);
}

const NEW_ID_PREFIX = 'approval-form-new-id:';

/**
 * The id of the new request this tab is filling in, kept across reloads so what was typed and
 * files queued offline (both keyed by the id) stay with it. Per tab (sessionStorage), so two tabs
 * never write the same new request.
 */
export function newRequestId(formId: string, create: () => string): string {
  try {
    const kept = window.sessionStorage.getItem(NEW_ID_PREFIX + formId);
    if (kept) return kept;
    const id = create();
    window.sessionStorage.setItem(NEW_ID_PREFIX + formId, id);
    return id;
  } catch {
    // Storage disabled: a fresh id, as before.
    return create();
  }
}

/** The new request is saved: the next new one of this form gets a new id. */
export function forgetNewRequestId(formId: string): void {
  try {
    window.sessionStorage.removeItem(NEW_ID_PREFIX + formId);
  } catch {
    // Nothing to forget when storage is disabled.
  }
}
