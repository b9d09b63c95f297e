import {
  orderBy,
  query,
  where,
  type DocumentData,
  type Query,
  type QueryConstraint,
} from 'firebase/firestore';
import type { LocationType, ReportResult } from '../../model/types';
import type { ReportScope } from '../model/scope';
import { reportsCollection } from './reports-collection';

/*
 * Every report list query, in one place, so firestore.indexes.json can list exactly these shapes:
 * status ==, [result == | franchiseeLocationType ==], [territoryId in], createdAt desc.
 * Scoped users must carry `territoryId in [...]`: the rules refuse any query not limited to their
 * territories (rules are not filters).
 */

/** A scope that can be queried; a user without territories is shown an empty state instead. */
export type QueryableScope = Exclude<ReportScope, { kind: 'none' }>;

function scopeConstraints(scope: QueryableScope): QueryConstraint[] {
  return scope.kind === 'all' ? [] : [where('territoryId', 'in', scope.territoryIds)];
}

/** Published reports, optionally of one result, newest first. */
export function publishedReportsQuery(
  scope: QueryableScope,
  result: ReportResult | null,
): Query<DocumentData> {
  return query(
    reportsCollection(),
    where('status', '==', 'published'),
    ...(result ? [where('result', '==', result)] : []),
    ...scopeConstraints(scope),
    orderBy('createdAt', 'desc'),
  );
}

/** Drafts, optionally of one location type, newest first. */
export function draftReportsQuery(
  scope: QueryableScope,
  type: LocationType | null,
): Query<DocumentData> {
  return query(
    reportsCollection(),
    where('status', '==', 'draft'),
    ...(type ? [where('franchiseeLocationType', '==', type)] : []),
    ...scopeConstraints(scope),
    orderBy('createdAt', 'desc'),
  );
}
