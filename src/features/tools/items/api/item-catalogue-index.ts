import { arrayRemove, arrayUnion, type Firestore, type WriteBatch } from 'firebase/firestore';
import { itemCatalogueIndexDoc } from '@/data/items';

/**
 * The catalogue's index of active items (issue 10, hole 7): `item_catalogue_index/active` holds
 * `ids`, the active item ids firestore.rules check order lines against with one read, and
 * `changed`, the items written together with this index write. The rules accept an item create,
 * delete or status change only with the index right after the same write, and an index write only
 * when its `changed` items are in `ids` exactly when active; so every such item write adds this
 * write to its batch. Reordering does not change it.
 */
const ACTIVE_ITEMS_DOC = 'active';

/** At most this many items per index write (firestore.rules validItemIndex: 5 checks, 5 reads). */
export const MAX_INDEX_CHANGES = 5;

const itemIndexDoc = (firestore: Firestore) => itemCatalogueIndexDoc(firestore, ACTIVE_ITEMS_DOC);

/**
 * Adds to `batch` the index write for item `id`, active or not after the batch. Array transforms,
 * so two keepers saving different items at once both land.
 */
export function indexItem(batch: WriteBatch, firestore: Firestore, id: string, active: boolean) {
  batch.set(
    itemIndexDoc(firestore),
    { ids: active ? arrayUnion(id) : arrayRemove(id), changed: [id] },
    { merge: true },
  );
}

/** Adds to `batch` the index write for deleting items `ids` (at most MAX_INDEX_CHANGES). */
export function unindexItems(batch: WriteBatch, firestore: Firestore, ids: readonly string[]) {
  if (ids.length > MAX_INDEX_CHANGES) throw new Error('Too many items for one index write');
  batch.set(
    itemIndexDoc(firestore),
    { ids: arrayRemove(...ids), changed: [...ids] },
    { merge: true },
  );
}
