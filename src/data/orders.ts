import {
  collection,
  deleteField,
  doc,
  type CollectionReference,
  type DocumentData,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
  type FirestoreDataConverter,
  type QueryDocumentSnapshot,
  type SnapshotOptions,
  type Timestamp,
  type WithFieldValue,
} from 'firebase/firestore';
import { toDate } from '@/lib/format';
import { COLLECTIONS } from './collections';
import { field, readConverter } from './converter';
import {
  readCountedSales,
  readStoredLines,
  toStoredLines,
  type CountedSales,
  type OrderLine,
} from './orderLines';
import { ORDER_STATUSES, isOrderStatus, type OrderStatus } from '../domain/orders';

/*
 * The ordering collections (spec 01 §3):
 * - orders/{id}: placed orders, numbered from counters/orders (counters.ts);
 * - draft_orders/{id}: a user's unsent orders;
 * - orderNotifications/{orderId}: the bells' copy of an order's status, one per order;
 * - fulfillment_notes/{id}: Fulfillment's notes, one of them current.
 * Their stored shapes with their readers and converters (the one place that turns stored fields
 * into the typed shapes, so no caller casts document data), and their refs, taking the Firestore
 * instance (the browser's, the rules tests' or, later, the server's). The raw refs serve partial
 * updates and the features that read a document their own way; the lines as stored are in
 * orderLines.ts.
 */

export const ordersCollection = (db: Firestore) => collection(db, COLLECTIONS.orders);

const orderDoc = (db: Firestore, id: string) => doc(db, COLLECTIONS.orders, id);

export const draftOrdersCollection = (db: Firestore) => collection(db, COLLECTIONS.draftOrders);

const draftOrderDoc = (db: Firestore, id: string) => doc(db, COLLECTIONS.draftOrders, id);

export const orderNotificationsCollection = (db: Firestore) =>
  collection(db, COLLECTIONS.orderNotifications);

/** The notification of an order has the order's id. */
export const orderNotificationDoc = (db: Firestore, orderId: string) =>
  doc(db, COLLECTIONS.orderNotifications, orderId);

export const fulfillmentNotesCollection = (db: Firestore) =>
  collection(db, COLLECTIONS.fulfillmentNotes);

export const fulfillmentNoteDoc = (db: Firestore, id: string) =>
  doc(db, COLLECTIONS.fulfillmentNotes, id);

/*
 * Stored order shapes (spec 01 §3). The demo seed (scripts/seed.mjs) and `firestore.rules` use
 * exactly these field names, except `items`: it is stored as the `lines` map (orderLines.ts),
 * which the orders converter reads back into this list.
 */

export type { OrderLine };

// The status vocabulary is pure domain code the server shares (src/domain/orders.ts).
export { ORDER_STATUSES, type OrderStatus };

/** One status change, appended to `Order.revisions` in the same write that changes the status. */
export interface OrderRevision {
  by: string;
  byName: string;
  /** Null only in a document written by hand without it. */
  at: Timestamp | null;
  from: OrderStatus;
  to: OrderStatus;
  notes: string;
}

export interface Order {
  id: string;
  orderNumber: number;
  status: OrderStatus;
  overnightShipping: boolean;
  items: OrderLine[];
  maxPallets: number;
  franchiseeNotes: string;
  corporateNotes: string;
  territoryId: string;
  deliveryLocationId: string;
  llcId: string;
  enabled: boolean;
  userId: string;
  revisions: OrderRevision[];
  readRecipients: string[];
  territory: { name: string };
  deliveryLocation: { name: string };
  /** Null while the server timestamp of a write is pending (local snapshots). */
  createdAt: Timestamp | null;
  updatedAt: Timestamp | null;
  /** Unix seconds of the last update (spec 01 §3). */
  updatedAtTimestamp: number;
  /** What its approval counted, at the prices of that moment; null until approved. */
  countedSales?: CountedSales | null;
}

/** A draft has the order's shape without number, LLC and status data (spec 01 §3). */
export type DraftOrder = Omit<
  Order,
  'orderNumber' | 'status' | 'llcId' | 'revisions' | 'readRecipients' | 'enabled' | 'countedSales'
