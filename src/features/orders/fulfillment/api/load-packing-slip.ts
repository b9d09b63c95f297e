import {
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  where,
  type DocumentData,
} from 'firebase/firestore';
import { db } from '@/lib/firebase';
import { fulfillmentNotesCollection } from '../../fulfillmentNotes/api/fulfillment-notes-collection';
import { getOrder } from '../../api/get-order';
import type { SlipItem } from '../model/packingSlip';
import type { PackingSlipData, SlipAddress } from '../model/describeSlip';

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const count = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 1);

function toAddress(data: DocumentData): SlipAddress {
  return {
    name: text(data.name),
    recipientName: text(data.recipientName),
    address1: text(data.address1),
    address2: text(data.address2),
    city: text(data.city),
    state: text(data.state),
    zip: text(data.zip),
    mobile: text(data.mobile),
    email: text(data.email),
  };
}

async function getItems(ids: readonly string[]): Promise<SlipItem[]> {
  // An order lists a handful of catalogue items; one get each is cheaper than chunked `in` queries.
  const snapshots = await Promise.all([...new Set(ids)].map((id) => getDoc(doc(db, 'items', id))));
  return snapshots
    .filter((snapshot) => snapshot.exists())
    .map((snapshot) => {
      const data = snapshot.data() ?? {};
      return {
        id: snapshot.id,
        itemDesc: text(data.itemDesc),
        sku: text(data.sku),
        casesPerPallet: count(data.casesPerPallet),
        casesPerOvernight: count(data.casesPerOvernight),
      };
    });
}

async function getCurrentNote(): Promise<string | null> {
  const snapshot = await getDocs(
    query(
      fulfillmentNotesCollection(),
      where('isCurrent', '==', true),
      orderBy('createdAt', 'desc'),
      limit(1),
    ),
  );
  return snapshot.empty ? null : text(snapshot.docs[0].data().notes) || null;
}

/** Reads an order and what its packing slip needs; null when the order does not exist. */
export async function loadPackingSlip(orderId: string): Promise<PackingSlipData | null> {
  const order = await getOrder(orderId);
  if (!order) return null;
  const [location, llc, items, note] = await Promise.all([
    order.deliveryLocationId
      ? getDoc(doc(db, 'delivery_locations', order.deliveryLocationId))
      : null,
    order.llcId ? getDoc(doc(db, 'llcs', order.llcId)) : null,
    getItems(order.items.map((line) => line.id)),
    getCurrentNote(),
  ]);
  return {
    order,
    address: location?.exists() ? toAddress(location.data()) : null,
    llcName: llc?.exists() ? text(llc.data().name) : '',
    items,
    note,
  };
}
