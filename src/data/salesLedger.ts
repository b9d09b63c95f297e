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
import { isLocationType, type LocationType } from './franchiseLocations';
import { COHORTS, type Cohort } from '@/domain/cohorts';

/*
 * The sales ledger, money in integer cents:
 * - sales_entries/{locationId}_{day}: a franchise location's reported sales of one day, written
 *   only by the server's sales callables (functions/src/sales);
 * - royalty_settings/{locationId}: a location's royalty and ad-fund rates;
 * - royalty_statements/{locationId}_{month}: a franchisee's answer to a month's statement;
 * - item_sales_daily/{day}_{deliveryLocationId}: approved order lines per day, kept in the
 *   order's own status batch;
 * - sales_adjustments/{approvalId}: an approved refund, written with its approval;
 * - sales_benchmarks/{from}_{to}: the system median figures of a period, written by the server.
 * Their refs, taking the Firestore instance (the browser's or, later, the server's), and the
 * shapes the reports read with their readers and typed refs. Writes (merges, serverTimestamp(),
 * increment()) go through the raw refs.
 */

/** The location type a ledger document carries; anything else reads as a restaurant. */
const readLocationType = (value: unknown): LocationType =>
  value === 'truck' ? 'truck' : 'restaurant';

// ------------------------------------------------------------------ sales_entries

/** One sales_entries document's figures with its place. */
export interface SalesDay {
  locationId: string;
  locationType: LocationType;
  date: string;
  grossCents: number;
  discountCents: number;
  refundCents: number;
  netCents: number;
  transactions: number;
}

export const readSalesDay = (data: DocumentData): SalesDay => ({
  locationId: field.text(data.locationId),
  locationType: readLocationType(data.locationType),
  date: field.text(data.date),
  grossCents: field.number(data.grossCents),
  discountCents: field.number(data.discountCents),
  refundCents: field.number(data.refundCents),
  netCents: field.number(data.netCents),
  transactions: field.number(data.transactions),
});

// ------------------------------------------------------------------ royalty_settings

/** A location's royalty and ad-fund rates, in basis points; the document id is the location's. */
export interface RoyaltyRates {
  locationId: string;
  territoryId: string;
  royaltyBps: number;
  adFundBps: number;
}

export const readRoyaltyRates = (data: DocumentData, id: string): RoyaltyRates => ({
  locationId: id,
  territoryId: field.text(data.territoryId),
  royaltyBps: field.number(data.royaltyBps),
  adFundBps: field.number(data.adFundBps),
});

// ------------------------------------------------------------------ royalty_statements

export type StatementStatus = 'confirmed' | 'disputed';

/** A franchisee's answer to one month's statement, with the figures they answered to. */
export interface RoyaltyStatement extends RoyaltyRates {
  month: string;
  grossCents: number;
  exclusionsCents: number;
  /** Approved refund requests of the month (sales_adjustments), taken off net. */
  approvedRefundsCents: number;
  netCents: number;
  royaltyCents: number;
  adFundCents: number;
  status: StatementStatus;
  comment: string;
  userId: string;
}

export const readRoyaltyStatement = (data: DocumentData): RoyaltyStatement => ({
  locationId: field.text(data.locationId),
  territoryId: field.text(data.territoryId),
  month: field.text(data.month),
  grossCents: field.number(data.grossCents),
  exclusionsCents: field.number(data.exclusionsCents),
  // Statements answered before approved refunds were adjustments have none.
  approvedRefundsCents: field.number(data.approvedRefundsCents),
  netCents: field.number(data.netCents),
  royaltyBps: field.number(data.royaltyBps),
  adFundBps: field.number(data.adFundBps),
  royaltyCents: field.number(data.royaltyCents),
  adFundCents: field.number(data.adFundCents),
  // Only an explicit confirmation locks the month.
  status: data.status === 'confirmed' ? 'confirmed' : 'disputed',
  comment: field.text(data.comment),
  userId: field.text(data.userId),
});

// ------------------------------------------------------------------ item_sales_daily

/** One item's totals of a day: cases and their value in cents. */
interface ItemDayTotals {
  qty: number;
  cents: number;
}

/** One item_sales_daily document: what one delivery location received per item on one day. */
export interface ItemSalesDay {
  date: string;
  territoryId: string;
  deliveryLocationId: string;
  locationName: string;
  /** The type of the franchise location that delivery location serves; absent when none is linked. */
  locationType?: LocationType;
  items: Record<string, ItemDayTotals>;
}

/** The per-item totals of a day; an entry that is not a map reads as nothing sold. */
function readItemTotals(value: unknown): Record<string, ItemDayTotals> {
  const items: Record<string, ItemDayTotals> = {};
  if (typeof value !== 'object' || value === null) return items;
  for (const [itemId, totals] of Object.entries(value)) {
    if (typeof totals !== 'object' || totals === null) continue;
    items[itemId] = {
      qty: field.number(Reflect.get(totals, 'qty')),
      cents: field.number(Reflect.get(totals, 'cents')),
    };
  }
  return items;
}

