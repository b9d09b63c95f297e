import { getDocs, query, type Firestore, type Timestamp } from 'firebase/firestore';
import { fulfilledAtOf, readCountedSales, readStoredLines } from '@/data/orderLines';
import { constraintsOf } from '@/data/query/declaredQuery';
import { fulfilledOrdersOfDeliveryPoint } from '../../fixedQueries';
import { ordersCollection } from '@/data/orders';

/** A fulfilled order as counting and COGS read it. */
interface FulfilledOrderDoc {
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
