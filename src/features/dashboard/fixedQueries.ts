import { desc, fixedQuery, type FixedQuery } from '@/data/query/queryIndex';

/** Every query the home dashboard sends (src/app/queryShapes.test.ts). */
const source = 'features/dashboard/api/home-queries.ts';
const scopes = [[], ['territoryId']];

export const dashboardFixedQueries: FixedQuery[] = [
  ...scopes.map((scope) =>
    fixedQuery('Dashboard orders waiting', 'orders', source, { equals: ['status', ...scope] }),
  ),
  fixedQuery('Dashboard order drafts', 'draft_orders', source, { equals: ['userId'] }),
  ...scopes.map((scope) =>
    fixedQuery('Dashboard compliance drafts', 'compliance_reports', source, {
      equals: ['status', 'userId', ...scope],
    }),
  ),
  fixedQuery('Dashboard locations', 'franchise_locations', source, { equals: ['territoryId'] }),
  fixedQuery('Dashboard announcements', 'announcements', source, { orderBy: desc('createdAt') }),
];