export const readItemSalesDay = (data: DocumentData): ItemSalesDay => ({
  date: field.text(data.date),
  territoryId: field.text(data.territoryId),
  deliveryLocationId: field.text(data.deliveryLocationId),
  locationName: field.text(data.locationName),
  ...(isLocationType(data.locationType) ? { locationType: data.locationType } : {}),
  items: readItemTotals(data.items),
});

// ------------------------------------------------------------------ sales_adjustments

/** One sales_adjustments document: an approved refund request of a location on its refund day. */
export interface SalesAdjustment {
  approvalId: string;
  locationId: string;
  date: string;
  amountCents: number;
}

export const readSalesAdjustment = (data: DocumentData, id: string): SalesAdjustment => ({
  approvalId: id,
  locationId: field.text(data.locationId),
  date: field.text(data.date),
  amountCents: field.number(data.amountCents),
});

// ------------------------------------------------------------------ sales_benchmarks

export interface CohortBenchmark {
  medianNetCents: number;
  medianAverageCheckCents: number;
  locationCount: number;
}

/** Published median figures of the days from `from` to `to` (yyyy-MM-dd), per cohort. */
export interface SalesBenchmark {
  from: string;
  to: string;
  cohorts: Partial<Record<Cohort, CohortBenchmark>>;
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

export const readSalesBenchmark = (data: DocumentData): SalesBenchmark => ({
  from: field.text(data.from),
  to: field.text(data.to),
  cohorts: readCohorts(data.cohorts),
});

const salesDayConverter = readConverter(readSalesDay);
const royaltyRatesConverter = readConverter(readRoyaltyRates);
const royaltyStatementConverter = readConverter(readRoyaltyStatement);
const itemSalesDayConverter = readConverter(readItemSalesDay);
const salesAdjustmentConverter = readConverter(readSalesAdjustment);
const salesBenchmarkConverter = readConverter(readSalesBenchmark);

// ------------------------------------------------------------------ refs

const salesEntriesCollection = (db: Firestore) => collection(db, COLLECTIONS.salesEntries);

const royaltySettingsCollection = (db: Firestore) => collection(db, COLLECTIONS.royaltySettings);

export const royaltySettingDoc = (db: Firestore, locationId: string) =>
  doc(db, COLLECTIONS.royaltySettings, locationId);

const royaltyStatementsCollection = (db: Firestore) =>
  collection(db, COLLECTIONS.royaltyStatements);

export const royaltyStatementDoc = (db: Firestore, id: string) =>
  doc(db, COLLECTIONS.royaltyStatements, id);

const itemSalesDailyCollection = (db: Firestore) => collection(db, COLLECTIONS.itemSalesDaily);

const salesAdjustmentsCollection = (db: Firestore) => collection(db, COLLECTIONS.salesAdjustments);

export const salesAdjustmentDoc = (db: Firestore, approvalId: string) =>
  doc(db, COLLECTIONS.salesAdjustments, approvalId);

/** `sales_entries`, read as SalesDay (readSalesDay). */
export const salesDayRecords = (db: Firestore): CollectionReference<SalesDay> =>
  salesEntriesCollection(db).withConverter(salesDayConverter);

/** `royalty_settings`, read as RoyaltyRates (readRoyaltyRates). */
export const royaltyRateRecords = (db: Firestore): CollectionReference<RoyaltyRates> =>
  royaltySettingsCollection(db).withConverter(royaltyRatesConverter);

/** `royalty_statements`, read as RoyaltyStatement (readRoyaltyStatement). */
export const royaltyStatementRecords = (db: Firestore): CollectionReference<RoyaltyStatement> =>
  royaltyStatementsCollection(db).withConverter(royaltyStatementConverter);

/** `item_sales_daily`, read as ItemSalesDay (readItemSalesDay). */
export const itemSalesDayRecords = (db: Firestore): CollectionReference<ItemSalesDay> =>
  itemSalesDailyCollection(db).withConverter(itemSalesDayConverter);

/** `sales_adjustments`, read as SalesAdjustment (readSalesAdjustment). */
export const salesAdjustmentRecords = (db: Firestore): CollectionReference<SalesAdjustment> =>
  salesAdjustmentsCollection(db).withConverter(salesAdjustmentConverter);

/** One `sales_benchmarks` document, read as SalesBenchmark (readSalesBenchmark). */
export const salesBenchmarkRecord = (
  db: Firestore,
  id: string,
): DocumentReference<SalesBenchmark> =>
  doc(db, COLLECTIONS.salesBenchmarks, id).withConverter(salesBenchmarkConverter);
