import { asc, desc, fixedQuery, type FixedQuery } from '@/data/query/queryIndex';

/** Every query the compliance feature sends outside its tables (src/app/queryShapes.test.ts). */
const actionsSource = 'features/compliance/actions/api/list-actions.ts';
const actionScopes = [[], ['territoryId'], ['assigneeId']];
const actionStatuses = [[], ['isActive'], ['status']];

export const complianceFixedQueries: FixedQuery[] = [
  ...actionScopes.flatMap((scope) =>
    actionStatuses.map((status) =>
      fixedQuery('Follow-up actions', 'compliance_actions', actionsSource, {
        equals: [...scope, ...status],
        orderBy: asc('dueDate'),
      }),
    ),
  ),
  fixedQuery(
    'Previous results of a location',
    'compliance_reports',
    'features/compliance/history/api/list-location-history.ts',
    {
      equals: ['franchiseeLocationId', 'status', 'territoryId'],
      ranges: ['createdAt'],
      orderBy: desc('createdAt'),
    },
  ),
  fixedQuery(
    'Report tab counts',
    'compliance_reports',
    'features/compliance/reports/api/report-queries.ts',
    { equals: ['status', 'result', 'territoryId'], orderBy: desc('createdAt') },
  ),
  fixedQuery(
    'Territory users',
    'users',
    'features/compliance/actions/api/list-territory-users.ts',
    { contains: 'territoryIds' },
  ),
  fixedQuery(
    'Inspection locations',
    'franchise_locations',
    'features/compliance/inspection/api/list-locations.ts',
    { equals: ['territoryId'] },
  ),
  fixedQuery(
    'Next question order',
    'compliance_report_questions',
    'features/compliance/catalogue/api/next-question-order.ts',
    { equals: ['type', 'sectionId'] },
  ),
  fixedQuery(
    'Questions of a type',
    'compliance_report_questions',
    'features/compliance/catalogue/api/list-questions.ts',
    { equals: ['type'] },
  ),
  fixedQuery(
    'Questions of a section',
    'compliance_report_questions',
    'features/compliance/catalogue/api/delete-section.ts',
    { equals: ['sectionId'] },
  ),
  fixedQuery(
    'Section name taken',
    'compliance_report_sections',
    'features/compliance/catalogue/api/section-name-taken.ts',
    { equals: ['nameLower'] },
  ),
  fixedQuery(
    'Mystery shopper locations',
    'franchise_locations',
    'features/compliance/mysteryShopper/api/list-territory-locations.ts',
    { equals: ['territoryId'] },
  ),
  fixedQuery(
    'Mystery shopper base',
    'mystery_shopper_reports',
    'features/compliance/mysteryShopper/api/reports-query.ts',
    { equals: ['territoryId'] },
  ),
  fixedQuery(
    'Last inspection of a location',
    'compliance_reports',
    'features/compliance/schedule/api/list-inspection-statuses.ts',
    { equals: ['franchiseeLocationId', 'status', 'territoryId'], orderBy: desc('createdAt') },
  ),
];
