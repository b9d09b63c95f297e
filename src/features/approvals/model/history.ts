import type { FieldChange } from '@/data/shapes/approvals';
import type { FormDef } from './forms';
import { displayValue } from './values';

// A history entry stores changes only for a reassignment (src/data/approvals.ts); what the
// author changed since a review is computed (./reviewed.ts) with changedFields.
export type { FieldChange };

type Snapshot = Record<string, unknown>;

/** The common fields under the labels the request form gives them (RequestForm.tsx). */
function commonFields(def: FormDef) {
  return [
    { name: 'name', label: 'Title' },
    { name: 'details', label: def.detailsLabel },
    { name: 'franchiseeLocationName', label: 'Franchise location' },
  ];
}

/** Fields whose shown value differs between two versions of a request, named as the form names them. */
export function changedFields(
  def: FormDef,
  before: Snapshot,
  after: Snapshot,
  itemNames: Record<string, string> = {},
): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const { name, label } of commonFields(def)) {
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
