import { getDocs, query, type Firestore } from 'firebase/firestore';
import { constraintsOf } from '@/data/query/declaredQuery';
import { catalogueItems, type CatalogueItem } from '@/data/referenceData';
import { REFERENCE_LIMIT } from '@/features/referenceData';
import { catalogueInOrder } from '../fixedQueries';

/** The catalogue in its `order` (every active user may read items): names, SKUs, pallet sizes. */
export async function listCatalogueItems(firestore: Firestore): Promise<CatalogueItem[]> {
  const snapshot = await getDocs(
    query(
      catalogueItems(firestore),
      ...constraintsOf(catalogueInOrder, {}, { limit: REFERENCE_LIMIT }),
    ),
  );
  return snapshot.docs.map((d) => d.data());
}
