import { query, where, type DocumentData, type Firestore, type Query } from 'firebase/firestore';
import { chunkValues, type ChunkedScope } from '@/components/DataTable';
import { db } from '@/lib/firebase';
import type { OrderDoc } from '../model/types';
import { ordersCollection } from './orders-collection';

export type OrdersListBase = Query<OrderDoc> | ChunkedScope<OrderDoc, DocumentData>;

// `in []` is refused by the SDK; a scope without territories asks for one that cannot exist.
const NOTHING = ['__none__'];

/**
 * The base of the orders list (ordersTable in ../tableQueries.ts): one territory picked, every
 * order for a top role, or the staff's territories as a chunked `territoryId in` scope, so any
 * number of territories stays within Firestore's 30 values per query.
 */
export function ordersListBase(
  scope: 'all' | readonly string[],
  territory: string | 'all',
  firestore: Firestore = db,
): OrdersListBase {
  const orders = ordersCollection(firestore);
  if (territory !== 'all') return query(orders, where('territoryId', '==', territory));
  if (scope === 'all') return orders;
  return {
    values: scope,
    build: (chunk) =>
      query(orders, where('territoryId', 'in', chunk.length ? [...chunk] : NOTHING)),
  };
}

/** The base as plain queries (chunks of 30), for reads that take every order of the scope. */
export function baseQueries(base: OrdersListBase): Query<OrderDoc>[] {
  if (!('build' in base)) return [base];
  return chunkValues(base.values).map((chunk) => base.build(chunk));
}
