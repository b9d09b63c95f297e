import { enumerateQueryShapes, type QueryDeclaration } from '@/data/query/declaredQuery';
import type { QueryShape } from '@/data/query/queryIndex';
import { describeQuery, type QueryDescriptors } from './firestoreConstraints';
import { isFilterActive } from './tableState';
import type { DataTableColumn, FilterState, FilterValue, SortState } from './types';

/*
 * Cloud Firestore refuses a query whose composite index is not declared (the emulator does not),
 * and a project may hold only 200 composite indexes. So every server-paged table says, as data,
 * which queries it can issue; the table offers only those controls, and queryShapes.test.ts
 * (src/app) derives the index of every reachable query and checks firestore.indexes.json has it.
 */

/** What a declared filter sends to Firestore (the labels and options stay on the column). */
export type DeclaredFilter =
  { type: 'checkbox' } | { type: 'text'; lowercaseField?: string } | { type: 'dateRange' };

/** One variant of the base query a page hands to `useFirestoreTable` (scope, tab, picker). */
export interface BaseShape {
  /** Fields the base fixes with `==` or `in` (e.g. `territoryId` for a scoped user). */
  equals: readonly string[];
  /** A field the base filters with `array-contains`. */
  contains?: string;
  /** The base's own order, for tables without sortable columns. */
  orderBy?: SortState;
}

/**
 * How to declare a server-paged table (one constant next to its page, registered in
 * src/app/queryRegistry.ts, passed as `useFirestoreTable({ shapes })`):
 * ```ts
 * export const ordersTable: TableQueryDeclaration = {
 *   table: 'Orders',                      // named by the index test and in refusals
 *   collection: COLLECTIONS.orders,
 *   bases: [{ equals: [] }, { equals: ['territoryId'] }], // top role; scoped or one territory
 *   sortable: ['orderNumber', 'createdAt'],               // both directions, no filter needed
 *   initialSort: { field: 'createdAt', direction: 'desc' },
 *   filters: { status: { type: 'checkbox' }, createdAt: { type: 'dateRange' } },
 *   combinations: [['status', 'createdAt']],              // beyond one filter at a time
 * };
 * ```
 * Every base is combined with every allowed filter set and every sort; keep the product small.
 * A column whose sort or filter is not declared is shown without that control; a filter that
 * would leave the declared combinations is disabled with a tooltip.
 */
export interface TableQueryDeclaration {
  table: string;
  collection: string;
  bases: readonly BaseShape[];
  sortable?: readonly string[];
  /** The order before the user picks one; without it the rows come in document-id order. */
  initialSort?: SortState;
  filters?: Readonly<Record<string, DeclaredFilter>>;
  /** Filter sets that may be active together; any single declared filter is always allowed. */
  combinations?: readonly (readonly string[])[];
}

/**
 * A table's `bases` read from the declaration its base query is built from (src/data/query/
 * declaredQuery.ts), so the table is checked against the base the page really sends: one base per
 * declared variant. A base takes equality and array-contains filters and at most one order;
 * anything else (a range, two orders) would change what the table may add, so it is refused.
 */
export function basesOf(...declarations: QueryDeclaration[]): BaseShape[] {
  return declarations.flatMap(enumerateQueryShapes).map((shape) => {
    if (shape.ranges.length > 0 || shape.orderBy.length > 1) {
      throw new Error(`${shape.table}: a table base takes equalities and at most one order`);
    }
    const [order] = shape.orderBy;
    return {
      equals: shape.equals,
      ...(shape.contains ? { contains: shape.contains } : {}),
      ...(order ? { orderBy: order } : {}),
    };
  });
}

/** True when `active` (filter fields) is a subset of a declared combination or a single filter. */
export function filterSetAllowed(
  declaration: TableQueryDeclaration,
  active: readonly string[],
): boolean {
  const filters = declaration.filters ?? {};
  if (!active.every((field) => field in filters)) return false;
  if (active.length <= 1) return true;
  return (declaration.combinations ?? []).some((set) =>
    active.every((field) => set.includes(field)),
  );
}

export const FILTER_UNAVAILABLE = 'Not available together with the current filters';

/**
 * The columns as the table may offer them: sort only where declared, filters only where declared
 * (with the declared lower-case field), and a reason on filters that cannot join the active ones.
 */
