import { collection, doc, type Firestore } from 'firebase/firestore';
import { COLLECTIONS } from './collections';

/*
 * mystery_shopper_reports/{id}: a mystery shopper's visit to a franchise location (spec 02 §3).
 * Its refs, taking the Firestore instance (the browser's or, later, the server's).
 */

export const mysteryShopperReportsCollection = (db: Firestore) =>
  collection(db, COLLECTIONS.mysteryShopperReports);

export const mysteryShopperReportDoc = (db: Firestore, id: string) =>
  doc(db, COLLECTIONS.mysteryShopperReports, id);
