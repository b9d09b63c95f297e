import { collection, doc, type Firestore } from 'firebase/firestore';
import { COLLECTIONS } from './collections';

/*
 * The sales ledger, money in integer cents:
 * - sales_entries/{locationId}_{day}: a franchise location's reported sales of one day;
 * - royalty_settings/{locationId}: a location's royalty and ad-fund rates;
 * - royalty_statements/{locationId}_{month}: a franchisee's answer to a month's statement;
 * - item_sales_daily/{day}_{deliveryLocationId}: approved order lines per day, kept in the
 *   order's own status batch;
 * - sales_adjustments/{approvalId}: an approved refund, written with its approval;
 * - sales_benchmarks/{from}_{to}: published median figures of a period.
 * Their refs, taking the Firestore instance (the browser's or, later, the server's).
 */

export const salesEntriesCollection = (db: Firestore) => collection(db, COLLECTIONS.salesEntries);

export const salesEntryDoc = (db: Firestore, id: string) => doc(db, COLLECTIONS.salesEntries, id);

export const royaltySettingsCollection = (db: Firestore) =>
  collection(db, COLLECTIONS.royaltySettings);

export const royaltySettingDoc = (db: Firestore, locationId: string) =>
  doc(db, COLLECTIONS.royaltySettings, locationId);

export const royaltyStatementsCollection = (db: Firestore) =>
  collection(db, COLLECTIONS.royaltyStatements);

export const royaltyStatementDoc = (db: Firestore, id: string) =>
  doc(db, COLLECTIONS.royaltyStatements, id);

export const itemSalesDailyCollection = (db: Firestore) =>
  collection(db, COLLECTIONS.itemSalesDaily);

export const itemSalesDayDoc = (db: Firestore, id: string) =>
  doc(db, COLLECTIONS.itemSalesDaily, id);

export const salesAdjustmentsCollection = (db: Firestore) =>
  collection(db, COLLECTIONS.salesAdjustments);

export const salesAdjustmentDoc = (db: Firestore, approvalId: string) =>
  doc(db, COLLECTIONS.salesAdjustments, approvalId);

export const salesBenchmarksCollection = (db: Firestore) =>
  collection(db, COLLECTIONS.salesBenchmarks);

export const salesBenchmarkDoc = (db: Firestore, id: string) =>
  doc(db, COLLECTIONS.salesBenchmarks, id);
