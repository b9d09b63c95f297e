import { COLLECTIONS } from '@/data/collections';
import { asc, declareQuery, DOCUMENT_ID, isIn } from '@/data/query/declaredQuery';

/*
 * The reference data queries, built from here by api/list-scope-territories.ts (constraintsOf),
 * so src/app/queryShapes.test.ts checks what runs.
 */
const source = 'features/referenceData/api/list-scope-territories.ts';

/** Every territory by name (the top roles). */
export const territoriesByName = declareQuery({
  name: 'Scope territories',
  collection: COLLECTIONS.territories,
  sources: [source],
  orderBy: asc('name'),
});

/** The territories of one chunk of a scoped user's ids (`documentId() in`). */
export const territoriesById = declareQuery({
  name: 'Scope territories by id',
  collection: COLLECTIONS.territories,
  sources: [source],
  where: [isIn(DOCUMENT_ID, 'ids')],
});
