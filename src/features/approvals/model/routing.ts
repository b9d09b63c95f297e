/**
 * Who reviews a request (issue 27 "Reviewers who are assigned"): the routing table the top roles
 * keep in `approval_routing`, one reviewer per request type and territory, a fallback per type
 * and one overall fallback. Pure: the server (sendApprovalRequest, when a request is sent), the
 * seed and the tests pick the assignee with the same function from the same three documents, so
 * the assignee is never the sender's choice.
 */

/** Id of the overall fallback's routing document. */
const OVERALL_ROUTE_ID = 'default';

/** The territory part of a type's fallback document id (`<formId>_default`). */
const TYPE_FALLBACK = 'default';

/** A routing document's id: `<formId>_<territoryId>`, `<formId>_default`, or `default`. */
export function routeId(formId: string | null, territoryId: string | null): string {
  if (formId === null) return OVERALL_ROUTE_ID;
  return `${formId}_${territoryId ?? TYPE_FALLBACK}`;
}

/** The routing documents one request consults, most specific first. */
export function routeIdsFor(formId: string, territoryId: string): [string, string, string] {
  return [routeId(formId, territoryId), routeId(formId, null), OVERALL_ROUTE_ID];
}

/** The routing table as read: document id -> reviewer uid (a missing id has no entry). */
type RoutingTable = Readonly<Record<string, string | undefined>>;

/** The table of the routing documents read (missing ones as undefined; no reviewer: no entry). */
export function routingTable(routes: readonly { id: string; reviewerId: unknown }[]): RoutingTable {
  const table: Record<string, string> = {};
  for (const { id, reviewerId } of routes) {
    if (typeof reviewerId === 'string' && reviewerId) table[id] = reviewerId;
  }
  return table;
}

/**
 * The assignee of a request of type `formId` for `territoryId` sent by `requesterId`: the
 * reviewer of the type in that territory, else the type's fallback, else the overall fallback;
 * an entry naming the requester is skipped (nobody decides their own request), so a top role's
 * own request goes to the next reviewer in line. null when no entry is left: the request waits
 * unassigned until a top role assigns it.
 */
export function routedAssignee(
  table: RoutingTable,
  formId: string,
  territoryId: string,
  requesterId: string,
): string | null {
  for (const id of routeIdsFor(formId, territoryId)) {
    const reviewer = table[id];
    if (reviewer && reviewer !== requesterId) return reviewer;
  }
  return null;
}

/** A reassignment's reason: required, at most 1000 characters. */
const REASSIGN_REASON_MAX = 1000;

/** The history change a reassignment records (before and after are user ids). */
export const ASSIGNEE_FIELD = 'assigneeId';

/** Why `reason` cannot go with a reassignment, or null. */
export function reassignReasonError(reason: string): string | null {
  const text = reason.trim();
  if (!text) return 'A reason is required';
  if (text.length > REASSIGN_REASON_MAX) {
    return `Must be at most ${REASSIGN_REASON_MAX} characters`;
  }
  return null;
}
