import {
  doc,
  type DocumentData,
  type DocumentReference,
  type Firestore,
  type Timestamp,
} from 'firebase/firestore';
import { COLLECTIONS } from './collections';
import { field, readConverter } from './converter';

/*
 * counters/{id}: the last number taken of a numbered document, `value`, raised inside the
 * transaction that creates the document, so two people creating at once never get the same
 * number (DESIGN.md "Data"). Its refs, taking the Firestore instance (the browser's or, later,
 * the server's).
 */

/** The counters browsers move: order numbers (compliance serials are the server's: functions/src/compliance). */
const COUNTER_IDS = {
  orders: 'orders',
} as const;

const counterDoc = (db: Firestore, id: string) => doc(db, COLLECTIONS.counters, id);

/** A counter as stored: the last number taken. */
interface CounterDoc {
  value: number;
  createdAt: Timestamp | null;
  updatedAt: Timestamp | null;
}

export const readCounter = (data: DocumentData): CounterDoc => ({
  value: field.number(data.value),
  createdAt: field.timestamp(data.createdAt),
  updatedAt: field.timestamp(data.updatedAt),
});

const counterConverter = readConverter<CounterDoc>(readCounter);

/** counters/orders: the last order number (placeOrder). */
const orderCounterDoc = (db: Firestore) => counterDoc(db, COUNTER_IDS.orders);

/** counters/orders read as a CounterDoc (readCounter). */
export const orderCounterRef = (db: Firestore): DocumentReference<CounterDoc> =>
  orderCounterDoc(db).withConverter(counterConverter);
