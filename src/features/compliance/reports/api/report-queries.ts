import { query, type Firestore } from 'firebase/firestore';
import {
  constraintsOf,
  type FilterValues,
  type QueryDeclaration,
} from '@/data/query/declaredQuery';
import type { ScopeQuery } from '@/data/query/scopeChunks';
import type { LocationType, ReportResult } from '../../model/types';
import type { ReportScope } from '../../model/reportScope';
import { complianceReportRecords, type ComplianceReportDoc } from '@/data/complianceReports';
import { draftReports, publishedReports } from '../../fixedQueries';

/*
 * Every report list query, built from the publishedReports and draftReports declarations
 * (../../fixedQueries.ts), whose shapes firestore.indexes.json lists: status ==, [result == |
 * franchiseeLocationType ==], [userId ==], [territoryId in], createdAt desc.
 * Scoped users must carry `territoryId in [...]`: the rules refuse any query not limited to their
 * territories (rules are not filters). A scope of more than 30 territories is one query per chunk
 * of 30 (src/data/query/scopeChunks.ts): tables merge them page by page, counts add up.
 */

/** A scope that can be queried; a user without territories is shown an empty state instead. */
export type QueryableScope = Exclude<ReportScope, { kind: 'none' }>;

/**
 * A report list query over the scope's territories, any number of them; rows are read by the
 * stored report's reader (src/data/complianceReports.ts readComplianceReport).
 */
export type ReportsQuery = ScopeQuery<ComplianceReportDoc>;

function scoped<K extends string>(
  db: Firestore,
  scope: QueryableScope,
  declaration: QueryDeclaration<K | 'territoryId'>,
  values: FilterValues<K>,
  options: { limit?: number },
): ReportsQuery {
  const build = (chunk: readonly string[]) =>
    query(
      complianceReportRecords(db),
      ...constraintsOf(
        declaration,
        { ...values, territoryId: scope.kind === 'all' ? undefined : [...chunk] },
        options,
      ),
    );
  return { values: scope.kind === 'all' ? [] : scope.territoryIds, build };
}

/**
 * Published reports, optionally of one result, newest first; `options.limit` bounds each chunk's
 * query (the bell's window and batches; the tables page it themselves).
 */
export function publishedReportsQuery(
  db: Firestore,
  scope: QueryableScope,
  result: ReportResult | null,
  options: { limit?: number } = {},
): ReportsQuery {
  const values = { status: 'published', result: result || undefined };
  return scoped(db, scope, publishedReports, values, options);
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
  const values = {
    status: 'draft',
    franchiseeLocationType: type || undefined,
    userId: authorId || undefined,
  };
  return scoped(db, scope, draftReports, values, {});
}
