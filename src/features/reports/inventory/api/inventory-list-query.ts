import {
  query,
  Timestamp,
  type DocumentData,
  type Firestore,
  type Query,
} from 'firebase/firestore';
import type { ChunkedScope } from '@/components/DataTable';
import { field, readConverter } from '@/data/converter';
import { constraintsOf } from '@/data/query/declaredQuery';
import { inventoryList } from '../../fixedQueries';
import { INVENTORY_STATUSES, type InventoryStatus } from '../model/inventoryStatus';
import { inventoryReportsCollection } from '@/data/inventory';
import type { InventoryReport } from './inventory-reports';

export type InventoryListDoc = Omit<InventoryReport, 'id'>;

export interface InventoryListScope {
  /** Top roles see every period; franchise staff only their territories, as the rules check. */
  top: boolean;
  territoryIds: readonly string[];
  /** A status tab, or every status. */
  status: InventoryStatus | 'all';
}

const timestamp = (value: unknown): Timestamp | null => (value instanceof Timestamp ? value : null);

/** A list row as stored; a field of the wrong type reads as empty. */
export const inventoryListConverter = readConverter<InventoryListDoc>((data) => {
  const status = INVENTORY_STATUSES.find((s) => s === data.status) ?? 'openingInProgress';
  const openingCountedAt = timestamp(data.openingCountedAt);
  const closingCountedAt = timestamp(data.closingCountedAt);
  const deliveryLocationId = field.text(data.deliveryLocationId);
  return {
    locationId: field.text(data.locationId),
    locationName: field.text(data.locationName),
    locationType: data.locationType === 'truck' ? 'truck' : 'restaurant',
    territoryId: field.text(data.territoryId),
    name: field.text(data.name),
    status,
    reopenCount: field.number(data.reopenCount),
    userId: field.text(data.userId),
    ...(deliveryLocationId ? { deliveryLocationId } : {}),
    ...(openingCountedAt ? { openingCountedAt } : {}),
    ...(closingCountedAt ? { closingCountedAt } : {}),
    createdAt: timestamp(data.createdAt),
    updatedAt: timestamp(data.updatedAt),
  };
});

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
): Query<InventoryListDoc> | ChunkedScope<InventoryListDoc, DocumentData> {
  const all = inventoryReportsCollection(firestore).withConverter(inventoryListConverter);
  const byStatus = status === 'all' ? undefined : status;
  if (top) return query(all, ...constraintsOf(inventoryList, { status: byStatus }));
  return {
    values: territoryIds.length ? territoryIds : [NO_TERRITORY],
    build: (chunk) =>
      query(all, ...constraintsOf(inventoryList, { status: byStatus, territoryId: [...chunk] })),
  };
}
