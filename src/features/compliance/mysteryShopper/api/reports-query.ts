import { query, where, type Query } from 'firebase/firestore';
import type { ShopperScope } from '../model/scope';
import { reportsRef, type MysteryShopperDoc } from './collections';

/**
 * The base query of the list for a scope (the table adds orderBy date and paging). Limited to the
 * caller's territories unless top role: the rules refuse anything wider. Null for no scope.
 * The territory variant needs the composite index territoryId + date desc.
 */
export function reportsQuery(scope: ShopperScope): Query<MysteryShopperDoc> | null {
  if (scope.kind === 'none') return null;
  if (scope.kind === 'all') return reportsRef();
  return query(reportsRef(), where('territoryId', 'in', scope.territoryIds));
}
