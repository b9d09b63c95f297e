import { desc, fixedQuery, type FixedQuery } from '@/data/query/queryIndex';

/** The error reports list's query (src/app/queryShapes.test.ts). */
export const errorReportsFixedQueries: FixedQuery[] = [
  fixedQuery('Error reports', 'error_reports', 'features/errorReports/api/error-reports.ts', {
    orderBy: desc('createdAt'),
  }),
];