>;

/** Notification document; its id is the order id (one notification per order). */
export interface OrderNotification {
  id: string;
  orderId: string;
  orderNumber: number;
  status: { isPending: boolean; isApproved: boolean; isFulfilled: boolean };
  territoryId: string;
  /** Delivery location name, what the bell lists. */
  name: string;
  territoryName: string;
  isOvernightShipping: boolean;
  readRecipients: string[];
  lastUpdated: Timestamp | null;
  createdAt: Timestamp | null;
  updatedAt: Timestamp | null;
}

/** Stored documents without their id (the id is the document id). */
export type OrderDoc = Omit<Order, 'id'>;
export type DraftOrderDoc = Omit<DraftOrder, 'id'>;
type OrderNotificationDoc = Omit<OrderNotification, 'id'>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object';

/** The `{name}` copies of the territory and delivery location on an order. */
const nameOf = (value: unknown): { name: string } => ({
  name: field.text(isRecord(value) ? value.name : ''),
});

/** Older documents stored `revisions` as a count; anything that is not a list reads as none. */
function readRevisions(value: unknown): OrderRevision[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isRecord).flatMap((r) =>
    isOrderStatus(r.from) && isOrderStatus(r.to)
      ? [
          {
            by: field.text(r.by),
            byName: field.text(r.byName),
            at: field.timestamp(r.at),
            from: r.from,
            to: r.to,
            notes: field.text(r.notes),
          },
        ]
      : [],
  );
}

/** The fields orders and drafts share. */
function readOrderFields(data: DocumentData): DraftOrderDoc {
  return {
    overnightShipping: field.flag(data.overnightShipping),
    items: readStoredLines(data.lines, data.items),
    maxPallets: field.number(data.maxPallets),
    franchiseeNotes: field.text(data.franchiseeNotes),
    corporateNotes: field.text(data.corporateNotes),
    territoryId: field.text(data.territoryId),
    deliveryLocationId: field.text(data.deliveryLocationId),
    userId: field.text(data.userId),
    territory: nameOf(data.territory),
    deliveryLocation: nameOf(data.deliveryLocation),
    createdAt: field.timestamp(data.createdAt),
    updatedAt: field.timestamp(data.updatedAt),
    updatedAtTimestamp: field.number(data.updatedAtTimestamp),
  };
}

export function readOrder(data: DocumentData): OrderDoc {
  return {
    ...readOrderFields(data),
    orderNumber: field.number(data.orderNumber),
    // An unknown status reads as pending, the state that asks someone to look at the order.
    status: isOrderStatus(data.status) ? data.status : 'pending',
    llcId: field.text(data.llcId),
    enabled: data.enabled !== false,
    revisions: readRevisions(data.revisions),
    readRecipients: field.textList(data.readRecipients),
    countedSales: readCountedSales(data.countedSales),
  };
}

export const readDraft = (data: DocumentData): DraftOrderDoc => readOrderFields(data);

export function readOrderNotification(data: DocumentData): OrderNotificationDoc {
  const status = isRecord(data.status) ? data.status : {};
  return {
    orderId: field.text(data.orderId),
    orderNumber: field.number(data.orderNumber),
    status: {
      isPending: field.flag(status.isPending),
      isApproved: field.flag(status.isApproved),
      isFulfilled: field.flag(status.isFulfilled),
    },
    territoryId: field.text(data.territoryId),
    name: field.text(data.name),
    territoryName: field.text(data.territoryName),
    isOvernightShipping: field.flag(data.isOvernightShipping),
    readRecipients: field.textList(data.readRecipients),
    lastUpdated: field.timestamp(data.lastUpdated),
    createdAt: field.timestamp(data.createdAt),
    updatedAt: field.timestamp(data.updatedAt),
  };
}

/**
 * Orders and drafts: read with `read`; a set (placeOrder, createDraft) stores the app's `items`
 * list as the `lines` map the rules check (orderLines.ts). Updates do not pass through a
 * converter: they write `storedLinesUpdate` themselves.
 */
