import { basesOf, type TableQueryDeclaration } from '@/components/DataTable';
import { COLLECTIONS } from '@/data/collections';
import { inventoryList } from '../fixedQueries';

/*
 * What the inventory list may ask Firestore for (see queryShapes.ts in components/DataTable):
 * every period or a scope's territories, all statuses or one tab; newest first, or oldest first.
 */
export const inventoryListTable: TableQueryDeclaration = {
  table: 'Inventory Reports',
  collection: COLLECTIONS.inventoryReports,
  // The variants of the declaration inventoryListQuery builds its base from.
  bases: basesOf(inventoryList),
  sortable: ['createdAt'],
  initialSort: { field: 'createdAt', direction: 'desc' },
};