export function offeredColumns<T>(
  columns: readonly DataTableColumn<T>[],
  declaration: TableQueryDeclaration,
  filters: FilterState,
): DataTableColumn<T>[] {
  const declared = declaration.filters ?? {};
  const active = activeFilterFields(filters);
  return columns.map((column) => {
    const sortable = Boolean(column.sortable && declaration.sortable?.includes(column.field));
    const shape = declared[column.field];
    if (!column.filter || !shape || shape.type !== column.filter.type) {
      return { ...column, sortable, filter: undefined, filterUnavailable: undefined };
    }
    const filter =
      column.filter.type === 'text' && shape.type === 'text'
        ? { ...column.filter, lowercaseField: shape.lowercaseField }
        : column.filter;
    const withThis = active.includes(column.field) ? active : [...active, column.field];
    return {
      ...column,
      sortable,
      filter,
      filterUnavailable: filterSetAllowed(declaration, withThis) ? undefined : FILTER_UNAVAILABLE,
    };
  });
}

function activeFilterFields(filters: FilterState): string[] {
  return Object.entries(filters)
    .filter(([, value]) => isFilterActive(value))
    .map(([field]) => field);
}

/** Every subset of the declared filter sets (the empty one included), each once. */
function filterSets(declaration: TableQueryDeclaration): string[][] {
  const fields = Object.keys(declaration.filters ?? {});
  const sets = new Map<string, string[]>([['', []]]);
  const add = (set: string[]) => sets.set([...set].sort().join('|'), [...set].sort());
  fields.forEach((field) => add([field]));
  for (const combination of declaration.combinations ?? []) {
    const n = combination.length;
    for (let mask = 1; mask < 1 << n; mask++) {
      add(combination.filter((_, i) => mask & (1 << i)));
    }
  }
  return [...sets.values()];
}

function sampleFilter(shape: DeclaredFilter): FilterValue {
  switch (shape.type) {
    case 'checkbox':
      return { type: 'checkbox', values: ['x'] };
    case 'text':
      return { type: 'text', text: 'a' };
    case 'dateRange':
      return {
        type: 'dateRange',
        preset: 'custom',
        range: { from: new Date(2026, 0, 1), to: new Date(2026, 0, 31) },
      };
  }
}

/** Columns carrying only what `describeQuery` reads, built from the declaration. */
function declaredColumns(declaration: TableQueryDeclaration): DataTableColumn<never>[] {
  const fields = new Set([
    ...Object.keys(declaration.filters ?? {}),
    ...(declaration.sortable ?? []),
  ]);
  return [...fields].map((field) => ({
    field: field as never,
    header: field,
    sortable: declaration.sortable?.includes(field),
    filter: toColumnFilter(declaration.filters?.[field]),
  }));
}

function toColumnFilter(shape: DeclaredFilter | undefined): DataTableColumn<never>['filter'] {
  if (!shape) return undefined;
  return shape.type === 'checkbox' ? { type: 'checkbox', options: [] } : shape;
}

/** The sorts a user can reach: the initial one (or none) and each sortable column both ways. */
function reachableSorts(declaration: TableQueryDeclaration): (SortState | null)[] {
  const sorts: (SortState | null)[] = [declaration.initialSort ?? null];
  for (const field of declaration.sortable ?? []) {
    sorts.push({ field, direction: 'asc' }, { field, direction: 'desc' });
  }
  return sorts;
}

/**
 * Every query the table can send: each base x each allowed filter set x each reachable sort, run
 * through the same `describeQuery` the hook uses, so the shapes are the ones really sent.
 */
export function enumerateTableShapes(declaration: TableQueryDeclaration): QueryShape[] {
  const columns = declaredColumns(declaration);
  const shapes = new Map<string, QueryShape>();
  for (const base of declaration.bases) {
    for (const set of filterSets(declaration)) {
      const filters: FilterState = Object.fromEntries(
        set.map((field) => [field, sampleFilter(declaration.filters![field])]),
      );
      for (const sort of reachableSorts(declaration)) {
        const shape = toShape(declaration, base, describeQuery(columns, { sort, filters }));
        shapes.set(JSON.stringify(shape), shape);
      }
    }
  }
  return [...shapes.values()];
}

function toShape(
  declaration: TableQueryDeclaration,
  base: BaseShape,
  descriptors: QueryDescriptors,
): QueryShape {
  const equals = [...base.equals];
  const ranges: string[] = [];
  for (const w of descriptors.where) {
    const list = w.op === 'in' ? equals : ranges;
    if (!list.includes(w.field)) list.push(w.field);
  }
  const orderBy = base.orderBy ? [base.orderBy] : [];
  orderBy.push(...descriptors.orderBy.map(({ field, direction }) => ({ field, direction })));
  return {
    table: declaration.table,
    collection: declaration.collection,
    equals: equals.sort(),
    ...(base.contains ? { contains: base.contains } : {}),
    ranges,
    orderBy,
  };
}
