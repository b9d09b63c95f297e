import { query, type DocumentData, type Firestore, type Query } from 'firebase/firestore';
import type { ChunkedScope } from '@/components/DataTable';
import { constraintsOf } from '@/data/query/declaredQuery';
import { chunkValues } from '@/data/query/inLimit';
import { ordersList } from '../fixedQueries';
import type { OrderDoc } from '../model/types';
import { orderDocs } from '@/data/orders';

export type OrdersListBase = Query<OrderDoc> | ChunkedScope<OrderDoc, DocumentData>;

/**
 * The base of the orders list (ordersTable in ../tableQueries.ts): one territory picked, every
 * order for a top role (`scope` 'all'), or the territories on a scoped user's own record as a
 * chunked `territoryId in` scope, so any number of territories stays within Firestore's 30
 * values per query. These are the ids the rules check (`scopeIncludes`), so the page and its
 * count are allowed exactly when the caller may read the orders. Null when a scoped user has no
 * territory: there is nothing they may list, and a query naming none would be refused.
 */
export function ordersListBase(
  firestore: Firestore,
  scope: 'all' | readonly string[],
  territory: string | 'all',
): OrdersListBase | null {
  const orders = orderDocs(firestore);
  if (territory !== 'all') {
    return query(orders, ...constraintsOf(ordersList, { territoryId: territory }));
  }
  if (scope === 'all') return orders;
  if (scope.length === 0) return null;
  return {
    values: scope,
    build: (chunk) => query(orders, ...constraintsOf(ordersList, { territoryIds: chunk })),
  };
}

/** The base as plain queries (chunks of 30), for reads that take every order of the scope. */
export function baseQueries(base: OrdersListBase): Query<OrderDoc>[] {
  if (!('build' in base)) return [base];
  return chunkValues(base.values).map((chunk) => base.build(chunk));
}
