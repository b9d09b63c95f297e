import { readLocalJson, removeLocalJson, writeLocalJson } from '@/lib/localJson';
import type { AttachedFile } from '../model/types';
import type { RequestFormValues } from '../model/values';

/**
 * What the user typed, kept in the browser until the request is saved: a dropped connection or a
 * closed tab loses nothing (Firestore's offline cache keeps saved drafts; this keeps unsaved typing).
 */
const PREFIX = 'approval-form:';

/** The form as typed, and the files attached so far. */
interface LocalCopy {
  values: RequestFormValues;
  files: AttachedFile[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isStrings = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((v) => typeof v === 'string');

function isFormValues(value: unknown): value is RequestFormValues {
  return (
    isRecord(value) &&
    typeof value.name === 'string' &&
    typeof value.details === 'string' &&
    typeof value.franchiseeLocationId === 'string' &&
    isRecord(value.fields) &&
    Object.values(value.fields).every(
      (v) => typeof v === 'string' || typeof v === 'boolean' || isStrings(v),
    )
  );
}

const isAttachedFile = (value: unknown): value is AttachedFile =>
  isRecord(value) &&
  typeof value.name === 'string' &&
  typeof value.url === 'string' &&
  typeof value.path === 'string';

/**
 * The local copy of form `key`, or null. A copy of another shape (an older build's, or damaged)
 * is nothing kept: it must not reach the form as its values.
 */
export function readLocalDraft(key: string): LocalCopy | null {
  const kept = readLocalJson(PREFIX + key);
  if (!isRecord(kept) || !isFormValues(kept.values)) return null;
  const { files } = kept;
  return Array.isArray(files) && files.every(isAttachedFile)
    ? { values: kept.values, files }
    : null;
}

export function writeLocalDraft(key: string, copy: LocalCopy): void {
  // Storage full or disabled: the form still works, only the local copy is missing.
  writeLocalJson(PREFIX + key, copy);
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
