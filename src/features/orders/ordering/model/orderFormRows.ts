import { activeItems, type CatalogueItem } from '../../model/options';

/** A stand-in for an item the catalogue no longer holds, so its line stays visible. */
function unknownItem(id: string): CatalogueItem {
  return {
    id,
    itemDesc: `Unknown item ${id}`,
    sku: '',
    status: 'unknown',
    priceCents: 0,
    salePriceCents: 0,
    isOnSale: false,
    casesPerPallet: 1,
    casesPerOvernight: 1,
    order: Number.MAX_SAFE_INTEGER,
  };
}

/**
 * The rows of the order form's items table: the active items in catalogue order, then the items
 * of the order's lines (`quantities`) that are no longer active, which stay visible and saved.
 */
export function orderFormRows(
  items: readonly CatalogueItem[],
  quantities: Record<string, string>,
): CatalogueItem[] {
  const catalogue = activeItems(items);
  const inactiveIds = Object.keys(quantities).filter(
    (id) => !catalogue.some((item) => item.id === id),
  );
  const extraItems = inactiveIds.map(
    (id) => items.find((item) => item.id === id) ?? unknownItem(id),
  );
  return [...catalogue, ...extraItems];
}
