import type {
  CatalogueItem,
  DeliveryLocationOption,
  LlcOption,
  TerritoryOption,
} from '@/data/referenceData';

export type { CatalogueItem };

/** Reference data the order form picks from (loaded by api/load-order-options.ts). */
export interface OrderOptions {
  territories: TerritoryOption[];
  deliveryLocations: DeliveryLocationOption[];
  llcs: LlcOption[];
  /** Every item in catalogue order; the form shows the active ones. */
  items: CatalogueItem[];
}

/** Only active items appear on orders (spec 01 §4), in the catalogue's `order`. */
export function activeItems(items: readonly CatalogueItem[]): CatalogueItem[] {
  return items.filter((i) => i.status === 'active').sort((a, b) => a.order - b.order);
}

export function locationsOf(options: OrderOptions, territoryId: string) {
  return options.deliveryLocations.filter((l) => l.territoryId === territoryId);
}

export function llcsOf(options: OrderOptions, territoryId: string) {
  return options.llcs.filter((l) => l.territoryIds.includes(territoryId));
}
