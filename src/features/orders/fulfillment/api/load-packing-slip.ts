import { doc, getDoc, getDocs, query, type DocumentData, type Firestore } from 'firebase/firestore';
import { catalogueItems } from '@/data/referenceData';
import { fulfillmentNotesCollection } from '@/data/orders';
import { constraintsOf } from '@/data/query/declaredQuery';
import { currentFulfillmentNote } from '../../fixedQueries';
import { getLlcName } from '../../api/get-llc-name';
import { getOrder } from '../../api/get-order';
import { inCatalogueOrder } from '@/data/orderLines';
import type { SlipItem } from '../model/packingSlip';
import type { PackingSlipData, SlipAddress } from '../model/describeSlip';
import { deliveryLocationDoc } from '@/data/deliveryLocations';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

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

async function getItems(firestore: Firestore, ids: readonly string[]): Promise<SlipItem[]> {
  // An order lists tens of catalogue items (at most MAX_ORDER_LINES); one get each is simpler
  // than chunked `in` queries and reads no item twice.
  const items = catalogueItems(firestore);
  const snapshots = await Promise.all([...new Set(ids)].map((id) => getDoc(doc(items, id))));
  return snapshots.flatMap((snapshot) => snapshot.data() ?? []).sort((a, b) => a.order - b.order);
}

async function getCurrentNote(firestore: Firestore): Promise<string | null> {
  const snapshot = await getDocs(
    query(
      fulfillmentNotesCollection(firestore),
      ...constraintsOf(currentFulfillmentNote, { isCurrent: true }),
    ),
  );
  return snapshot.empty ? null : text(snapshot.docs[0].data().notes) || null;
}

/** Reads an order and what its packing slip needs; null when the order does not exist. */
export async function loadPackingSlip(
  firestore: Firestore,
  orderId: string,
): Promise<PackingSlipData | null> {
  const order = await getOrder(firestore, orderId);
  if (!order) return null;
  const [location, llcName, items, note] = await Promise.all([
    order.deliveryLocationId
      ? getDoc(deliveryLocationDoc(firestore, order.deliveryLocationId))
      : null,
    order.llcId ? getLlcName(firestore, order.llcId) : '',
    getItems(
      firestore,
      order.items.map((line) => line.id),
    ),
    getCurrentNote(firestore),
  ]);
  const address = location?.data();
  return {
    // Stored lines keep no order: the slip lists them as the catalogue does.
    order: {
      ...order,
      items: inCatalogueOrder(
        order.items,
        items.map((item) => item.id),
      ),
    },
    address: address ? toAddress(address) : null,
    llcName,
    items,
    note,
  };
}
