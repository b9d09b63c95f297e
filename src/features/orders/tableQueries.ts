import { basesOf, type TableQueryDeclaration } from '@/components/DataTable';
import { COLLECTIONS } from '@/data/collections';
import { draftOrdersList, fulfillmentTab, ordersList } from './fixedQueries';

/*
 * What the orders feature's server tables may ask Firestore for (see queryShapes.ts in
 * components/DataTable); src/app/queryRegistry.ts registers them for the index test. Bases read
 * from a declaration are those of the query the page's base is built from (fixedQueries.ts).
 */

/** /app/orders: top roles unscoped; staff `territoryId in` their territories, or one picked. */
export const ordersTable: TableQueryDeclaration = {
  table: 'Orders',
  collection: COLLECTIONS.orders,
  bases: basesOf(ordersList),
  sortable: ['orderNumber', 'createdAt'],
  initialSort: { field: 'createdAt', direction: 'desc' },
  filters: { status: { type: 'checkbox' }, createdAt: { type: 'dateRange' } },
  combinations: [['status', 'createdAt']],
};

/** /app/orders/drafts: the caller's own drafts. */
export const orderDraftsTable: TableQueryDeclaration = {
  table: 'Draft orders',
  collection: COLLECTIONS.draftOrders,
  bases: basesOf(draftOrdersList),
  sortable: ['updatedAt'],
  initialSort: { field: 'updatedAt', direction: 'desc' },
};

/** /app/fulfillment: one status tab at a time. */
export const fulfillmentsTable: TableQueryDeclaration = {
  table: 'Fulfillments',
  collection: COLLECTIONS.orders,
  bases: basesOf(fulfillmentTab),
  sortable: ['orderNumber', 'createdAt'],
  initialSort: { field: 'createdAt', direction: 'desc' },
  filters: { overnightShipping: { type: 'checkbox' }, createdAt: { type: 'dateRange' } },
  combinations: [['overnightShipping', 'createdAt']],
};

/** /app/fulfillment-notes. */
export const fulfillmentNotesTable: TableQueryDeclaration = {
  table: 'Fulfillment notes',
  collection: COLLECTIONS.fulfillmentNotes,
  bases: [{ equals: [] }],
  sortable: ['createdAt'],
  initialSort: { field: 'createdAt', direction: 'desc' },
  filters: { isCurrent: { type: 'checkbox' }, createdAt: { type: 'dateRange' } },
  combinations: [['isCurrent', 'createdAt']],
};
