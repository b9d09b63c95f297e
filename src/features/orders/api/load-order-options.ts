import { getDocs, limit, orderBy, query, where, type Firestore } from 'firebase/firestore';
import { catalogueItems, deliveryLocationOptions, llcOptions } from '@/lib/firestore/referenceData';
import {
  isTopRole,
  listScopeTerritories,
  REFERENCE_LIMIT,
  type ScopeUser,
} from '@/features/referenceData';
import type { OrderOptions } from '../model/options';

/**
 * What the order form picks from, within the caller's scope (the rules refuse anything wider):
 * territories, their enabled delivery locations and LLCs, and the catalogue in `order`. The
 * locations need the territory ids first; LLCs and items are read alongside the territories.
 * Tens of rows each, so one bounded read per list.
 */
export async function loadOrderOptions(db: Firestore, me: ScopeUser): Promise<OrderOptions> {
  const top = isTopRole(me.role);
  const mine = me.territoryIds.slice(0, 30);
  const llcsRead = top
    ? getDocs(query(llcOptions(db), limit(REFERENCE_LIMIT)))
    : mine.length
      ? getDocs(query(llcOptions(db), where('territoryIds', 'array-contains-any', mine)))
      : null;
  const itemsRead = getDocs(
    query(catalogueItems(db), orderBy('order', 'asc'), limit(REFERENCE_LIMIT)),
  );
  const territories = await listScopeTerritories(db, me);
  const ids = territories.map((t) => t.id).slice(0, 30);
  const locationsRead =
    ids.length === 0
      ? Promise.resolve([])
      : top
        ? getDocs(query(deliveryLocationOptions(db), limit(REFERENCE_LIMIT))).then((s) => s.docs)
        : getDocs(query(deliveryLocationOptions(db), where('territoryId', 'in', ids))).then(
            (s) => s.docs,
          );
  const [locations, llcs, items] = await Promise.all([locationsRead, llcsRead, itemsRead]);

  return {
    territories,
    deliveryLocations: locations
      .map((d) => d.data())
      .filter((l) => l.enabled)
      .sort((a, b) => a.name.localeCompare(b.name)),
    llcs: (llcs?.docs ?? []).map((d) => d.data()).sort((a, b) => a.name.localeCompare(b.name)),
    items: items.docs.map((d) => d.data()),
  };
}
