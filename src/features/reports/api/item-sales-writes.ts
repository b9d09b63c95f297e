import {
  deleteField,
  getDoc,
  getDocs,
  increment,
  query,
  serverTimestamp,
  type Firestore,
  type Timestamp,
  type WriteBatch,
} from 'firebase/firestore';
import { itemSalesDelta, unitPriceCents } from '../model/itemSalesDelta';
import { franchiseLocationsCollection } from '@/data/franchiseLocations';
import { constraintsOf } from '@/data/query/declaredQuery';
import { itemDoc } from '@/data/items';
import { itemSalesDayDoc } from '@/data/salesLedger';
import { servedLocations } from '../fixedQueries';

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
 * The franchise location an order's delivery location serves (`deliveryLocationId` on the
 * franchise location, the COGS link), whose type the day's totals carry for the item sales
 * location-type filter. Orders name only a delivery location; when several franchise locations
 * share it, an enabled one first, then the lowest id, so every write of the day picks the same.
 */
export async function findServedLocation(
  firestore: Firestore,
  territoryId: string,
  deliveryLocationId: string,
): Promise<{ id: string; type: 'truck' | 'restaurant' } | null> {
  const snapshot = await getDocs(
    query(
      franchiseLocationsCollection(firestore),
      ...constraintsOf(servedLocations, { territoryId, deliveryLocationId }),
    ),
  );
  const served = snapshot.docs
    .map((d) => ({ id: d.id, type: d.data().type, enabled: d.data().enabled !== false }))
    .filter((l) => l.type === 'truck' || l.type === 'restaurant')
    .sort((a, b) => Number(b.enabled) - Number(a.enabled) || a.id.localeCompare(b.id))[0];
  return served ? { id: served.id, type: served.type as 'truck' | 'restaurant' } : null;
}

/** The case price in cents each line is sold at today (sale price while on sale). */
function readPrices(firestore: Firestore, lines: SoldOrder['items']): Promise<number[]> {
  return Promise.all(
    lines.map(async (line) => {
      const item = await getDoc(itemDoc(firestore, line.id));
      const data = item.data() ?? {};
      return unitPriceCents({
        price: Number(data.price ?? 0),
        salePrice: Number(data.salePrice ?? 0),
        isOnSale: data.isOnSale === true,
      });
    }),
  );
}

/**
 * Adds to `batch` the change of the order's day totals (item_sales_daily) that moving it from
 * its status to `to` makes: its lines at today's item prices added on approval, taken off when an
 * approved order goes back to revision or is deleted. Nothing when the change does not move it.
 * Reads the items' prices first (one read per line) and the franchise location the delivery
 * location serves: its id and type go on the day (removed when none is linked any more, so the
 * rules never check a stale link). The rules accept the write only beside the order's own status
 * change, with the named location's real type (README "Item sales totals").
 */
export async function addItemSalesWrites(
  firestore: Firestore,
  batch: WriteBatch,
  order: SoldOrder,
  to: string,
): Promise<void> {
  const sign = itemSalesDelta(order.status, to);
  if (sign === 0 || order.items.length === 0) return;
  const [served, prices] = await Promise.all([
    findServedLocation(firestore, order.territoryId, order.deliveryLocationId),
    readPrices(firestore, order.items),
  ]);
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
    itemSalesDayDoc(firestore, `${day}_${order.deliveryLocationId}`),
    {
      date: day,
      territoryId: order.territoryId,
      deliveryLocationId: order.deliveryLocationId,
      locationName: order.deliveryLocation.name,
      franchiseLocationId: served?.id ?? deleteField(),
      locationType: served?.type ?? deleteField(),
      lastOrderId: order.id,
      items,
      updatedAt: serverTimestamp(),
    },
    { merge: true },
  );
}
