import {
  doc,
  getDoc,
  increment,
  serverTimestamp,
  type Firestore,
  type Timestamp,
  type WriteBatch,
} from 'firebase/firestore';
import { itemSalesDelta, unitPriceCents } from '../model/itemSalesDelta';
import { ITEM_SALES_DAILY } from './item-sales';

/** The fields of an order the item sales totals need. */
export interface SoldOrder {
  id: string;
  status: string;
  items: readonly { id: string; quantity: number }[];
  territoryId: string;
  deliveryLocationId: string;
  deliveryLocation: { name: string };
  createdAt: Timestamp;
}

const pad = (n: number) => String(n).padStart(2, '0');
/** The order's day (local), under which its lines are counted for good. */
export function orderDay(createdAt: Timestamp): string {
  const d = createdAt.toDate();
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/**
 * Adds to `batch` the change of the order's day totals (item_sales_daily) that moving it from
 * its status to `to` makes: its lines at today's item prices added on approval, taken off when an
 * approved order goes back to revision or is deleted. Nothing when the change does not move it.
 * Reads the items' prices first (one read per line). The rules accept the write only beside the
 * order's own status change (README "Item sales totals").
 */
export async function addItemSalesWrites(
  firestore: Firestore,
  batch: WriteBatch,
  order: SoldOrder,
  to: string,
): Promise<void> {
  const sign = itemSalesDelta(order.status, to);
  if (sign === 0 || order.items.length === 0) return;
  const prices = await Promise.all(
    order.items.map(async (line) => {
      const item = await getDoc(doc(firestore, 'items', line.id));
      const data = item.data() ?? {};
      return unitPriceCents({
        price: Number(data.price ?? 0),
        salePrice: Number(data.salePrice ?? 0),
        isOnSale: data.isOnSale === true,
      });
    }),
  );
  const day = orderDay(order.createdAt);
  const items: Record<
    string,
    { qty: ReturnType<typeof increment>; cents: ReturnType<typeof increment> }
  > = {};
  order.items.forEach((line, i) => {
    items[line.id] = {
      qty: increment(sign * line.quantity),
      cents: increment(sign * line.quantity * prices[i]),
    };
  });
  batch.set(
    doc(firestore, ITEM_SALES_DAILY, `${day}_${order.deliveryLocationId}`),
    {
      date: day,
      territoryId: order.territoryId,
      deliveryLocationId: order.deliveryLocationId,
      locationName: order.deliveryLocation.name,
      lastOrderId: order.id,
      items,
      updatedAt: serverTimestamp(),
    },
    { merge: true },
  );
}
