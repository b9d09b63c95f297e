import { COLLECTIONS } from '@/data/collections';
import {
  asc,
  contains,
  declareQuery,
  eq,
  isIn,
  oneOf,
  optional,
  range,
} from '@/data/query/declaredQuery';

/*
 * Every query the approvals feature sends outside its table's paging, declared here and built
 * from these declarations by the api (constraintsOf), so src/app/queryShapes.test.ts checks the
 * indexes of exactly what runs.
 */

const readSource = 'features/approvals/api/read-approvals.ts';
const dashboardSource = 'features/approvals/api/dashboard-counts.ts';

/** The reviewer bell's list: open requests assigned to them, most urgent (earliest due) first. */
export const openApprovalsByDue = declareQuery({
  name: 'Approvals bell',
  collection: COLLECTIONS.approvals,
  sources: [readSource],
  where: [eq('assigneeId'), isIn('status')],
  orderBy: asc('dueDate'),
});

/**
 * The bell's counts (open requests assigned to the reviewer, and those `readRecipients` holds)
 * and "mark all as read".
 */
export const openApprovals = declareQuery({
  name: 'Approvals bell: counts, mark all',
  collection: COLLECTIONS.approvals,
  sources: [readSource],
  where: [eq('assigneeId'), isIn('status'), optional(contains('readRecipients'))],
});

/**
 * The approvals list's base (approvalsTable reads its bases from here): "mine" by author with a
 * status tab or none, "assigned to me" by assignee (open statuses), the other views by one status or the shared / open ones; then the location
 * picked, and the territory picked (`==`) or a chunk of the staff's territories (`in`).
 */
export const approvalsListBase = declareQuery({
  name: 'Approvals list base',
  collection: COLLECTIONS.approvals,
  sources: ['features/approvals/api/list-query.ts'],
  where: [
    oneOf(
      eq('userId'),
      [eq('userId'), eq('status')],
      [eq('assigneeId'), isIn('status', 'statuses')],
      isIn('status', 'statuses'),
      eq('status'),
    ),
    optional(eq('franchiseeLocationId')),
    optional(eq('territoryId'), isIn('territoryId', 'territoryIds')),
  ],
});

/** Users who may be assigned requests (Review Approval Requests): the routing screen's pick. */
export const approvalReviewers = declareQuery({
  name: 'Approval reviewers',
  collection: COLLECTIONS.users,
  sources: ['features/approvals/api/routing.ts'],
  where: [eq('permissions.approvals.review', 'canReview')],
});

/** Open requests overdue (`dueDate <` today) or due soon (`>=` today and `<` the soon end). */
export const approvalsDue = declareQuery({
  name: 'Dashboard approvals due',
  collection: COLLECTIONS.approvals,
  sources: [dashboardSource],
  where: [
    isIn('status'),
    optional(range('dueDate', '>=', 'dueFrom')),
    range('dueDate', '<', 'dueBefore'),
  ],
});

export const ownApprovals = declareQuery({
  name: 'Dashboard own approvals',
  collection: COLLECTIONS.approvals,
  sources: [dashboardSource],
  where: [eq('userId'), eq('status')],
});

/** Approved events of the next days, soonest first; staff by a chunk of their territories. */
export const upcomingEvents = declareQuery({
  name: 'Upcoming events',
  collection: COLLECTIONS.approvals,
  sources: ['features/approvals/api/upcoming-events.ts'],
  where: [
    eq('formId'),
    eq('status'),
    optional(isIn('territoryId')),
    range('eventTimeAndDate', '>=', 'from'),
    range('eventTimeAndDate', '<=', 'to'),
  ],
  orderBy: asc('eventTimeAndDate'),
});
