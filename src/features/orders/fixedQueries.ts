import { asc, desc, fixedQuery, type FixedQuery } from '@/data/query/queryIndex';

/** Every query the orders feature sends outside its tables (see src/app/queryShapes.test.ts). */
const bellFlags = ['status.isApproved', 'status.isFulfilled'];
const bellSources = [
  'features/orders/bells/api/order-notifications-query.ts',
  'features/orders/bells/api/watch-recent-order-notifications.ts',
  'features/orders/bells/api/get-order-notifications-page.ts',
  'features/orders/bells/api/mark-all-order-notifications-read.ts',
];

export const ordersFixedQueries: FixedQuery[] = [
  ...bellFlags.flatMap((flag) =>
    [[flag], [flag, 'territoryId']].flatMap((equals) => [
      ...bellSources.map((source) =>
        fixedQuery('Order bells: recent, page, mark all', 'orderNotifications', source, {
          equals,
          orderBy: desc('lastUpdated'),
        }),
      ),
      fixedQuery(
        'Order bells: unread count',
        'orderNotifications',
        'features/orders/bells/api/count-unread-order-notifications.ts',
        { equals, contains: 'readRecipients' },
      ),
    ]),
  ),
  ...[
    ['userId', 'status'],
    ['userId', 'status', 'territoryId'],
  ].map((equals) =>
    fixedQuery('Expired orders bell', 'orders', 'features/orders/bells/api/get-expired-orders.ts', {
      equals,
      ranges: ['updatedAtTimestamp'],
    }),
  ),
  fixedQuery(
    'Current fulfillment note',
    'fulfillment_notes',
    'features/orders/fulfillmentNotes/api/list-current-fulfillment-note.ts',
    { equals: ['isCurrent'], orderBy: desc('createdAt') },
  ),
  fixedQuery(
    'Packing slip note',
    'fulfillment_notes',
    'features/orders/fulfillment/api/load-packing-slip.ts',
    { equals: ['isCurrent'], orderBy: desc('createdAt') },
  ),
  fixedQuery(
    'New fulfillment note',
    'fulfillment_notes',
    'features/orders/fulfillmentNotes/api/create-fulfillment-note.ts',
    { equals: ['isCurrent'] },
  ),
  fixedQuery('Catalogue items', 'items', 'features/orders/api/list-catalogue-items.ts', {
    orderBy: asc('order'),
  }),
  fixedQuery('Order form LLCs', 'llcs', 'features/orders/api/load-order-options.ts', {
    contains: 'territoryIds',
  }),
  fixedQuery(
    'Order form delivery locations',
    'delivery_locations',
    'features/orders/api/load-order-options.ts',
    { equals: ['territoryId'] },
  ),
  fixedQuery(
    'Fulfillment tab base',
    'orders',
    'features/orders/fulfillment/api/fulfillment-orders-query.ts',
    { equals: ['status'] },
  ),
  fixedQuery('Orders list base', 'orders', 'features/orders/api/orders-list-base.ts', {
    equals: ['territoryId'],
  }),
  fixedQuery('Draft orders list base', 'draft_orders', 'features/orders/api/drafts-list-base.ts', {
    equals: ['userId'],
  }),
];
