import { query, type Query } from 'firebase/firestore';
import { db } from '@/lib/firebase';
import { orderDocs } from '@/data/orders';
import { constraintsOf } from '@/data/query/declaredQuery';
import { fulfillmentTab } from '../../fixedQueries';
import type { OrderDoc } from '../../model/types';
import type { FulfillmentTab } from '../model/tabs';

/**
 * Orders of one fulfillments tab (spec 01 §7 "approved and fulfilled orders"); the table adds
 * sorting, filters and paging. Indexes: status + createdAt / orderNumber (firestore.indexes.json).
 */
export function fulfillmentOrdersQuery(tab: FulfillmentTab): Query<OrderDoc> {
  return query(orderDocs(db), ...constraintsOf(fulfillmentTab, { status: tab }));
}
