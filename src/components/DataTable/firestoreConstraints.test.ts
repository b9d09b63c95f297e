import { Timestamp } from 'firebase/firestore';
import { describeQuery, queryKey, toQueryConstraints } from './firestoreConstraints';
import { sortableFields } from './tableState';
import type { DataTableColumn } from './types';

interface Order {
  id: string;
  number: string;
  customer: string;
  status: string;
  createdAt: Timestamp;
}

const columns: DataTableColumn<Order>[] = [
  { field: 'number', header: 'Number', sortable: true, filter: { type: 'text' } },
  {
    field: 'customer',
    header: 'Customer',
    sortable: true,
    filter: { type: 'text', lowercaseField: 'customerLower' },
  },
  {
    field: 'status',
    header: 'Status',
    filter: {
      type: 'checkbox',
      options: [
        { value: 'open', label: 'Open' },
        { value: 'fulfilled', label: 'Fulfilled' },
      ],
    },
  },
  { field: 'createdAt', header: 'Created', sortable: true, filter: { type: 'dateRange' } },
];

const from = new Date(2026, 2, 2);
const to = new Date(2026, 2, 8, 23, 59, 59, 999);

describe('describeQuery', () => {
  it('orders by the sorted field when nothing is filtered', () => {
    expect(
      describeQuery(columns, { sort: { field: 'createdAt', direction: 'desc' }, filters: {} }),
    ).toEqual({
      where: [],
      orderBy: [{ type: 'orderBy', field: 'createdAt', direction: 'desc' }],
      effectiveSort: { field: 'createdAt', direction: 'desc' },
    });
  });

  it("turns ticked options into an 'in' filter", () => {
    const d = describeQuery(columns, {
      sort: null,
      filters: { status: { type: 'checkbox', values: ['open', 'fulfilled'] } },
    });
    expect(d.where).toEqual([
      { type: 'where', field: 'status', op: 'in', value: ['open', 'fulfilled'] },
    ]);
    expect(d.orderBy).toEqual([]);
  });

  it('bounds a date range on both sides', () => {
    const d = describeQuery(columns, {
      sort: { field: 'createdAt', direction: 'asc' },
      filters: { createdAt: { type: 'dateRange', preset: 'week', range: { from, to } } },
    });
    expect(d.where).toEqual([
      { type: 'where', field: 'createdAt', op: '>=', value: from },
      { type: 'where', field: 'createdAt', op: '<=', value: to },
    ]);
    expect(d.orderBy).toEqual([{ type: 'orderBy', field: 'createdAt', direction: 'asc' }]);
  });

  it('sorts a date range by its date, newest first, instead of another column', () => {
    const d = describeQuery(columns, {
      sort: { field: 'number', direction: 'asc' },
      filters: { createdAt: { type: 'dateRange', preset: 'week', range: { from, to } } },
    });
    expect(d.orderBy).toEqual([{ type: 'orderBy', field: 'createdAt', direction: 'desc' }]);
    expect(d.effectiveSort).toEqual({ field: 'createdAt', direction: 'desc' });
  });

  it('makes a text filter a prefix range that replaces the sort', () => {
    const d = describeQuery(columns, {
      sort: { field: 'createdAt', direction: 'desc' },
      filters: { number: { type: 'text', text: ' ORD-12 ' } },
    });
    expect(d.where).toEqual([
      { type: 'where', field: 'number', op: '>=', value: 'ORD-12' },
      { type: 'where', field: 'number', op: '<=', value: 'ORD-12\uf8ff' },
    ]);
    expect(d.orderBy).toEqual([{ type: 'orderBy', field: 'number', direction: 'asc' }]);
    expect(d.effectiveSort).toEqual({ field: 'number', direction: 'asc' });
  });

  it('searches the lower-cased copy with a lower-cased term when the column has one', () => {
    const d = describeQuery(columns, {
      sort: null,
      filters: { customer: { type: 'text', text: 'Harbor' } },
    });
    expect(d.where.map((w) => [w.field, w.value])).toEqual([
      ['customerLower', 'harbor'],
      ['customerLower', 'harbor\uf8ff'],
    ]);
    expect(d.effectiveSort).toEqual({ field: 'customer', direction: 'asc' });
  });

  it('ignores filters on columns that do not declare them', () => {
    const d = describeQuery(columns, { sort: null, filters: { id: { type: 'text', text: 'x' } } });
    expect(d.where).toEqual([]);
  });
});

describe('sortableFields', () => {
  it('offers every sortable column without a filter that fixes the order', () => {
    expect(sortableFields(columns, {})).toBe('all');
    expect(sortableFields(columns, { status: { type: 'checkbox', values: ['open'] } })).toBe('all');
  });

  it('offers no sort under a text filter and only the date under a date range', () => {
    expect(sortableFields(columns, { number: { type: 'text', text: 'ORD' } })).toEqual(new Set());
    expect(
      sortableFields(columns, {
        createdAt: { type: 'dateRange', preset: 'week', range: { from, to } },
      }),
    ).toEqual(new Set(['createdAt']));
    // A blank search does not count.
    expect(sortableFields(columns, { number: { type: 'text', text: '  ' } })).toBe('all');
  });
});

describe('toQueryConstraints', () => {
  it('builds SDK where/orderBy constraints with Dates as Timestamps', () => {
    const constraints = toQueryConstraints(
      describeQuery(columns, {
        sort: { field: 'createdAt', direction: 'desc' },
        filters: {
          status: { type: 'checkbox', values: ['open'] },
          createdAt: { type: 'dateRange', preset: 'custom', range: { from, to } },
        },
      }),
    );
    expect(constraints.map((c) => c.type)).toEqual(['where', 'where', 'where', 'orderBy']);
    // The SDK keeps the converted value on the constraint; asserting it guards the Timestamp conversion.
    const lower = constraints[1] as unknown as {
      _field: { toString(): string };
      _op: string;
      _value: unknown;
    };
    expect(lower._field.toString()).toBe('createdAt');
    expect(lower._op).toBe('>=');
    expect(lower._value).toEqual(Timestamp.fromDate(from));
  });
});

describe('queryKey', () => {
  it('changes when filters change and not otherwise', () => {
    const state = { sort: null, filters: { number: { type: 'text' as const, text: 'A' } } };
    expect(queryKey(describeQuery(columns, state))).toBe(
      queryKey(describeQuery(columns, { ...state })),
    );
    expect(queryKey(describeQuery(columns, state))).not.toBe(
      queryKey(
        describeQuery(columns, { sort: null, filters: { number: { type: 'text', text: 'B' } } }),
      ),
    );
  });
});