function linesConverter<T extends DraftOrderDoc>(
  read: (data: DocumentData) => T,
): FirestoreDataConverter<T> {
  return {
    toFirestore: (value: WithFieldValue<T>) => {
      const { items, ...rest }: DocumentData = value;
      // The app sets whole `OrderLine[]` values here, never a FieldValue.
      return Array.isArray(items) ? { ...rest, lines: toStoredLines(items as OrderLine[]) } : value;
    },
    fromFirestore: (snapshot: QueryDocumentSnapshot) => read(snapshot.data()),
  };
}

/** The `lines` of an update, dropping the older `items` list a document may still have. */
export function storedLinesUpdate(items: readonly OrderLine[]) {
  return { lines: toStoredLines(items), items: deleteField() };
}

const orderConverter = linesConverter(readOrder);
const draftConverter = linesConverter(readDraft);
const notificationConverter = readConverter(readOrderNotification);

/** `orders`, read as OrderDoc (readOrder); a set stores the lines map. */
export const orderDocs = (db: Firestore): CollectionReference<OrderDoc> =>
  ordersCollection(db).withConverter(orderConverter);

export const orderRef = (db: Firestore, id: string): DocumentReference<OrderDoc> =>
  orderDoc(db, id).withConverter(orderConverter);

/** `draft_orders`, read as DraftOrderDoc (readDraft); a set stores the lines map. */
export const draftOrderDocs = (db: Firestore): CollectionReference<DraftOrderDoc> =>
  draftOrdersCollection(db).withConverter(draftConverter);

export const draftOrderRef = (db: Firestore, id: string): DocumentReference<DraftOrderDoc> =>
  draftOrderDoc(db, id).withConverter(draftConverter);

/** The notification of an order (readOrderNotification); it has the order's id. */
export const orderNotificationRef = (
  db: Firestore,
  orderId: string,
): DocumentReference<OrderNotificationDoc> =>
  orderNotificationDoc(db, orderId).withConverter(notificationConverter);

/** An order from its snapshot (null when it does not exist). */
export function orderFromSnapshot(snapshot: DocumentSnapshot<OrderDoc>): Order | null {
  const data = snapshot.data();
  return data ? { ...data, id: snapshot.id } : null;
}

export function draftFromSnapshot(snapshot: DocumentSnapshot<DraftOrderDoc>): DraftOrder | null {
  const data = snapshot.data();
  return data ? { ...data, id: snapshot.id } : null;
}

/**
 * A `fulfillment_notes/{id}` document as the screens use it, times as Dates. `createdBy` is
 * written by this app but absent on the seed's notes.
 */
export interface FulfillmentNote {
  id: string;
  notes: string;
  isCurrent: boolean;
  isPast: boolean;
  createdAt: Date | null;
  updatedAt: Date | null;
  createdBy?: string;
}

/** A stored note, tolerating missing or mistyped fields. */
export const readFulfillmentNote = (data: DocumentData, id: string): FulfillmentNote => ({
  id,
  notes: field.text(data.notes),
  isCurrent: field.flag(data.isCurrent),
  isPast: field.flag(data.isPast),
  createdAt: toDate(field.timestamp(data.createdAt)),
  updatedAt: toDate(field.timestamp(data.updatedAt)),
  ...(typeof data.createdBy === 'string' ? { createdBy: data.createdBy } : {}),
});

// A just-written serverTimestamp() reads as an estimate, so a new note shows a date at once.
const ESTIMATE: SnapshotOptions = { serverTimestamps: 'estimate' };

/** A note from its snapshot (readFulfillmentNote), pending times as estimates. */
export const toFulfillmentNote = (snapshot: DocumentSnapshot<DocumentData>): FulfillmentNote =>
  readFulfillmentNote(snapshot.data(ESTIMATE) ?? {}, snapshot.id);

const fulfillmentNoteConverter = readConverter(readFulfillmentNote);

/** `fulfillment_notes`, read as FulfillmentNote (readFulfillmentNote): the notes list's rows. */
export const fulfillmentNoteRecords = (db: Firestore): CollectionReference<FulfillmentNote> =>
  fulfillmentNotesCollection(db).withConverter(fulfillmentNoteConverter);
