import { getDocs, query, type CollectionReference, type Firestore } from 'firebase/firestore';
import { daysIn } from '../model/aggregate';
import {
  ItemSalesView,
  territoryItemSalesView,
  type TerritoryItemRollup,
} from '../model/itemSalesRollups';
import type { ReadPlan } from '../model/salesRollups';
import {
  itemSalesDays,
  itemSalesRollupPeriods,
  territoryItemRollupPeriods,
  territoryItemTypeRollupPeriods,
} from '../fixedQueries';
import { constraintsOf, type QueryDeclaration } from '@/data/query/declaredQuery';
import { chunkValues } from '@/data/query/inLimit';
import {
  itemSalesDayRecords,
  itemSalesRollupRecords,
  territoryItemRollupRecords,
  territoryItemTypeRollupRecords,
} from '@/data/salesLedger';

/** The periods a plan reads from territory rollups: its months and weeks, and its end days. */
function territoryPeriods(plan: ReadPlan): string[] {
  return [...plan.periods, ...plan.days.flatMap(daysIn)];
}

/**
 * Whose territory rollups to read: the given territories', one query per territory and 30
 * periods; with `wholeChain` (a top role, whose scope is every territory) one query per 30
 * periods for all territories at once, kept to the given ones.
 */
interface TerritoryReadScope {
  territoryIds: readonly string[];
  wholeChain?: boolean;
}

/**
 * One level of territory item rollups of a scope, as planned by readPlan: the months and ISO
 * weeks, and the single days at the ends of its ranges.
 */
async function listTerritoryRollups(
  records: CollectionReference<TerritoryItemRollup>,
  periodsQuery: QueryDeclaration<'territoryId' | 'periods'>,
  { territoryIds, wholeChain = false }: TerritoryReadScope,
  plan: ReadPlan,
): Promise<TerritoryItemRollup[]> {
  const periods = territoryPeriods(plan);
  if (periods.length === 0) return [];
  const read = (territoryId?: string) =>
    chunkValues(periods).map((chunk) =>
      getDocs(query(records, ...constraintsOf(periodsQuery, { territoryId, periods: chunk }))),
    );
  const snapshots = await Promise.all(wholeChain ? read() : territoryIds.flatMap(read));
  const rollups = snapshots.flatMap((s) => s.docs.map((d) => d.data()));
  return wholeChain ? rollups.filter((r) => territoryIds.includes(r.territoryId)) : rollups;
}

/**
 * The territory item rollups a report reads for the given territories (listTerritoryRollups):
 * the items of every location type together, no types and no locations.
 */
export const listTerritoryItemSales = (
  db: Firestore,
  scope: TerritoryReadScope,
  plan: ReadPlan,
): Promise<TerritoryItemRollup[]> =>
  listTerritoryRollups(territoryItemRollupRecords(db), territoryItemRollupPeriods, scope, plan);

/**
 * The territory item type rollups of the same periods (listTerritoryRollups): the items per
 * location type and the delivery locations counted, no `items`; read only for a type's view or
 * the location picker.
 */
export const listTerritoryItemTypes = (
  db: Firestore,
  scope: TerritoryReadScope,
  plan: ReadPlan,
): Promise<TerritoryItemRollup[]> =>
  listTerritoryRollups(
    territoryItemTypeRollupRecords(db),
    territoryItemTypeRollupPeriods,
    scope,
    plan,
  );

/** The item sales of the given territories, all location types (listTerritoryItemSales). */
export async function listItemSalesFigures(
  db: Firestore,
  territoryIds: readonly string[],
  plan: ReadPlan,
): Promise<ItemSalesView> {
  return territoryItemSalesView(await listTerritoryItemSales(db, { territoryIds }, plan));
}

/** A delivery location as its item sales are read: with its territory (the rules' scope). */
export interface ItemSalesPlace {
  territoryId: string;
  deliveryLocationId: string;
}

/**
 * The item sales of one delivery location, read as planned by readPlan: its item rollups of the
 * months and ISO weeks (30 a query), and its item_sales_daily days at the ends of the ranges.
 */
export async function listLocationItemSales(
  db: Firestore,
  place: ItemSalesPlace,
  plan: ReadPlan,
): Promise<ItemSalesView> {
  const [rollups, ...ends] = await Promise.all([
    Promise.all(
      (plan.periods.length === 0 ? [] : chunkValues(plan.periods)).map((periods) =>
        getDocs(
          query(
            itemSalesRollupRecords(db),
            ...constraintsOf(itemSalesRollupPeriods, { ...place, periods }),
          ),
        ),
      ),
    ),
    ...plan.days.map((run) =>
      getDocs(
        query(
          itemSalesDayRecords(db),
          ...constraintsOf(itemSalesDays, { ...place, from: run.from, to: run.to }),
        ),
      ),
    ),
  ]);
  return new ItemSalesView(
    rollups.flatMap((s) => s.docs.map((d) => d.data())),
    ends.flatMap((s) => s.docs.map((d) => d.data())),
  );
}
