import type { TableQueryDeclaration } from '@/components/DataTable';

/*
 * What the approvals list may ask Firestore for (see queryShapes.ts in components/DataTable);
 * src/app/queryRegistry.ts registers it for the index test. The bases follow approvalsListQuery:
 * "mine" by author (a status tab optional), the others by status (`==` or `in`); then the
 * location picked and the territory picked or the staff scope. Newest first only: a sortable
 * date would double these indexes.
 */

const withPickers = (equals: readonly string[]) => [
  { equals },
  { equals: [...equals, 'franchiseeLocationId'] },
  { equals: [...equals, 'territoryId'] },
  { equals: [...equals, 'franchiseeLocationId', 'territoryId'] },
];

export const approvalsTable: TableQueryDeclaration = {
  table: 'Approvals',
  collection: 'approvals',
  bases: [
    ...withPickers(['userId']),
    ...withPickers(['userId', 'status']),
    ...withPickers(['status']),
  ],
  initialSort: { field: 'createdAt', direction: 'desc' },
  filters: { formId: { type: 'checkbox' }, createdAt: { type: 'dateRange' } },
  combinations: [['formId', 'createdAt']],
};
