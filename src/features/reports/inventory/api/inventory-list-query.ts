import {
  collection,
  query,
  where,
  type CollectionReference,
  type DocumentData,
  type Firestore,
  type Query,
} from 'firebase/firestore';
import type { InventoryStatus } from '../model/inventoryStatus';
import { INVENTORY_REPORTS, type InventoryReport } from './inventory-reports';

export type InventoryListDoc = Omit<InventoryReport, 'id'>;

export interface InventoryListScope {
  /** Top roles see every period; franchise staff only their territories, as the rules check. */
  top: boolean;
  territoryIds: readonly string[];
  /** A status tab, or every status. */
  status: InventoryStatus | 'all';
}

/** The base query of the inventory list (inventoryListTable declares what it adds). */
export function inventoryListQuery(
  firestore: Firestore,
  { top, territoryIds, status }: InventoryListScope,
): Query<InventoryListDoc> {
  // Typed view of the collection; rows are read as the repository writes them.
  let q: Query<InventoryListDoc> = collection(firestore, INVENTORY_REPORTS) as CollectionReference<
    InventoryListDoc,
    DocumentData
  >;
  // '__none__' matches nothing: a user with no territory sees no period.
  if (!top)
    q = query(q, where('territoryId', 'in', territoryIds.length ? territoryIds : ['__none__']));
  return status === 'all' ? q : query(q, where('status', '==', status));
}
