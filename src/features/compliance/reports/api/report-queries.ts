import {
  orderBy,
  query,
  where,
  type DocumentData,
  type Firestore,
  type QueryConstraint,
} from 'firebase/firestore';
import type { ScopeQuery } from '@/data/query/scopeChunks';
import type { LocationType, ReportResult } from '../../model/types';
import type { ReportScope } from '../model/scope';
import { complianceReportsCollection } from '@/data/complianceReports';

/*
 * Every report list query, in one place, so firestore.indexes.json can list exactly these shapes:
 * status ==, [result == | franchiseeLocationType ==], [userId ==], [territoryId in], createdAt desc.
 * Scoped users must carry `territoryId in [...]`: the rules refuse any query not limited to their
 * territories (rules are not filters). A scope of more than 30 territories is one query per chunk
 * of 30 (src/data/query/scopeChunks.ts): tables merge them page by page, counts add up.
 */

/** A scope that can be queried; a user without territories is shown an empty state instead. */
export type QueryableScope = Exclude<ReportScope, { kind: 'none' }>;

/** A report list query over the scope's territories, any number of them. */
export type ReportsQuery = ScopeQuery<DocumentData>;

function scoped(db: Firestore, scope: QueryableScope, filters: QueryConstraint[]): ReportsQuery {
  const build = (chunk: readonly string[]) =>
    query(
      complianceReportsCollection(db),
      ...filters,
      ...(scope.kind === 'all' ? [] : [where('territoryId', 'in', [...chunk])]),
      orderBy('createdAt', 'desc'),
    );
  return { values: scope.kind === 'all' ? [] : scope.territoryIds, build };
}

/** Published reports, optionally of one result, newest first. */
export function publishedReportsQuery(
  db: Firestore,
  scope: QueryableScope,
  result: ReportResult | null,
): ReportsQuery {
  return scoped(db, scope, [
    where('status', '==', 'published'),
    ...(result ? [where('result', '==', result)] : []),
  ]);
}

/**
 * Drafts, optionally of one location type, newest first; only `authorId`'s when given (a draft
 * belongs to its author: staff list their own, the top roles every draft of the scope to clear).
 */
export function draftReportsQuery(
  db: Firestore,
  scope: QueryableScope,
  type: LocationType | null,
  authorId: string | null,
): ReportsQuery {
  return scoped(db, scope, [
    where('status', '==', 'draft'),
    ...(type ? [where('franchiseeLocationType', '==', type)] : []),
    ...(authorId ? [where('userId', '==', authorId)] : []),
  ]);
}
