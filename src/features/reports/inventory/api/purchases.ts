import { getDocs, query, type Firestore, type Timestamp } from 'firebase/firestore';
import { readCountedSales, readStoredLines } from '@/data/orderLines';
import { constraintsOf } from '@/data/query/declaredQuery';
import { fulfilledOrdersOfDeliveryPoint } from '../../fixedQueries';
import { readItemPrices, unitPriceCents } from '@/domain/itemPrices';
import { orderDay } from '../../api/item-sales-writes';
import type { ValuedItem } from '../model/cogs';
import type { FulfilledOrder } from '../model/cogsReport';
import { itemsCollection } from '@/data/items';
import { ordersCollection } from '@/data/orders';

/** A fulfilled order as counting and COGS read it. */
export interface FulfilledOrderDoc {
  createdAt: Timestamp;
  /** Its last revision into 'fulfilled' (the last update for orders without revisions). */
  fulfilledAt: Timestamp;
  lines: { id: string; quantity: number }[];
  /** What its approval counted per item (`countedSales.items`), null on older orders. */
  counted: Record<string, { qty: number; cents: number }> | null;
}

/**
 * The fulfilled orders of one delivery location (the franchise location's `deliveryLocationId`),
 * queried by territory (what the rules check), delivery point and status: equality filters only.
 */
export async function readFulfilledOrders(
  db: Firestore,
  territoryId: string,
  deliveryLocationId: string,
): Promise<FulfilledOrderDoc[]> {
  const snapshot = await getDocs(
    query(
      ordersCollection(db),
      ...constraintsOf(fulfilledOrdersOfDeliveryPoint, {
        territoryId,
        deliveryLocationId,
        status: 'fulfilled',
      }),
    ),
  );
  return snapshot.docs.map((d) => {
    const x = d.data();
    const revisions = (x.revisions ?? []) as { to: string; at: Timestamp }[];
    return {
      createdAt: x.createdAt as Timestamp,
      fulfilledAt: (revisions.filter((r) => r.to === 'fulfilled').at(-1)?.at ??
        x.updatedAt) as Timestamp,
      lines: readStoredLines(x.lines, x.items),
      counted: readCountedSales(x.countedSales)?.items ?? null,
    };
  });
}

/**
 * The fulfilled orders of one delivery location with their fulfilment days and what their
 * approval counted (which prices their lines).
 */
export async function listFulfilledOrders(
  db: Firestore,
  territoryId: string,
  deliveryLocationId: string,
): Promise<FulfilledOrder[]> {
  const orders = await readFulfilledOrders(db, territoryId, deliveryLocationId);
  return orders.map((order) => ({
    fulfilledDay: orderDay(order.fulfilledAt),
    lines: order.lines,
    counted: order.counted,
  }));
}

/**
 * The catalogue as COGS values it: a case price from the item's current price (sale price while
 * on sale, as orders are priced), its pack size (`unitsPerCase`, 1 when not set) and category
 * ("Uncategorized" when not set).
 */
export async function listValuedItems(db: Firestore): Promise<(ValuedItem & { name: string })[]> {
  const snapshot = await getDocs(itemsCollection(db));
  return snapshot.docs
    .map((d) => ({ d, x: d.data(), order: Number(d.data().order ?? 0) }))
    .sort((a, b) => a.order - b.order)
    .map(({ d, x }) => ({
      id: d.id,
      name: String(x.itemDesc ?? d.id),
      category: typeof x.category === 'string' && x.category !== '' ? x.category : 'Uncategorized',
      unitsPerCase: Number(x.unitsPerCase) > 0 ? Number(x.unitsPerCase) : 1,
      currentCasePriceCents: unitPriceCents(readItemPrices(x)),
    }));
}
