import { getDocs, query, type Firestore, type Timestamp } from 'firebase/firestore';
import { fulfilledAtOf, readCountedSales, readStoredLines } from '@/data/orderLines';
import { constraintsOf } from '@/data/query/declaredQuery';
import { fulfilledOrdersOfDeliveryPoint } from '../../fixedQueries';
import { orderDay } from '../../api/item-sales-writes';
import type { ValuedItem } from '../model/cogs';
import { valuedCatalogue } from '../model/cogsSources';
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
    return {
      createdAt: x.createdAt as Timestamp,
      fulfilledAt: fulfilledAtOf<Timestamp>(x.revisions, x.updatedAt) as Timestamp,
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
 * The catalogue as COGS values it (model/cogsSources.ts readValuedItem, as the server's benchmark
 * job values it), in the catalogue's order.
 */
export async function listValuedItems(db: Firestore): Promise<(ValuedItem & { name: string })[]> {
  const snapshot = await getDocs(itemsCollection(db));
  return valuedCatalogue(snapshot.docs.map((d) => ({ id: d.id, data: d.data() })));
}
