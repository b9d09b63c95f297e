import { getDocs, query, type Firestore } from 'firebase/firestore';
import type { CatalogueItem } from '../model/aggregate';
import { ItemSalesView } from '../model/itemSalesRollups';
import type { ReadPlan } from '../model/salesRollups';
import { itemSalesDays, itemSalesRollupPeriods } from '../fixedQueries';
import { listTerritoryDays, type SalesLocation } from './scope';
import { itemsCollection } from '@/data/items';
import { constraintsOf } from '@/data/query/declaredQuery';
import { chunkValues } from '@/data/query/inLimit';
import { itemSalesDayRecords, itemSalesRollupRecords, type ItemSalesDay } from '@/data/salesLedger';

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

/**
 * The item sales of the given territories a report shows, read as planned by readPlan: the item
 * rollups of its whole months and ISO weeks (one query per territory and 30 periods) and the
 * item_sales_daily days at the ends of its ranges only; with a location type, only that type's.
 */
export async function listItemSalesFigures(
  db: Firestore,
  territoryIds: readonly string[],
  plan: ReadPlan,
  locationType?: SalesLocation['type'],
): Promise<ItemSalesView> {
  const chunks = plan.periods.length === 0 ? [] : chunkValues(plan.periods);
  const [rollups, ...ends] = await Promise.all([
    Promise.all(
      territoryIds.flatMap((territoryId) =>
        chunks.map((periods) =>
          getDocs(
            query(
              itemSalesRollupRecords(db),
              ...constraintsOf(itemSalesRollupPeriods, {
                territoryId,
                periods,
                locationType: locationType || undefined,
              }),
            ),
          ),
        ),
      ),
    ),
    ...plan.days.map((run) => listItemSalesDays(db, territoryIds, run.from, run.to, locationType)),
  ]);
  return new ItemSalesView(
    rollups.flatMap((s) => s.docs.map((d) => d.data())),
    ends.flat(),
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
