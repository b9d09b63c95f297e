import {
  collection,
  doc,
  type CollectionReference,
  type DocumentData,
  type DocumentReference,
  type Firestore,
} from 'firebase/firestore';
import { COLLECTIONS } from './collections';
import { field, readConverter } from './converter';
import {
  readChainSalesRollup,
  readItemSalesDay,
  readItemSalesRollup,
  readLocationRollup,
  readSalesAdjustment,
  readTerritoryRollup,
  readTerritoryItemSalesRollup,
  readSalesDay,
  readSalesDayWeek,
  type ChainSalesRollup,
  type ItemSalesDay,
  type ItemSalesRollup,
  type LocationRollup,
  type SalesAdjustment,
  type SalesDay,
  type SalesDayWeek,
  type TerritoryRollup,
  type TerritoryItemSalesRollup,
} from './shapes/salesLedger';
import { COHORTS, type Cohort } from '@/domain/cohorts';

/*
 * The sales ledger, money in integer cents, read-only for browsers:
 * - sales_entries/{locationId}_{day} and sales_adjustments/{approvalId}: the day records, whose
 *   shapes and pure readers live in ./shapes/salesLedger.ts (the server reads with them too);
 * - item_sales_daily/{day}_{deliveryLocationId}: approved order lines per day, kept by the
 *   server's order status callable;
 * - sales_benchmarks/{from}_{to}: the system median figures of a period, written by the server;
 * - sales_rollups and territory_sales_rollups: a location's and a territory's totals per month
 *   and ISO week, and chain_sales_rollups/{period}: every territory's of a period in one
 *   document (the whole chain's views), kept by the server;
 * - item_sales_rollups/{deliveryLocationId}_{period}: a delivery location's item_sales_daily
 *   totals per month and ISO week, and territory_item_sales_rollups/{territoryId}_{period}: a
 *   territory's per month, ISO week and day (territory_item_type_rollups of the same id: per
 *   location type), kept by the server's order status callable;
 * - territory_sales_days/{territoryId}_{week}: the reported days of an ISO week per location,
 *   kept by the server's sales entry callables (the reports dashboard's).
 * Royalty rates and statements: ./royalty.ts. Here: their web refs and typed converters.
 */
export * from './shapes/salesLedger';

// ------------------------------------------------------------------ sales_benchmarks

export interface CohortBenchmark {
  medianNetCents: number;
  medianAverageCheckCents: number;
  locationCount: number;
}

/**
 * The median COGS % of a cohort's locations over a period (each location's latest inventory
 * period closed in it), in basis points, and how many locations it is taken from.
 */
export interface CohortCogsBenchmark {
  medianCogsBps: number;
  locationCount: number;
}

/** Published median figures of the days from `from` to `to` (yyyy-MM-dd), per cohort. */
export interface SalesBenchmark {
  from: string;
  to: string;
  cohorts: Partial<Record<Cohort, CohortBenchmark>>;
  /** COGS % per cohort; a cohort with too few closed periods is absent. */
  cogs: Partial<Record<Cohort, CohortCogsBenchmark>>;
}

function readCohorts(value: unknown): SalesBenchmark['cohorts'] {
  const cohorts: SalesBenchmark['cohorts'] = {};
  if (typeof value !== 'object' || value === null) return cohorts;
  for (const cohort of COHORTS) {
    const figures: unknown = Reflect.get(value, cohort);
    if (typeof figures !== 'object' || figures === null) continue;
    cohorts[cohort] = {
      medianNetCents: field.number(Reflect.get(figures, 'medianNetCents')),
      medianAverageCheckCents: field.number(Reflect.get(figures, 'medianAverageCheckCents')),
      locationCount: field.number(Reflect.get(figures, 'locationCount')),
    };
  }
  return cohorts;
}

function readCogsCohorts(value: unknown): SalesBenchmark['cogs'] {
  const cohorts: SalesBenchmark['cogs'] = {};
  if (typeof value !== 'object' || value === null) return cohorts;
  for (const cohort of COHORTS) {
    const figures: unknown = Reflect.get(value, cohort);
    if (typeof figures !== 'object' || figures === null) continue;
    cohorts[cohort] = {
      medianCogsBps: field.number(Reflect.get(figures, 'medianCogsBps')),
      locationCount: field.number(Reflect.get(figures, 'locationCount')),
    };
  }
  return cohorts;
}

