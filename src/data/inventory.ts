import { collection, doc, type Firestore } from 'firebase/firestore';
import { COLLECTIONS, SUBCOLLECTIONS } from './collections';

/*
 * Inventory counting and COGS (issue 14):
 * - inventory_reports/{id}: a location's counting period, with two subcollections,
 *   count_lines/{count}_{itemId} (one line per count and item) and stock_movements/{id}
 *   (transfers and waste of the period);
 * - inventory_settings/{id}: the storage areas per location type (`storageAreas`);
 * - other_expenses/{reportId}_{category}: a franchisee's own costs of a period.
 * Their refs, taking the Firestore instance (the browser's or, later, the server's).
 */

export const inventoryReportsCollection = (db: Firestore) =>
  collection(db, COLLECTIONS.inventoryReports);

export const inventoryReportDoc = (db: Firestore, id: string) =>
  doc(db, COLLECTIONS.inventoryReports, id);

export const countLinesCollection = (db: Firestore, reportId: string) =>
  collection(db, COLLECTIONS.inventoryReports, reportId, SUBCOLLECTIONS.countLines);

export const countLineDoc = (db: Firestore, reportId: string, id: string) =>
  doc(db, COLLECTIONS.inventoryReports, reportId, SUBCOLLECTIONS.countLines, id);

export const stockMovementsCollection = (db: Firestore, reportId: string) =>
  collection(db, COLLECTIONS.inventoryReports, reportId, SUBCOLLECTIONS.stockMovements);

export const stockMovementDoc = (db: Firestore, reportId: string, id: string) =>
  doc(db, COLLECTIONS.inventoryReports, reportId, SUBCOLLECTIONS.stockMovements, id);

export const inventorySettingsCollection = (db: Firestore) =>
  collection(db, COLLECTIONS.inventorySettings);

export const inventorySettingDoc = (db: Firestore, id: string) =>
  doc(db, COLLECTIONS.inventorySettings, id);

export const otherExpensesCollection = (db: Firestore) => collection(db, COLLECTIONS.otherExpenses);

export const otherExpenseDoc = (db: Firestore, id: string) =>
  doc(db, COLLECTIONS.otherExpenses, id);
