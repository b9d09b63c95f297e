import { getDocs, type Firestore } from 'firebase/firestore';
import type { CatalogueItem } from '../model/aggregate';
import { itemSalesDays } from '../fixedQueries';
import { listTerritoryDays, type SalesLocation } from './scope';
import { itemsCollection } from '@/data/items';
import { itemSalesDayRecords, type ItemSalesDay } from '@/data/salesLedger';

/**
 * Per-day per-delivery-location item totals of the given territories between two days; with a
 * location type, only the days of delivery locations serving a franchise location of that type
 * (`locationType` on the document, checked by the rules).
 */
export async function listItemSalesDays(
  db: Firestore,
  territoryIds: readonly string[],
  from: string,
  to: string,
  locationType?: SalesLocation['type'],
): Promise<ItemSalesDay[]> {
  return listTerritoryDays(
    itemSalesDayRecords(db),
    itemSalesDays,
    territoryIds,
    { from, to },
    { locationType: locationType || undefined },
  );
}

/** The item catalogue (readable by every active user), in catalogue order. */
export async function listCatalogueItems(db: Firestore): Promise<CatalogueItem[]> {
  const snapshot = await getDocs(itemsCollection(db));
  return snapshot.docs
    .map((d) => ({ d, order: Number(d.data().order ?? 0) }))
    .sort((a, b) => a.order - b.order)
    .map(({ d }) => ({
      id: d.id,
      itemDesc: String(d.data().itemDesc ?? d.id),
      sku: String(d.data().sku ?? ''),
    }));
}
