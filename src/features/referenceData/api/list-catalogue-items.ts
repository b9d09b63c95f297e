import { getDocs, query, type Firestore } from 'firebase/firestore';
import { constraintsOf } from '@/data/query/declaredQuery';
import { catalogueItems, type CatalogueItem } from '@/data/referenceData';
import { catalogueInOrder } from '../fixedQueries';
import { REFERENCE_LIMIT } from './list-scope-territories';

/**
 * The catalogue in its `order` (every active user may read items): names, SKUs, prices, pallet
 * sizes, every status (the order form offers the active ones, an old order names any).
 */
export async function listCatalogueItems(firestore: Firestore): Promise<CatalogueItem[]> {
  const snapshot = await getDocs(
    query(
      catalogueItems(firestore),
      ...constraintsOf(catalogueInOrder, {}, { limit: REFERENCE_LIMIT }),
    ),
  );
  return snapshot.docs.map((d) => d.data());
}
