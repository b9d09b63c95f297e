import { COLLECTIONS } from '@/data/collections';
import { declareQuery, desc } from '@/data/query/declaredQuery';

/** The error reports list's query, built from here by its api (src/app/queryShapes.test.ts). */
export const recentErrorReports = declareQuery({
  name: 'Error reports',
  collection: COLLECTIONS.errorReports,
  sources: ['features/errorReports/api/error-reports.ts'],
  orderBy: desc('createdAt'),
});
