import type { TableQueryDeclaration } from '@/components/DataTable';

/*
 * What the orders feature's server tables may ask Firestore for (see queryShapes.ts in
 * components/DataTable); src/app/queryRegistry.ts registers them for the index test.
 */

/** /app/orders: top roles unscoped; staff `territoryId in` their territories, or one picked. */
export const ordersTable: TableQueryDeclaration = {
  table: 'Orders',
  collection: 'orders',
  bases: [{ equals: [] }, { equals: ['territoryId'] }],
  sortable: ['orderNumber', 'createdAt'],
  initialSort: { field: 'createdAt', direction: 'desc' },
  filters: { status: { type: 'checkbox' }, createdAt: { type: 'dateRange' } },
  combinations: [['status', 'createdAt']],
};

/** /app/orders/drafts: the caller's own drafts. */
export const orderDraftsTable: TableQueryDeclaration = {
  table: 'Draft orders',
  collection: 'draft_orders',
  bases: [{ equals: ['userId'] }],
  sortable: ['updatedAt'],
  initialSort: { field: 'updatedAt', direction: 'desc' },
};

/** /app/fulfillment: one status tab at a time. */
export const fulfillmentsTable: TableQueryDeclaration = {
  table: 'Fulfillments',
  collection: 'orders',
  bases: [{ equals: ['status'] }],
  sortable: ['orderNumber', 'createdAt'],
  initialSort: { field: 'createdAt', direction: 'desc' },
  filters: { overnightShipping: { type: 'checkbox' }, createdAt: { type: 'dateRange' } },
  combinations: [['overnightShipping', 'createdAt']],
};

/** /app/fulfillment-notes. */
export const fulfillmentNotesTable: TableQueryDeclaration = {
  table: 'Fulfillment notes',
  collection: 'fulfillment_notes',
  bases: [{ equals: [] }],
  sortable: ['createdAt'],
  initialSort: { field: 'createdAt', direction: 'desc' },
  filters: { isCurrent: { type: 'checkbox' }, createdAt: { type: 'dateRange' } },
  combinations: [['isCurrent', 'createdAt']],
};
