import { collection, getDocs, query, where, type Firestore } from 'firebase/firestore';
import type { CatalogueItem, ItemSalesDay } from '../model/aggregate';

export const ITEM_SALES_DAILY = 'item_sales_daily';

/** Per-day per-delivery-location item totals of the given territories between two days. */
export async function listItemSalesDays(
  db: Firestore,
  territoryIds: readonly string[],
  from: string,
  to: string,
): Promise<ItemSalesDay[]> {
  const snapshots = await Promise.all(
    territoryIds.map((territoryId) =>
      getDocs(
        query(
          collection(db, ITEM_SALES_DAILY),
          where('territoryId', '==', territoryId),
          where('date', '>=', from),
          where('date', '<=', to),
        ),
      ),
    ),
  );
  return snapshots.flatMap((s) =>
    s.docs.map((d) => {
      const x = d.data();
      return {
        date: String(x.date),
        territoryId: String(x.territoryId),
        deliveryLocationId: String(x.deliveryLocationId),
        locationName: String(x.locationName ?? ''),
        items: (x.items ?? {}) as ItemSalesDay['items'],
      };
    }),
  );
}

/** The item catalogue (readable by every active user), in catalogue order. */
export async function listCatalogueItems(db: Firestore): Promise<CatalogueItem[]> {
  const snapshot = await getDocs(collection(db, 'items'));
  return snapshot.docs
    .map((d) => ({ d, order: Number(d.data().order ?? 0) }))
    .sort((a, b) => a.order - b.order)
    .map(({ d }) => ({
      id: d.id,
      itemDesc: String(d.data().itemDesc ?? d.id),
      sku: String(d.data().sku ?? ''),
    }));
}
