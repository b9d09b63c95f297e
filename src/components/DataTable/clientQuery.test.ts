import { Timestamp } from 'firebase/firestore';
import { applyClientQuery, compareValues, filterRows, paginate, sortRows } from './clientQuery';
import { initialTableState } from './tableState';
import type { DataTableColumn } from './types';

interface Store {
  id: string;
  name: string;
  status: 'active' | 'closed';
  opened: Timestamp | null;
  seats: number | null;
}

const store = (
  id: string,
  name: string,
  status: Store['status'],
  opened: Date | null,
  seats: number | null,
): Store => ({
  id,
  name,
  status,
  opened: opened && Timestamp.fromDate(opened),
  seats,
});

const rows: Store[] = [
  store('1', 'Harbor Street', 'active', new Date(2026, 2, 5, 12), 40),
  store('2', 'beach Shack', 'closed', new Date(2025, 5, 1), 12),
  store('3', 'Airport Truck', 'active', null, null),
  store('4', 'Harborview', 'closed', new Date(2026, 2, 6, 8), 100),
];

const columns: DataTableColumn<Store>[] = [
  { field: 'name', header: 'Name', sortable: true, filter: { type: 'text' } },
  {
    field: 'status',
    header: 'Status',
    filter: {
      type: 'checkbox',
      options: [
        { value: 'active', label: 'Active' },
        { value: 'closed', label: 'Closed' },
      ],
    },
  },
  { field: 'opened', header: 'Opened', sortable: true, filter: { type: 'dateRange' } },
  { field: 'seats', header: 'Seats', sortable: true },
];

const ids = (list: Store[]) => list.map((r) => r.id);

describe('filterRows', () => {
  it('matches text case-insensitively anywhere in the value', () => {
    expect(ids(filterRows(rows, columns, { name: { type: 'text', text: 'HARBOR' } }))).toEqual([
      '1',
      '4',
    ]);
    expect(ids(filterRows(rows, columns, { name: { type: 'text', text: 'shack' } }))).toEqual([
      '2',
    ]);
  });
  it('ignores a blank text filter', () => {
    expect(filterRows(rows, columns, { name: { type: 'text', text: '  ' } })).toHaveLength(4);
  });
  it('keeps rows whose value is one of the ticked options', () => {
    expect(
      ids(filterRows(rows, columns, { status: { type: 'checkbox', values: ['closed'] } })),
    ).toEqual(['2', '4']);
  });
  it('keeps rows dated inside the range, inclusive, and drops undated rows', () => {
    const range = { from: new Date(2026, 2, 5), to: new Date(2026, 2, 5, 23, 59, 59, 999) };
    expect(
      ids(filterRows(rows, columns, { opened: { type: 'dateRange', preset: 'custom', range } })),
    ).toEqual(['1']);
  });
  it('combines filters with AND', () => {
    const result = filterRows(rows, columns, {
      name: { type: 'text', text: 'harbor' },
      status: { type: 'checkbox', values: ['active'] },
    });
    expect(ids(result)).toEqual(['1']);
  });
  it('uses getValue when the column shows a derived value', () => {
    const derived: DataTableColumn<Store>[] = [
      {
        field: 'seats',
        header: 'Size',
        filter: { type: 'text' },
        getValue: (r) => ((r.seats ?? 0) > 50 ? 'large' : 'small'),
      },
    ];
    expect(ids(filterRows(rows, derived, { seats: { type: 'text', text: 'large' } }))).toEqual([
      '4',
    ]);
  });
});

describe('sortRows', () => {
  it('sorts text naturally and case-insensitively in both directions', () => {
    expect(ids(sortRows(rows, columns, { field: 'name', direction: 'asc' }))).toEqual([
      '3',
      '2',
      '1',
      '4',
    ]);
    expect(ids(sortRows(rows, columns, { field: 'name', direction: 'desc' }))).toEqual([
      '4',
      '1',
      '2',
      '3',
    ]);
  });
  it('sorts numbers and timestamps by value, keeping empty cells last either way', () => {
    expect(ids(sortRows(rows, columns, { field: 'seats', direction: 'asc' }))).toEqual([
      '2',
      '1',
      '4',
      '3',
    ]);
    expect(ids(sortRows(rows, columns, { field: 'seats', direction: 'desc' }))).toEqual([
      '4',
      '1',
      '2',
      '3',
    ]);
    expect(ids(sortRows(rows, columns, { field: 'opened', direction: 'desc' }))).toEqual([
      '4',
      '1',
      '2',
      '3',
    ]);
  });
  it('leaves the order alone without a sort', () => {
    expect(ids(sortRows(rows, columns, null))).toEqual(['1', '2', '3', '4']);
  });
  it('compares numeric strings naturally', () => {
    expect(compareValues('Truck 2', 'Truck 10')).toBeLessThan(0);
  });
});

describe('paginate', () => {
  const list = Array.from({ length: 60 }, (_, i) => i);
  it('slices one page', () => {
    expect(paginate(list, 1, 25)).toEqual({ rows: list.slice(25, 50), page: 1 });
    expect(paginate(list, 2, 25).rows).toHaveLength(10);
  });
  it('falls back to the last page when the requested one no longer exists', () => {
    expect(paginate(list.slice(0, 30), 4, 25).page).toBe(1);
    expect(paginate([], 3, 25)).toEqual({ rows: [], page: 0 });
  });
});

describe('applyClientQuery', () => {
  it('filters, then sorts, then pages, and counts the matches', () => {
    const result = applyClientQuery(
      rows,
      columns,
      initialTableState({
        filters: { status: { type: 'checkbox', values: ['active', 'closed'] } },
        sort: { field: 'name', direction: 'asc' },
        pageSize: 25,
      }),
    );
    expect(result.totalCount).toBe(4);
    expect(ids(result.pageRows)).toEqual(['3', '2', '1', '4']);
  });
});
