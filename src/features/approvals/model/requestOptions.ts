/*
 * What a request is raised for and picks from, derived from the session's shared reference data
 * (features/referenceData: the scope's franchise locations and the items catalogue), so the
 * approvals screens read no locations or items of their own.
 */

export interface LocationOption {
  id: string;
  name: string;
  type: string;
  territoryId: string;
  territoryName: string;
}

export interface ItemOption {
  id: string;
  name: string;
}

export interface RequestOptions {
  locations: LocationOption[];
  items: ItemOption[];
}

interface StoredLocation extends LocationOption {
  enabled: boolean;
}

interface StoredItem {
  id: string;
  itemDesc: string;
  status: string;
}

/** Enabled locations with a territory, by territory then name; a location needs a territory. */
export function locationOptions(locations: readonly StoredLocation[]): LocationOption[] {
  return locations
    .filter((l) => l.enabled && l.territoryId)
    .map(({ id, name, type, territoryId, territoryName }) => ({
      id,
      name,
      type,
      territoryId,
      territoryName,
    }))
    .sort((a, b) => (a.territoryName + a.name).localeCompare(b.territoryName + b.name));
}

/** The active items, in catalogue order, named by their description (else their id). */
export function itemOptions(items: readonly StoredItem[]): ItemOption[] {
  return items
    .filter((i) => i.status === 'active')
    .map((i) => ({ id: i.id, name: i.itemDesc || i.id }));
}
