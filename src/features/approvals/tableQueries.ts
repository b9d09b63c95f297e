import { basesOf, type TableQueryDeclaration } from '@/components/DataTable';
import { COLLECTIONS } from '@/data/collections';
import { approvalsListBase } from './fixedQueries';

/*
 * What the approvals list may ask Firestore for (see queryShapes.ts in components/DataTable);
 * src/app/queryRegistry.ts registers it for the index test. The bases are the variants of the
 * declaration approvalsListQuery builds its base from: "mine" by author (a status tab optional),
 * the others by status (`==` or `in`); then the location picked and the territory picked or the
 * staff scope. Newest first only: a sortable date would double these indexes.
 */

export const approvalsTable: TableQueryDeclaration = {
  table: 'Approvals',
  collection: COLLECTIONS.approvals,
  bases: basesOf(approvalsListBase),
  initialSort: { field: 'createdAt', direction: 'desc' },
  filters: { formId: { type: 'checkbox' }, createdAt: { type: 'dateRange' } },
  combinations: [['formId', 'createdAt']],
};
