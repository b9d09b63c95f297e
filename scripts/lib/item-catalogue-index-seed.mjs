/**
 * The item catalogue index for scripts/seed.mjs (issue 10): `item_catalogue_index/active` with
 * the ids of the active seeded items, which firestore.rules check order lines against; the app
 * keeps it in step with every item write (src/features/tools/items/api/item-catalogue-index.ts).
 * Returns the seed's `[collection, id, data]` for `put`.
 */
export function itemCatalogueIndex(items) {
  const ids = items.filter((item) => item.status === 'active').map((item) => item.id);
  return ['item_catalogue_index', 'active', { ids, changed: ids.slice(0, 1) }];
}
