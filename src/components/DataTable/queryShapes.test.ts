import { declareQuery, desc, eq, isIn, optional, range } from '@/data/query/declaredQuery';
import {
  basesOf,
  enumerateTableShapes,
  FILTER_UNAVAILABLE,
  filterSetAllowed,
  offeredColumns,
  type TableQueryDeclaration,
} from './queryShapes';
import type { DataTableColumn } from './types';

interface Row {
  name: string;
  status: string;
  createdAt: Date;
  city: string;
}

const declaration: TableQueryDeclaration = {
  table: 'Things',
  collection: 'things',
  bases: [{ equals: [] }, { equals: ['territoryId'] }],
  sortable: ['name', 'createdAt'],
  initialSort: { field: 'createdAt', direction: 'desc' },
  filters: {
    name: { type: 'text', lowercaseField: 'nameLower' },
    status: { type: 'checkbox' },
    createdAt: { type: 'dateRange' },
  },
  combinations: [['status', 'createdAt']],
};

const columns: DataTableColumn<Row>[] = [
  { field: 'name', header: 'Name', sortable: true, filter: { type: 'text' } },
  { field: 'status', header: 'Status', filter: { type: 'checkbox', options: [] } },
  { field: 'createdAt', header: 'Created', sortable: true, filter: { type: 'dateRange' } },
  { field: 'city', header: 'City', sortable: true, filter: { type: 'text' } },
];

describe('filterSetAllowed', () => {
  it('allows one declared filter, declared combinations and their subsets', () => {
    expect(filterSetAllowed(declaration, [])).toBe(true);
    expect(filterSetAllowed(declaration, ['name'])).toBe(true);
    expect(filterSetAllowed(declaration, ['createdAt', 'status'])).toBe(true);
  });

  it('refuses undeclared filters and undeclared combinations', () => {
    expect(filterSetAllowed(declaration, ['city'])).toBe(false);
    expect(filterSetAllowed(declaration, ['name', 'status'])).toBe(false);
  });
});

describe('offeredColumns', () => {
  it('offers only declared sorts and filters, with the declared lower-case field', () => {
    const offered = offeredColumns(columns, declaration, {});
    const city = offered.find((c) => c.field === 'city')!;
    expect(city.sortable).toBe(false);
    expect(city.filter).toBeUndefined();
    expect(offered[0].filter).toEqual({ type: 'text', lowercaseField: 'nameLower' });
    expect(offered.every((c) => c.filterUnavailable === undefined)).toBe(true);
  });

  it('disables a filter that cannot join the active ones, with a reason', () => {
    const offered = offeredColumns(columns, declaration, {
      status: { type: 'checkbox', values: ['open'] },
    });
    expect(offered.find((c) => c.field === 'name')?.filterUnavailable).toBe(FILTER_UNAVAILABLE);
    expect(offered.find((c) => c.field === 'createdAt')?.filterUnavailable).toBeUndefined();
    expect(offered.find((c) => c.field === 'status')?.filterUnavailable).toBeUndefined();
  });
});

describe('enumerateTableShapes', () => {
  const shapes = enumerateTableShapes(declaration);

  it('combines every base with every allowed filter set and reachable sort', () => {
    expect(shapes).toContainEqual({
      table: 'Things',
      collection: 'things',
      equals: ['status', 'territoryId'],
      ranges: [],
      orderBy: [{ field: 'name', direction: 'desc' }],
    });
  });

  it('lets a text filter replace the sort and a date range sort by its date', () => {
    const byText = shapes.filter((s) => s.ranges.includes('nameLower'));
    expect(byText.length).toBeGreaterThan(0);
    expect(byText.every((s) => s.orderBy.length === 1 && s.orderBy[0].field === 'nameLower')).toBe(
      true,
    );
    const byDate = shapes.filter((s) => s.ranges.includes('createdAt'));
    expect(byDate.every((s) => s.orderBy.every((o) => o.field === 'createdAt'))).toBe(true);
  });

  it('never combines filters the declaration does not', () => {
    expect(shapes.some((s) => s.ranges.includes('nameLower') && s.equals.includes('status'))).toBe(
      false,
    );
  });
});

describe('basesOf', () => {
  it('reads one base per declared variant of the query the page builds its base from', () => {
    const base = declareQuery({
      name: 'Things base',
      collection: 'things',
      sources: [],
      where: [eq('status'), optional(eq('territoryId'), isIn('territoryId', 'territoryIds'))],
      orderBy: desc('createdAt'),
    });
    const newest = { field: 'createdAt', direction: 'desc' };
    // `==` and `in` on the territory make the same base: one equality.
    expect(basesOf(base)).toEqual([
      { equals: ['status'], orderBy: newest },
      { equals: ['status', 'territoryId'], orderBy: newest },
    ]);
  });

  it('refuses a base the table could not add its own filters and sorts to', () => {
    const ranged = declareQuery({
      name: 'Ranged',
      collection: 'things',
      sources: [],
      where: [range('date', '>=', 'from')],
    });
    expect(() => basesOf(ranged)).toThrow(/equalities and at most one order/);
  });
});
