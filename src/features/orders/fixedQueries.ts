import { COLLECTIONS } from '@/data/collections';
import {
  contains,
  containsAny,
  declareQuery,
  desc,
  eq,
  isIn,
  optional,
  range,
} from '@/data/query/declaredQuery';
import type { OrderBellConfig, OrderBellKind } from './bells/model/bells';

/*
 * Every query the orders feature sends outside its tables' paging, declared here and built from
 * these declarations by the api (constraintsOf), so src/app/queryShapes.test.ts checks the indexes
 * of exactly what runs.
 */

/** The notification flag each bell lists (the bell model's ORDER_BELLS names the same flags). */
const BELL_FLAGS: Record<OrderBellKind, OrderBellConfig['flag']> = {
  approved: 'status.isApproved',
  fulfilled: 'status.isFulfilled',
};

const perBell = <T>(declare: (flag: OrderBellConfig['flag']) => T): Record<OrderBellKind, T> => ({
  approved: declare(BELL_FLAGS.approved),
  fulfilled: declare(BELL_FLAGS.fulfilled),
});

/** A bell's notifications newest first (its pages and live window), staff by territory chunk. */
export const orderBellPages = perBell((flag) =>
  declareQuery({
    name: 'Order bells: recent, page, mark all',
    collection: COLLECTIONS.orderNotifications,
    sources: [
      'features/orders/bells/api/get-order-notifications-page.ts',
      'features/orders/bells/api/watch-recent-order-notifications.ts',
    ],
    where: [eq(flag, 'flag'), optional(isIn('territoryId'))],
    orderBy: desc('lastUpdated'),
  }),
);

/** A bell's counts: all of its notifications, and those `readRecipients` holds. */
export const orderBellCounts = perBell((flag) =>
  declareQuery({
    name: 'Order bells: counts',
    collection: COLLECTIONS.orderNotifications,
    sources: ['features/orders/bells/api/count-unread-order-notifications.ts'],
    where: [eq(flag, 'flag'), optional(isIn('territoryId')), optional(contains('readRecipients'))],
  }),
);

/** The user's own orders waiting unchanged since before a cutoff, staff by territory chunk. */
export const expiredOrders = declareQuery({
  name: 'Expired orders bell',
  collection: COLLECTIONS.orders,
  sources: ['features/orders/bells/api/get-expired-orders.ts'],
  where: [
    eq('userId'),
    isIn('status'),
    optional(isIn('territoryId')),
    range('updatedAtTimestamp', '<', 'cutoff'),
  ],
});

/** The newest current note: the fulfillments banner and the packing slip. */
export const currentFulfillmentNote = declareQuery({
  name: 'Current fulfillment note',
  collection: COLLECTIONS.fulfillmentNotes,
  sources: [
    'features/orders/fulfillmentNotes/api/list-current-fulfillment-note.ts',
    'features/orders/fulfillment/api/load-packing-slip.ts',
  ],
  where: [eq('isCurrent')],
  orderBy: desc('createdAt'),
  limit: 1,
});

/** Every current note, demoted when a new one is added. */
export const currentFulfillmentNotes = declareQuery({
  name: 'New fulfillment note',
  collection: COLLECTIONS.fulfillmentNotes,
  sources: ['features/orders/fulfillmentNotes/api/create-fulfillment-note.ts'],
  where: [eq('isCurrent')],
});

const optionsSource = 'features/orders/api/load-order-options.ts';

/** Every LLC for the top roles; staff those serving a chunk of their territories. */
export const orderFormLlcs = declareQuery({
  name: 'Order form LLCs',
  collection: COLLECTIONS.llcs,
  sources: [optionsSource],
  where: [optional(containsAny('territoryIds'))],
});

/** Every delivery location for the top roles; staff those of a chunk of their territories. */
export const orderFormDeliveryLocations = declareQuery({
  name: 'Order form delivery locations',
  collection: COLLECTIONS.deliveryLocations,
  sources: [optionsSource],
  where: [optional(isIn('territoryId'))],
});

/** The fulfillments table's base (its bases): one status tab. */
export const fulfillmentTab = declareQuery({
  name: 'Fulfillment tab base',
  collection: COLLECTIONS.orders,
  sources: ['features/orders/fulfillment/api/fulfillment-orders-query.ts'],
  where: [eq('status')],
});

/** The orders table's base: every order, one territory picked, or a chunk of the staff's. */
export const ordersList = declareQuery({
  name: 'Orders list base',
  collection: COLLECTIONS.orders,
  sources: ['features/orders/api/orders-list-base.ts'],
  where: [optional(eq('territoryId'), isIn('territoryId', 'territoryIds'))],
});

/** The drafts table's base: the caller's own drafts. */
export const draftOrdersList = declareQuery({
  name: 'Draft orders list base',
  collection: COLLECTIONS.draftOrders,
  sources: ['features/orders/api/drafts-list-base.ts'],
  where: [eq('userId')],
});
