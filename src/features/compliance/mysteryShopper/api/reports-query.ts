import { query, type DocumentData, type Firestore, type Query } from 'firebase/firestore';
import type { ChunkedScope } from '@/components/DataTable';
import { constraintsOf } from '@/data/query/declaredQuery';
import { mysteryShopperBase } from '../../fixedQueries';
import type { ShopperScope } from '../model/scope';
import type { MysteryShopperDoc } from '@/data/mysteryShopper';
import { reportsRef } from './collections';

/**
 * The base query of the list for a scope (the table adds orderBy date and paging). Limited to the
 * caller's territories unless top role: the rules refuse anything wider. Null for no scope.
 * Any number of territories: the table splits them into `in` chunks Firestore accepts.
 */
export function reportsQuery(
  firestore: Firestore,
  scope: ShopperScope,
): Query<MysteryShopperDoc> | ChunkedScope<MysteryShopperDoc, DocumentData> | null {
  if (scope.kind === 'none') return null;
  if (scope.kind === 'all') return reportsRef(firestore);
  return {
    values: scope.territoryIds,
    build: (chunk) =>
      query(
        reportsRef(firestore),
        ...constraintsOf(mysteryShopperBase, { territoryId: [...chunk] }),
      ),
  };
}
