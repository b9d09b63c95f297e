import type { TableQueryDeclaration } from '@/components/DataTable';

/*
 * What the compliance feature's server tables may ask Firestore for (see queryShapes.ts in
 * components/DataTable); src/app/queryRegistry.ts registers them for the index test.
 */

const newestFirst = { field: 'createdAt', direction: 'desc' } as const;

/** Published reports: status, optionally one result tab, staff scoped by territory. */
export const complianceReportsTable: TableQueryDeclaration = {
  table: 'Compliance reports',
  collection: 'compliance_reports',
  bases: [
    { equals: ['status'], orderBy: newestFirst },
    { equals: ['status', 'result'], orderBy: newestFirst },
    { equals: ['status', 'territoryId'], orderBy: newestFirst },
    { equals: ['status', 'result', 'territoryId'], orderBy: newestFirst },
  ],
};

/** Drafts: status, optionally one location type tab, staff scoped by territory. */
export const complianceDraftsTable: TableQueryDeclaration = {
  table: 'Compliance report drafts',
  collection: 'compliance_reports',
  bases: [
    { equals: ['status'], orderBy: newestFirst },
    { equals: ['status', 'franchiseeLocationType'], orderBy: newestFirst },
    { equals: ['status', 'territoryId'], orderBy: newestFirst },
    { equals: ['status', 'franchiseeLocationType', 'territoryId'], orderBy: newestFirst },
    // Staff list their own drafts.
    { equals: ['status', 'userId'], orderBy: newestFirst },
    { equals: ['status', 'franchiseeLocationType', 'userId'], orderBy: newestFirst },
    { equals: ['status', 'userId', 'territoryId'], orderBy: newestFirst },
    { equals: ['status', 'franchiseeLocationType', 'userId', 'territoryId'], orderBy: newestFirst },
  ],
};

/** Mystery shopper reports: top roles unscoped, staff by territory. */
export const mysteryShopperTable: TableQueryDeclaration = {
  table: 'Mystery shopper reports',
  collection: 'mystery_shopper_reports',
  bases: [{ equals: [] }, { equals: ['territoryId'] }],
  sortable: ['date'],
  initialSort: { field: 'date', direction: 'desc' },
  filters: { date: { type: 'dateRange' } },
};
