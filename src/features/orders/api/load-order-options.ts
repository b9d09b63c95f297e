import {
  collection,
  documentId,
  getDocs,
  limit,
  orderBy,
  query,
  where,
  type Query,
} from 'firebase/firestore';
import { territoryScope, type Role } from '@/features/auth';
import { db } from '@/lib/firebase';
import type { CatalogueItem, OrderOptions } from '../model/options';

const LIMIT = 500;

/** The caller as the scope queries need it. */
export interface ScopeUser {
  uid: string;
  role: Role | null;
  territoryIds: readonly string[];
}

/**
 * What the order form picks from, within the caller's scope (the rules refuse anything wider):
 * territories, their enabled delivery locations and LLCs, and the active catalogue in `order`.
 * The one territory scope (auth territoryScope): top roles read everything, everyone else the
 * territories on their own record. Tens of rows each, so one bounded read per list.
 */
export async function loadOrderOptions(me: ScopeUser): Promise<OrderOptions> {
  const scope = territoryScope(me);
  const top = scope.kind === 'all';
  const mine = scope.kind === 'territories' ? scope.territoryIds : [];
  const territoriesQuery: Query | null = top
    ? query(collection(db, 'territories'), orderBy('name'), limit(LIMIT))
    : mine.length
      ? query(collection(db, 'territories'), where(documentId(), 'in', mine))
      : null;
  const territorySnap = territoriesQuery ? await getDocs(territoriesQuery) : null;
  const territories = (territorySnap?.docs ?? [])
    .map((d) => ({ id: d.id, name: String(d.get('name') ?? '') }))
    .sort((a, b) => a.name.localeCompare(b.name));
  const ids = territories.map((t) => t.id).slice(0, 30);

  const [locations, llcs, items] = await Promise.all([
    ids.length === 0
      ? Promise.resolve([])
      : top
        ? getDocs(query(collection(db, 'delivery_locations'), limit(LIMIT))).then((s) => s.docs)
        : getDocs(
            query(collection(db, 'delivery_locations'), where('territoryId', 'in', ids)),
          ).then((s) => s.docs),
    top
      ? getDocs(query(collection(db, 'llcs'), limit(LIMIT))).then((s) => s.docs)
      : mine.length
        ? getDocs(
            query(collection(db, 'llcs'), where('territoryIds', 'array-contains-any', mine)),
          ).then((s) => s.docs)
        : Promise.resolve([]),
    getDocs(query(collection(db, 'items'), orderBy('order', 'asc'), limit(LIMIT))).then(
      (s) => s.docs,
    ),
  ]);

  return {
    territories,
    deliveryLocations: locations
      .filter((d) => d.get('enabled') !== false)
      .map((d) => ({
        id: d.id,
        name: String(d.get('name') ?? ''),
        territoryId: String(d.get('territoryId') ?? ''),
      }))
      .sort((a, b) => a.name.localeCompare(b.name)),
    llcs: llcs
      .map((d) => ({
        id: d.id,
        name: String(d.get('name') ?? ''),
        territoryIds: (d.get('territoryIds') as string[] | undefined) ?? [],
      }))
      .sort((a, b) => a.name.localeCompare(b.name)),
    items: items.map((d): CatalogueItem => ({
      id: d.id,
      itemDesc: String(d.get('itemDesc') ?? ''),
      sku: String(d.get('sku') ?? ''),
      status: String(d.get('status') ?? ''),
      price: Number(d.get('price') ?? 0),
      salePrice: Number(d.get('salePrice') ?? 0),
      isOnSale: d.get('isOnSale') === true,
      casesPerPallet: Number(d.get('casesPerPallet') ?? 1),
      casesPerOvernight: Number(d.get('casesPerOvernight') ?? 1),
      order: Number(d.get('order') ?? 0),
    })),
  };
}
