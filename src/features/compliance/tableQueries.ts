import { basesOf, type TableQueryDeclaration } from '@/components/DataTable';
import { COLLECTIONS } from '@/data/collections';
import { draftReports, mysteryShopperBase, publishedReports } from './fixedQueries';

/*
 * What the compliance feature's server tables may ask Firestore for (see queryShapes.ts in
 * components/DataTable); src/app/queryRegistry.ts registers them for the index test. Their bases
 * are the variants of the declarations the pages' base queries are built from (fixedQueries.ts).
 */

/** Published reports, newest first: status, optionally one result tab, staff by territory. */
export const complianceReportsTable: TableQueryDeclaration = {
  table: 'Compliance reports',
  collection: COLLECTIONS.complianceReports,
  bases: basesOf(publishedReports),
};

/**
 * Drafts, newest first: status, optionally one location type tab, staff by territory; staff list
 * their own drafts (userId).
 */
export const complianceDraftsTable: TableQueryDeclaration = {
  table: 'Compliance report drafts',
  collection: COLLECTIONS.complianceReports,
  bases: basesOf(draftReports),
};

/** Mystery shopper reports: top roles unscoped, staff by territory. */
export const mysteryShopperTable: TableQueryDeclaration = {
  table: 'Mystery shopper reports',
  collection: COLLECTIONS.mysteryShopperReports,
  bases: basesOf(mysteryShopperBase),
  sortable: ['date'],
  initialSort: { field: 'date', direction: 'desc' },
  filters: { date: { type: 'dateRange' } },
};
