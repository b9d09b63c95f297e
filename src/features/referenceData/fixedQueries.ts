import { asc, fixedQuery, type FixedQuery } from '@/data/query/queryIndex';

/** The reference data queries (src/app/queryShapes.test.ts). */
export const referenceDataFixedQueries: FixedQuery[] = [
  fixedQuery(
    'Scope territories',
    'territories',
    'features/referenceData/api/list-scope-territories.ts',
    { orderBy: asc('name') },
  ),
];
