import {
  collection,
  doc,
  getDoc,
  type CollectionReference,
  type DocumentData,
  type DocumentReference,
  type Firestore,
  type Timestamp,
} from 'firebase/firestore';
import { COLLECTIONS, SUBCOLLECTIONS } from './collections';
import { field, readConverter, typedRefs } from './converter';
import type { LocationType } from './franchiseLocations';
import {
  readCountLine,
  readInventoryPeriodFields,
  readStockMovement,
  readStockTransfer,
  type CountLineDoc,
  type InventoryPeriodFields,
  type StockTransfer,
  type StoredMovement,
} from './shapes/inventory';

/*
 * Inventory counting and COGS (issue 14):
 * - inventory_reports/{id}: a location's counting period, with two subcollections,
 *   count_lines/{count}_{itemId} (one line per count and item) and stock_movements/{id}
 *   (transfers and waste of the period);
 * - inventory_settings/{id}: the storage areas per location type (`storageAreas`);
 * - other_expenses/{reportId}_{category}: a franchisee's own costs of a period;
 * - stock_transfers/{id}: a transfer between two locations (written by the server only).
 * Their refs, taking the Firestore instance (the browser's or, later, the server's), the shapes
 * the inventory screens read with their readers and typed refs, and the storage areas read that
 * the item form shares. Writes (serverTimestamp(), deletes of blank lines) use the raw refs.
 */

// ------------------------------------------------------------------ inventory_reports

// The stored shapes and their pure readers live in ./shapes/inventory.ts (the server reads with
// them too); this module adds the web SDK's stored times and the refs.
export {
  WASTE_REASONS,
  readCountLine,
  readStockMovement,
  type MovementKind,
  type StockTransfer,
  type StoredMovement,
  type WasteReason,
} from './shapes/inventory';

export interface InventoryReport extends InventoryPeriodFields {
  /** When each count was completed (absent until then). */
  openingCountedAt?: Timestamp;
  closingCountedAt?: Timestamp;
  createdAt: Timestamp | null;
  updatedAt: Timestamp | null;
}

/** A period as stored; a field of the wrong type reads as empty, an unknown status as the first. */
export function readInventoryReport(data: DocumentData, id: string): InventoryReport {
  const openingCountedAt = field.timestamp(data.openingCountedAt);
  const closingCountedAt = field.timestamp(data.closingCountedAt);
  return {
    ...readInventoryPeriodFields(data, id),
    ...(openingCountedAt ? { openingCountedAt } : {}),
    ...(closingCountedAt ? { closingCountedAt } : {}),
    createdAt: field.timestamp(data.createdAt),
    updatedAt: field.timestamp(data.updatedAt),
  };
}

// ------------------------------------------------------------------ inventory_settings

/** `inventory_settings/storageAreas`: the areas of each location type, in walking order. */
export type StorageAreas = Record<LocationType, string[]>;

export const STORAGE_AREAS_ID = 'storageAreas';

export const DEFAULT_STORAGE_AREAS: StorageAreas = {
  restaurant: ['Walk-in cooler', 'Freezer', 'Dry storage', 'Line'],
  truck: ['Truck fridge', 'Truck freezer', 'Dry bins', 'Truck cab'],
};

/** The saved areas; a type without a saved list keeps the default ones. */
export const readStorageAreas = (data: DocumentData): StorageAreas => ({
  restaurant: Array.isArray(data.restaurant)
    ? field.textList(data.restaurant)
    : DEFAULT_STORAGE_AREAS.restaurant,
  truck: Array.isArray(data.truck) ? field.textList(data.truck) : DEFAULT_STORAGE_AREAS.truck,
});

// ------------------------------------------------------------------ other_expenses

/** The costs a franchisee enters on a period for the P&L (issue 14); fuel is for trucks. */
export const EXPENSE_CATEGORIES = ['labour', 'rent', 'fuel', 'other'] as const;
export type ExpenseCategory = (typeof EXPENSE_CATEGORIES)[number];

export interface OtherExpense {
  reportId: string;
  category: ExpenseCategory;
  amountCents: number;
}

