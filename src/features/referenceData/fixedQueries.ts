import { COLLECTIONS } from '@/data/collections';
import { asc, declareQuery, DOCUMENT_ID, isIn, optional } from '@/data/query/declaredQuery';

/*
 * The reference data queries, built from here by api/list-scope-territories.ts,
 * api/list-scope-locations.ts and api/list-catalogue-items.ts (constraintsOf), so
 * src/app/queryShapes.test.ts checks what runs.
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

/** Every franchise location (the top roles), or those of one chunk of territory ids. */
export const locationsInScope = declareQuery({
  name: 'Scope locations',
  collection: COLLECTIONS.franchiseLocations,
  sources: ['features/referenceData/api/list-scope-locations.ts'],
  where: [optional(isIn('territoryId', 'territoryIds'))],
});

/** The items catalogue in its order. */
export const catalogueInOrder = declareQuery({
  name: 'Catalogue items',
  collection: COLLECTIONS.items,
  sources: ['features/referenceData/api/list-catalogue-items.ts'],
  orderBy: asc('order'),
});
