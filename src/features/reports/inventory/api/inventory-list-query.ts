import { query, type DocumentData, type Firestore, type Query } from 'firebase/firestore';
import type { ChunkedScope } from '@/components/DataTable';
import { inventoryReportRecords, type InventoryReport } from '@/data/inventory';
import { constraintsOf } from '@/data/query/declaredQuery';
import { inventoryList } from '../../fixedQueries';
import type { InventoryStatus } from '../model/inventoryStatus';

interface InventoryListScope {
  /** Top roles see every period; franchise staff only their territories, as the rules check. */
  top: boolean;
  territoryIds: readonly string[];
  /** A status tab, or every status. */
  status: InventoryStatus | 'all';
}

// Matches nothing: a user with no territory sees no period instead of a refused query.
const NO_TERRITORY = '__none__';

/**
 * The base of the inventory list (inventoryListTable declares what it adds): franchise staff
 * query `territoryId in` their territories, any number of them, which the table splits into
 * Firestore's chunks of 30.
 */
export function inventoryListQuery(
  firestore: Firestore,
  { top, territoryIds, status }: InventoryListScope,
): Query<InventoryReport> | ChunkedScope<InventoryReport, DocumentData> {
  // Rows are read by the period reader (src/data/inventory.ts): a wrong field reads as empty.
  const all = inventoryReportRecords(firestore);
  const byStatus = status === 'all' ? undefined : status;
  if (top) return query(all, ...constraintsOf(inventoryList, { status: byStatus }));
  return {
    values: territoryIds.length ? territoryIds : [NO_TERRITORY],
    build: (chunk) =>
      query(all, ...constraintsOf(inventoryList, { status: byStatus, territoryId: [...chunk] })),
  };
}
