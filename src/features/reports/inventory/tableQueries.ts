import type { TableQueryDeclaration } from '@/components/DataTable';

/*
 * What the inventory list may ask Firestore for (see queryShapes.ts in components/DataTable):
 * every period or a scope's territories, all statuses or one tab; newest first, or oldest first.
 */
export const inventoryListTable: TableQueryDeclaration = {
  table: 'Inventory Reports',
  collection: 'inventory_reports',
  bases: [
    { equals: [] },
    { equals: ['status'] },
    { equals: ['territoryId'] },
    { equals: ['territoryId', 'status'] },
  ],
  sortable: ['createdAt'],
  initialSort: { field: 'createdAt', direction: 'desc' },
};
