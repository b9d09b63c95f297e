import { asc, fixedQuery, type FixedQuery } from '@/data/query/queryIndex';

/** Every query the approvals feature sends outside its table (src/app/queryShapes.test.ts). */
const readSource = 'features/approvals/api/read-approvals.ts';
const dashboardSource = 'features/approvals/api/dashboard-counts.ts';

export const approvalsFixedQueries: FixedQuery[] = [
  fixedQuery('Approvals bell', 'approvals', readSource, {
    equals: ['status'],
    orderBy: asc('dueDate'),
  }),
  fixedQuery('Approvals bell: unread', 'approvals', readSource, {
    equals: ['status'],
    contains: 'readRecipients',
  }),
  fixedQuery('Approvals list base', 'approvals', 'features/approvals/api/list-query.ts', {
    equals: ['userId', 'status', 'franchiseeLocationId', 'territoryId'],
  }),
  fixedQuery(
    'Request form locations',
    'franchise_locations',
    'features/approvals/api/load-request-options.ts',
    { equals: ['territoryId'] },
  ),
  fixedQuery('Request form items', 'items', 'features/approvals/api/load-request-options.ts', {
    orderBy: asc('order'),
  }),
  fixedQuery('Dashboard approvals due', 'approvals', dashboardSource, {
    equals: ['status'],
    ranges: ['dueDate'],
  }),
  fixedQuery('Dashboard own approvals', 'approvals', dashboardSource, {
    equals: ['userId', 'status'],
  }),
  ...[[], ['territoryId']].map((scope) =>
    fixedQuery('Upcoming events', 'approvals', 'features/approvals/api/upcoming-events.ts', {
      equals: ['formId', 'status', ...scope],
      ranges: ['eventTimeAndDate'],
      orderBy: asc('eventTimeAndDate'),
    }),
  ),
];