export const readSalesBenchmark = (data: DocumentData): SalesBenchmark => ({
  from: field.text(data.from),
  to: field.text(data.to),
  cohorts: readCohorts(data.cohorts),
  // Documents written before COGS medians have none.
  cogs: readCogsCohorts(data.cogs),
});

const salesDayConverter = readConverter(readSalesDay);
const itemSalesDayConverter = readConverter(readItemSalesDay);
const salesAdjustmentConverter = readConverter(readSalesAdjustment);
const salesBenchmarkConverter = readConverter(readSalesBenchmark);
const locationRollupConverter = readConverter(readLocationRollup);
const itemSalesRollupConverter = readConverter(readItemSalesRollup);
const salesDayWeekConverter = readConverter(readSalesDayWeek);
const territoryItemRollupConverter = readConverter(readTerritoryItemSalesRollup);
const territoryRollupConverter = readConverter(readTerritoryRollup);
const chainRollupConverter = readConverter(readChainSalesRollup);

// ------------------------------------------------------------------ refs

const salesEntriesCollection = (db: Firestore) => collection(db, COLLECTIONS.salesEntries);

const itemSalesDailyCollection = (db: Firestore) => collection(db, COLLECTIONS.itemSalesDaily);

const salesAdjustmentsCollection = (db: Firestore) => collection(db, COLLECTIONS.salesAdjustments);

/** `sales_entries`, read as SalesDay (readSalesDay). */
export const salesDayRecords = (db: Firestore): CollectionReference<SalesDay> =>
  salesEntriesCollection(db).withConverter(salesDayConverter);

/** `item_sales_daily`, read as ItemSalesDay (readItemSalesDay). */
export const itemSalesDayRecords = (db: Firestore): CollectionReference<ItemSalesDay> =>
  itemSalesDailyCollection(db).withConverter(itemSalesDayConverter);

/** `sales_adjustments`, read as SalesAdjustment (readSalesAdjustment). */
export const salesAdjustmentRecords = (db: Firestore): CollectionReference<SalesAdjustment> =>
  salesAdjustmentsCollection(db).withConverter(salesAdjustmentConverter);

/** `sales_rollups`, read as LocationRollup (readLocationRollup). */
export const locationRollupRecords = (db: Firestore): CollectionReference<LocationRollup> =>
  collection(db, COLLECTIONS.salesRollups).withConverter(locationRollupConverter);

/** `item_sales_rollups`, read as ItemSalesRollup (readItemSalesRollup). */
export const itemSalesRollupRecords = (db: Firestore): CollectionReference<ItemSalesRollup> =>
  collection(db, COLLECTIONS.itemSalesRollups).withConverter(itemSalesRollupConverter);

/** `territory_item_sales_rollups`, read as TerritoryItemSalesRollup. */
export const territoryItemRollupRecords = (
  db: Firestore,
): CollectionReference<TerritoryItemSalesRollup> =>
  collection(db, COLLECTIONS.territoryItemSalesRollups).withConverter(territoryItemRollupConverter);

/**
 * `territory_item_type_rollups`, read as TerritoryItemSalesRollup: the types and locations of the
 * territory item rollup of the same id, no `items`.
 */
export const territoryItemTypeRollupRecords = (
  db: Firestore,
): CollectionReference<TerritoryItemSalesRollup> =>
  collection(db, COLLECTIONS.territoryItemTypeRollups).withConverter(territoryItemRollupConverter);

/** `territory_sales_days`, read as SalesDayWeek (readSalesDayWeek). */
export const salesDayWeekRecords = (db: Firestore): CollectionReference<SalesDayWeek> =>
  collection(db, COLLECTIONS.territorySalesDays).withConverter(salesDayWeekConverter);

/** `territory_sales_rollups`, read as TerritoryRollup (readTerritoryRollup). */
export const territoryRollupRecords = (db: Firestore): CollectionReference<TerritoryRollup> =>
  collection(db, COLLECTIONS.territorySalesRollups).withConverter(territoryRollupConverter);

/** `chain_sales_rollups`, read as ChainSalesRollup (readChainSalesRollup). */
export const chainRollupRecords = (db: Firestore): CollectionReference<ChainSalesRollup> =>
  collection(db, COLLECTIONS.chainSalesRollups).withConverter(chainRollupConverter);

/** One `sales_benchmarks` document, read as SalesBenchmark (readSalesBenchmark). */
export const salesBenchmarkRecord = (
  db: Firestore,
  id: string,
): DocumentReference<SalesBenchmark> =>
  doc(db, COLLECTIONS.salesBenchmarks, id).withConverter(salesBenchmarkConverter);
