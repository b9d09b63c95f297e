import type { FormDef } from './forms';
import { changedFields, type FieldChange } from './history';

/*
 * "Changed since the last review" (issue 28): computed, never typed. A revision request keeps
 * the request's shown values as the reviewer saw them (`lastReviewed`, written by the server's
 * decideApprovalRequest from the stored request), and the detail page compares them
 * with the request as it is now.
 */

/** The common fields a review sees besides the type's own. */
const REVIEWED_COMMON = [
  'name',
  'details',
  'franchiseeLocationId',
  'franchiseeLocationName',
  'isTruckForm',
] as const;

/** The stored fields a revision request keeps: the common ones and the type's own. */
export function reviewedKeys(def: FormDef): string[] {
  return [...new Set([...REVIEWED_COMMON, ...def.fields.map((f) => f.name)])];
}

/** The values to keep as `lastReviewed`, as stored (a missing one as null). */
export function reviewedValues(
  def: FormDef,
  request: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  return Object.fromEntries(reviewedKeys(def).map((key) => [key, request[key] ?? null]));
}

/** What the author changed since the request was last returned; nothing before any return. */
export function changesSinceReview(
  def: FormDef,
  request: Readonly<Record<string, unknown>> & {
    lastReviewed: Readonly<Record<string, unknown>> | null;
  },
  itemNames: Record<string, string> = {},
): FieldChange[] {
  return request.lastReviewed ? changedFields(def, request.lastReviewed, request, itemNames) : [];
}
