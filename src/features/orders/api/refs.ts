import {
  deleteField,
  Timestamp,
  type CollectionReference,
  type DocumentData,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
  type FirestoreDataConverter,
  type QueryDocumentSnapshot,
  type WithFieldValue,
} from 'firebase/firestore';
import { field, readConverter } from '@/data/converter';
import { orderCounterDoc } from '@/data/counters';
import { readStoredLines, toStoredLines } from '@/data/orderLines';
import {
  draftOrderDoc,
  draftOrdersCollection as storedDrafts,
  orderDoc,
  orderNotificationDoc,
  ordersCollection as storedOrders,
} from '@/data/orders';
import {
  isOrderStatus,
  type DraftOrder,
  type DraftOrderDoc,
  type Order,
  type OrderDoc,
  type OrderLine,
  type OrderNotificationDoc,
  type OrderRevision,
} from '../model/types';

/*
 * References to the ordering collections (built on src/data/orders.ts and counters.ts), each read
 * through its converter (the one place that turns stored fields into the typed shapes, so no
 * caller casts document data). Every function takes the Firestore instance (the app passes `db`
 * from @/lib/firebase) so the order-number benchmark and the rules tests run the same code
 * against their own clients.
 */

/** A stored time; null while a server timestamp is pending or when the field is missing. */
export const timestamp = (value: unknown): Timestamp | null =>
  value instanceof Timestamp ? value : null;

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
            at: timestamp(r.at),
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
    createdAt: timestamp(data.createdAt),
    updatedAt: timestamp(data.updatedAt),
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
    lastUpdated: timestamp(data.lastUpdated),
    createdAt: timestamp(data.createdAt),
    updatedAt: timestamp(data.updatedAt),
  };
}

/** counters/orders as stored: the last order number taken. */
export interface OrderCounterDoc {
  value: number;
  createdAt: Timestamp | null;
  updatedAt: Timestamp | null;
}

const readCounter = (data: DocumentData): OrderCounterDoc => ({
  value: field.number(data.value),
  createdAt: timestamp(data.createdAt),
  updatedAt: timestamp(data.updatedAt),
});

/**
 * Orders and drafts: read with `read`; a set (placeOrder, createDraft) stores the app's `items`
 * list as the `lines` map the rules check (src/data/orderLines.ts). Updates do not pass through a
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
const counterConverter = readConverter(readCounter);

export function ordersCollection(firestore: Firestore): CollectionReference<OrderDoc> {
  return storedOrders(firestore).withConverter(orderConverter);
}

export function orderRef(firestore: Firestore, id: string): DocumentReference<OrderDoc> {
  return orderDoc(firestore, id).withConverter(orderConverter);
}

export function draftOrdersCollection(firestore: Firestore): CollectionReference<DraftOrderDoc> {
  return storedDrafts(firestore).withConverter(draftConverter);
}

export function draftOrderRef(firestore: Firestore, id: string): DocumentReference<DraftOrderDoc> {
  return draftOrderDoc(firestore, id).withConverter(draftConverter);
}

/** The notification of an order has the order's id. */
export function orderNotificationRef(
  firestore: Firestore,
  orderId: string,
): DocumentReference<OrderNotificationDoc> {
  return orderNotificationDoc(firestore, orderId).withConverter(notificationConverter);
}

export function orderCounterRef(firestore: Firestore): DocumentReference<OrderCounterDoc> {
  return orderCounterDoc(firestore).withConverter(counterConverter);
}

/** An order from its snapshot (null when it does not exist). */
export function orderFromSnapshot(snapshot: DocumentSnapshot<OrderDoc>): Order | null {
  const data = snapshot.data();
  return data ? { ...data, id: snapshot.id } : null;
}

export function draftFromSnapshot(snapshot: DocumentSnapshot<DraftOrderDoc>): DraftOrder | null {
  const data = snapshot.data();
  return data ? { ...data, id: snapshot.id } : null;
}
