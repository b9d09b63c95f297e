import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Firestore } from 'firebase/firestore';
import { CATALOGUE_ITEMS_KEY } from '@/features/referenceData';
import { getStorageAreas, STORAGE_AREAS_KEY } from '@/features/reports';
import { getItem } from './get-item';
import { listItemsByOrder } from './list-items-by-order';

/** Root of the items screens' own queries: one item (detail, edit) and reorder mode. */
const ITEMS_KEY = ['tools', 'items'] as const;

/** One item for its detail and edit screens; null when it does not exist. */
export const itemQuery = (firestore: Firestore, id: string) =>
  queryOptions({
    queryKey: [...ITEMS_KEY, 'item', id],
    queryFn: () => getItem(firestore, id),
  });

/** The whole catalogue in `order`, for reorder mode. */
export const itemsByOrderQuery = (firestore: Firestore) =>
  queryOptions({
    queryKey: [...ITEMS_KEY, 'byOrder'],
    queryFn: () => listItemsByOrder(firestore),
  });

/** The count sheets' storage areas, shared with the inventory screens (same key). */
export const storageAreasQuery = (firestore: Firestore) =>
  queryOptions({ queryKey: STORAGE_AREAS_KEY, queryFn: () => getStorageAreas(firestore) });

/** After a new item order: the order form's catalogue (session reference data) reads it again. */
export function forgetCatalogue(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: CATALOGUE_ITEMS_KEY });
}

/**
 * After an item is created, changed or deleted: its screens, reorder mode and the catalogue read
 * it again.
 */
export function forgetItems(client: QueryClient): Promise<void> {
  return Promise.all([
    client.invalidateQueries({ queryKey: ITEMS_KEY }),
    forgetCatalogue(client),
  ]).then(() => undefined);
}
