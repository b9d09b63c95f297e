import { getDocs, limit, orderBy, query, type Firestore } from 'firebase/firestore';
import { catalogueItems, type CatalogueItem } from '@/data/referenceData';
import { REFERENCE_LIMIT } from '@/features/referenceData';

/** The catalogue in its `order` (every active user may read items): names, SKUs, pallet sizes. */
export async function listCatalogueItems(firestore: Firestore): Promise<CatalogueItem[]> {
  const snapshot = await getDocs(
    query(catalogueItems(firestore), orderBy('order', 'asc'), limit(REFERENCE_LIMIT)),
  );
  return snapshot.docs.map((d) => d.data());
}
