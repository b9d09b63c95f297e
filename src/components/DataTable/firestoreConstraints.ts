import { orderBy, Timestamp, where, type QueryConstraint } from 'firebase/firestore';
import { isFilterActive } from './tableState';
import type { DataTableColumn, SortDirection, SortState, TableState } from './types';

/*
 * Table state → Firestore query, in two steps: plain descriptors (pure, easy to assert on and to
 * compare between renders) and then the SDK's constraint objects.
 *
 * Firestore limits, and what this module does about them:
 * - Text filters are prefix matches (`>= term` and `<= term + '\uf8ff'`), not substrings, and they
 *   are case-sensitive unless the column names a `lowercaseField` holding a lower-cased copy.
 * - A range filter on one field ordered by another needs a composite index for every such pair,
 *   which would multiply the indexes by the sortable columns. So a text filter replaces the sort
 *   (matches in that field's order) and a date range sorts by its date (newest first unless the
 *   user sorts that column); `effectiveSort` reports it and `sortableFields` (tableState.ts) tells the table which
 *   headers may still be clicked.
 * - Checkbox filters become `in`, which takes at most 30 values (and 30 combinations in total when
 *   several are combined).
 * - Date ranges and checkbox filters combined with a sort on a different field need a composite
 *   index; the SDK error links to its creation page.
 */

const PREFIX_END = '\uf8ff';

type WhereDescriptor = {
  type: 'where';
  field: string;
  op: 'in' | '>=' | '<=';
  value: string | number | boolean | Date | readonly (string | number | boolean)[];
};

type OrderByDescriptor = { type: 'orderBy'; field: string; direction: SortDirection };

export interface QueryDescriptors {
  where: WhereDescriptor[];
  orderBy: OrderByDescriptor[];
  /** The order the rows really come back in, to show in the column headers. */
  effectiveSort: SortState | null;
}

export function describeQuery<T>(
  columns: readonly DataTableColumn<T>[],
  state: Pick<TableState, 'sort' | 'filters'>,
): QueryDescriptors {
  const whereList: WhereDescriptor[] = [];
  const orderList: OrderByDescriptor[] = [];
  let effectiveSort: SortState | null = null;

  for (const column of columns) {
    const filter = state.filters[column.field];
    if (!column.filter || !isFilterActive(filter) || filter.type !== column.filter.type) continue;
    const field = column.field;
    switch (filter.type) {
      case 'text': {
        const lowercaseField =
          column.filter.type === 'text' ? column.filter.lowercaseField : undefined;
        const searched = lowercaseField ?? field;
        const term = lowercaseField ? filter.text.trim().toLowerCase() : filter.text.trim();
        whereList.push(
          { type: 'where', field: searched, op: '>=', value: term },
          { type: 'where', field: searched, op: '<=', value: term + PREFIX_END },
        );
        if (effectiveSort === null) {
          orderList.push({ type: 'orderBy', field: searched, direction: 'asc' });
          effectiveSort = { field, direction: 'asc' };
        }
        break;
      }
      case 'checkbox':
        whereList.push({ type: 'where', field, op: 'in', value: [...filter.values] });
        break;
      case 'dateRange':
        whereList.push(
          { type: 'where', field, op: '>=', value: filter.range.from },
          { type: 'where', field, op: '<=', value: filter.range.to },
        );
        if (effectiveSort === null) {
          const direction = state.sort?.field === field ? state.sort.direction : 'desc';
          orderList.push({ type: 'orderBy', field, direction });
          effectiveSort = { field, direction };
        }
        break;
    }
  }

  const sort = state.sort;
  if (effectiveSort === null && sort) {
    orderList.push({ type: 'orderBy', field: sort.field, direction: sort.direction });
  }
  return { where: whereList, orderBy: orderList, effectiveSort: effectiveSort ?? sort };
}

/** The SDK constraints for the filters and order (no paging): shared by the page and count queries. */
export function toQueryConstraints(descriptors: QueryDescriptors): QueryConstraint[] {
  return [
    ...descriptors.where.map((w) =>
      where(w.field, w.op, w.value instanceof Date ? Timestamp.fromDate(w.value) : w.value),
    ),
    ...descriptors.orderBy.map((o) => orderBy(o.field, o.direction)),
  ];
}

/** A stable string for "did the query change?" comparisons (Dates serialise as ISO strings). */
export function queryKey(descriptors: QueryDescriptors): string {
  return JSON.stringify([descriptors.where, descriptors.orderBy]);
}
