import type { FieldChange } from '@/data/approvals';
import type { FormDef } from './forms';
import { displayValue } from './values';
import type { ApprovalStatus } from './status';

// Changes are stored in each history entry (src/data/approvals.ts).
export type { FieldChange };

/**
 * One entry of a request's history (append-only, checked by the rules): who, when, from which
 * status to which, the notes and the fields an edit changed.
 */
export interface HistoryEntry {
  by: string;
  byName: string;
  at: Date;
  from: ApprovalStatus | '';
  to: ApprovalStatus;
  notes: string;
  changes: FieldChange[];
}

type Snapshot = Record<string, unknown>;

const COMMON = [
  { name: 'name', label: 'Title' },
  { name: 'details', label: 'Details' },
  { name: 'franchiseeLocationName', label: 'Location' },
] as const;

/** Fields whose shown value differs between two versions of a request. */
export function changedFields(
  def: FormDef,
  before: Snapshot,
  after: Snapshot,
  itemNames: Record<string, string> = {},
): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const { name, label } of COMMON) {
    const a = String(before[name] ?? '');
    const b = String(after[name] ?? '');
    if (a !== b) changes.push({ field: name, label, before: a, after: b });
  }
  for (const field of def.fields) {
    const a = displayValue(field, before[field.name], itemNames);
    const b = displayValue(field, after[field.name], itemNames);
    if (a !== b) changes.push({ field: field.name, label: field.label, before: a, after: b });
  }
  return changes;
}

/**
 * What changed since the reviewer last returned the request: the edits after the latest
 * "revision requested" entry, merged per field (first before, last after), dropping fields that
 * ended where they started.
 */
export function changesSinceReview(history: readonly HistoryEntry[]): FieldChange[] {
  let start = -1;
  history.forEach((entry, index) => {
    if (entry.to === 'revisionRequested' && entry.from !== 'revisionRequested') start = index;
  });
  if (start < 0) return [];
  const merged = new Map<string, FieldChange>();
  for (const entry of history.slice(start + 1)) {
    for (const change of entry.changes) {
      const seen = merged.get(change.field);
      merged.set(change.field, seen ? { ...seen, after: change.after } : { ...change });
    }
  }
  return [...merged.values()].filter((c) => c.before !== c.after);
}

/** Every revision note, oldest first (the list is never overwritten). */
export function revisionNotesOf(history: readonly HistoryEntry[]): HistoryEntry[] {
  return history.filter((e) => e.to === 'revisionRequested' && e.from !== 'revisionRequested');
}
