import { doc, getDoc, getDocs, query, type Firestore } from 'firebase/firestore';
import { catalogueItems } from '@/data/referenceData';
import { fulfillmentNoteRecords } from '@/data/orders';
import { constraintsOf } from '@/data/query/declaredQuery';
import { currentFulfillmentNote } from '../../fixedQueries';
import { getLlcName } from '../../api/get-llc-name';
import { getOrder } from '../../api/get-order';
import { inCatalogueOrder } from '@/data/orderLines';
import type { PackingSlipData, PricedSlipItem, SlipAddress } from '../model/describeSlip';
import { deliveryLocationRecord, type DeliveryLocation } from '@/data/deliveryLocations';

function toAddress(location: DeliveryLocation): SlipAddress {
  const { name, recipientName, address1, address2, city, state, zip, mobile, email } = location;
  return { name, recipientName, address1, address2, city, state, zip, mobile, email };
}

async function getItems(firestore: Firestore, ids: readonly string[]): Promise<PricedSlipItem[]> {
  // An order lists tens of catalogue items (at most MAX_ORDER_LINES); one get each is simpler
  // than chunked `in` queries and reads no item twice.
  const items = catalogueItems(firestore);
  const snapshots = await Promise.all([...new Set(ids)].map((id) => getDoc(doc(items, id))));
  return snapshots.flatMap((snapshot) => snapshot.data() ?? []).sort((a, b) => a.order - b.order);
}

async function getCurrentNote(firestore: Firestore): Promise<string | null> {
  const snapshot = await getDocs(
    query(
      fulfillmentNoteRecords(firestore),
      ...constraintsOf(currentFulfillmentNote, { isCurrent: true }),
    ),
  );
  return snapshot.empty ? null : snapshot.docs[0].data().notes || null;
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
      ? getDoc(deliveryLocationRecord(firestore, order.deliveryLocationId))
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
