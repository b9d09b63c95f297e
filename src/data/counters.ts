import { collection, doc, type Firestore } from 'firebase/firestore';
import { COLLECTIONS } from './collections';

/*
 * counters/{id}: the last number taken of a numbered document, `value`, raised inside the
 * transaction that creates the document, so two people creating at once never get the same
 * number (DESIGN.md "Data"). Its refs, taking the Firestore instance (the browser's or, later,
 * the server's).
 */

/** The counters in use: order numbers and compliance report serials. */
export const COUNTER_IDS = {
  orders: 'orders',
  complianceReports: 'complianceReports',
} as const;

export const countersCollection = (db: Firestore) => collection(db, COLLECTIONS.counters);

export const counterDoc = (db: Firestore, id: string) => doc(db, COLLECTIONS.counters, id);

/** counters/orders: the last order number (placeOrder). */
export const orderCounterDoc = (db: Firestore) => counterDoc(db, COUNTER_IDS.orders);

/** counters/complianceReports: the last compliance report serial (the publish transaction). */
export const complianceReportCounterDoc = (db: Firestore) =>
  counterDoc(db, COUNTER_IDS.complianceReports);