/** An expense as stored; an unknown category reads as other expenses. */
export const readOtherExpense = (data: DocumentData): OtherExpense => ({
  reportId: field.text(data.reportId),
  category: EXPENSE_CATEGORIES.find((c) => c === data.category) ?? 'other',
  amountCents: field.number(data.amountCents),
});

const countLineConverter = readConverter(readCountLine);
const stockMovementConverter = readConverter(readStockMovement);
const storageAreasConverter = readConverter(readStorageAreas);
const otherExpenseConverter = readConverter(readOtherExpense);

// ------------------------------------------------------------------ refs

const inventoryReportsCollection = (db: Firestore) => collection(db, COLLECTIONS.inventoryReports);

const inventoryReportDoc = (db: Firestore, id: string) => doc(db, COLLECTIONS.inventoryReports, id);

const countLinesCollection = (db: Firestore, reportId: string) =>
  collection(db, COLLECTIONS.inventoryReports, reportId, SUBCOLLECTIONS.countLines);

export const countLineDoc = (db: Firestore, reportId: string, id: string) =>
  doc(db, COLLECTIONS.inventoryReports, reportId, SUBCOLLECTIONS.countLines, id);

export const stockMovementsCollection = (db: Firestore, reportId: string) =>
  collection(db, COLLECTIONS.inventoryReports, reportId, SUBCOLLECTIONS.stockMovements);

export const stockMovementDoc = (db: Firestore, reportId: string, id: string) =>
  doc(db, COLLECTIONS.inventoryReports, reportId, SUBCOLLECTIONS.stockMovements, id);

export const inventorySettingDoc = (db: Firestore, id: string) =>
  doc(db, COLLECTIONS.inventorySettings, id);

const otherExpensesCollection = (db: Firestore) => collection(db, COLLECTIONS.otherExpenses);

export const otherExpenseDoc = (db: Firestore, id: string) =>
  doc(db, COLLECTIONS.otherExpenses, id);

const inventoryReportRefs = typedRefs(
  inventoryReportsCollection,
  inventoryReportDoc,
  readInventoryReport,
);

/** `inventory_reports`, read as InventoryReport (readInventoryReport). */
export const inventoryReportRecords = inventoryReportRefs.collection;

/** One period, read as InventoryReport. */
export const inventoryReportRecord = inventoryReportRefs.doc;

/** A period's `count_lines`, read as CountLineDoc (readCountLine). */
export const countLineRecords = (
  db: Firestore,
  reportId: string,
): CollectionReference<CountLineDoc> =>
  countLinesCollection(db, reportId).withConverter(countLineConverter);

/** A period's `stock_movements`, read as StoredMovement (readStockMovement). */
export const stockMovementRecords = (
  db: Firestore,
  reportId: string,
): CollectionReference<StoredMovement> =>
  stockMovementsCollection(db, reportId).withConverter(stockMovementConverter);

/** `stock_transfers`, read as StockTransfer (readStockTransfer). */
export const stockTransferRecords = (db: Firestore): CollectionReference<StockTransfer> =>
  collection(db, COLLECTIONS.stockTransfers).withConverter(readConverter(readStockTransfer));

/** `other_expenses`, read as OtherExpense (readOtherExpense). */
export const otherExpenseRecords = (db: Firestore): CollectionReference<OtherExpense> =>
  otherExpensesCollection(db).withConverter(otherExpenseConverter);

/** `inventory_settings/storageAreas`, read as StorageAreas (readStorageAreas). */
const storageAreasRecord = (db: Firestore): DocumentReference<StorageAreas> =>
  inventorySettingDoc(db, STORAGE_AREAS_ID).withConverter(storageAreasConverter);

/**
 * The storage areas per location type (the count sheet groups by them, the item form offers
 * them); the defaults until a top role saves some.
 */
export async function getStorageAreas(db: Firestore): Promise<StorageAreas> {
  const snapshot = await getDoc(storageAreasRecord(db));
  return snapshot.data() ?? DEFAULT_STORAGE_AREAS;
}
