import {
  documentId,
  limit,
  orderBy,
  where,
  type QueryConstraint,
  type WhereFilterOp,
} from 'firebase/firestore';
import type { QueryShape, SortDirection } from './queryIndex';

/*
 * A query the app sends outside the server tables, declared as data and then BUILT from that
 * declaration: `constraintsOf` is the only way a feature turns filters and orders into the SDK's
 * `where` / `orderBy` / `limit`, and `enumerateQueryShapes` reads the same declaration for the index
 * test (src/app/queryShapes.test.ts). What the test checks is therefore what runs: a query cannot
 * change its filters, operators or sort without its declaration changing with it.
 *
 * A query that varies at run time (an optional filter, a scope that is `==` one territory or `in`
 * a chunk of them) lists every variant as slots of alternatives; the code chooses one by the
 * values it passes, and a combination no slot allows is refused (it throws) instead of being sent.
 * ```ts
 * export const followUpActions = declareQuery({
 *   name: 'Follow-up actions',                // named by the index test when an index is missing
 *   collection: COLLECTIONS.complianceActions,
 *   sources: ['features/compliance/actions/api/list-actions.ts'],
 *   where: [
 *     optional(isIn('territoryId'), eq('assigneeId')), // none, one or the other
 *     optional(eq('isActive'), eq('status')),
 *   ],
 *   orderBy: asc('dueDate'),
 * });
 * query(actions, ...constraintsOf(followUpActions, { assigneeId: uid, isActive: true }));
 * ```
 */

/** The field name Firestore gives the document id; `documentId()` in the SDK. */
export const DOCUMENT_ID = '__name__';

/** One filter: `key` names its value in `constraintsOf` (the field, unless two filters share it). */
interface DeclaredFilter<K extends string = string> {
  readonly key: K;
  readonly field: string;
  readonly op: WhereFilterOp;
}

/** One place in the filter list and the filter sets the code may send there (one may be empty). */
interface FilterSlot<K extends string = string> {
  readonly alternatives: readonly (readonly DeclaredFilter<K>[])[];
}

interface DeclaredOrder {
  readonly field: string;
  readonly direction: SortDirection;
}

export interface QueryDeclaration<K extends string = string> {
  /** Who sends it, named by the index test (the `table` of its shapes). */
  readonly name: string;
  readonly collection: string;
  /** The files (under src/) that send it; the index test checks each one names the declaration. */
  readonly sources: readonly string[];
  readonly where: readonly FilterSlot<K>[];
  readonly orderBy: readonly DeclaredOrder[];
  /** The most documents it reads, unless the caller passes its own (a page size). */
  readonly limit?: number;
}

/** The values of one query, by filter key; a key left out (or undefined) leaves its filter out. */
export type FilterValues<K extends string> = { readonly [P in K]?: unknown };

type Alternative<K extends string> = DeclaredFilter<K> | readonly DeclaredFilter<K>[];

const filter = <K extends string>(key: K, field: string, op: WhereFilterOp): DeclaredFilter<K> => ({
  key,
  field,
  op,
});

/* Filters. Overloads keep the key's literal type without a cast: the field's, or the one given. */

/** `field == value`. */
export function eq<F extends string>(field: F): DeclaredFilter<F>;
export function eq<K extends string>(field: string, key: K): DeclaredFilter<K>;
export function eq(field: string, key: string = field): DeclaredFilter {
  return filter(key, field, '==');
}

/** `field in values` (at most 30 of them). */
export function isIn<F extends string>(field: F): DeclaredFilter<F>;
export function isIn<K extends string>(field: string, key: K): DeclaredFilter<K>;
export function isIn(field: string, key: string = field): DeclaredFilter {
  return filter(key, field, 'in');
}

/** `field array-contains value`. */
export function contains<F extends string>(field: F): DeclaredFilter<F>;
export function contains<K extends string>(field: string, key: K): DeclaredFilter<K>;
export function contains(field: string, key: string = field): DeclaredFilter {
  return filter(key, field, 'array-contains');
}

/** `field array-contains-any values`. */
export function containsAny<F extends string>(field: F): DeclaredFilter<F>;
export function containsAny<K extends string>(field: string, key: K): DeclaredFilter<K>;
export function containsAny(field: string, key: string = field): DeclaredFilter {
  return filter(key, field, 'array-contains-any');
}

/** An inequality; a field bounded twice needs a key per bound (e.g. 'from' and 'to'). */
export function range<K extends string>(
  field: string,
  op: '<' | '<=' | '>' | '>=' | '!=' | 'not-in',
  key: K,
): DeclaredFilter<K> {
  return filter(key, field, op);
}

/* Slots. */

const asList = <K extends string>(alternative: Alternative<K>): readonly DeclaredFilter<K>[] =>
  'key' in alternative ? [alternative] : alternative;

/** Exactly one of the alternatives (each one filter or a list of filters sent together). */
export function oneOf<K extends string>(...alternatives: Alternative<K>[]): FilterSlot<K> {
  return { alternatives: alternatives.map(asList) };
}

/** None of the alternatives, or one of them. */
export function optional<K extends string>(...alternatives: Alternative<K>[]): FilterSlot<K> {
  return { alternatives: [[], ...alternatives.map(asList)] };
}

/* Orders: the shorthands the declarations read best with. */

export const asc = (field: string): DeclaredOrder[] => [{ field, direction: 'asc' }];
export const desc = (field: string): DeclaredOrder[] => [{ field, direction: 'desc' }];

const keysOf = (slot: FilterSlot) => new Set(slot.alternatives.flat().map((f) => f.key));
const sameKeys = (a: readonly DeclaredFilter[], b: readonly DeclaredFilter[]) =>
  a.length === b.length && a.every((f) => b.some((g) => g.key === f.key));

/** What declareQuery made, so the index test's registry finds declarations among exports. */
const declared = new WeakSet<object>();

/** True for a declaration made by declareQuery (the registry walks modules' exports with it). */
export function isQueryDeclaration(value: unknown): value is QueryDeclaration {
  return typeof value === 'object' && value !== null && declared.has(value);
}

/**
 * A query declaration. A plain filter in `where` is always sent; a slot (`optional`, `oneOf`)
 * sends one of its alternatives. Filters go to Firestore in this order, then the orders.
 * Throws for a declaration `constraintsOf` could not choose from unambiguously: a key in two
 * slots, or two alternatives of a slot with the same keys.
 */
export function declareQuery<K extends string>(declaration: {
  name: string;
  collection: string;
  sources: readonly string[];
  where?: readonly (DeclaredFilter<K> | FilterSlot<K>)[];
  orderBy?: readonly DeclaredOrder[];
  limit?: number;
}): QueryDeclaration<K> {
  const where = (declaration.where ?? []).map((part): FilterSlot<K> =>
    'key' in part ? { alternatives: [[part]] } : part,
  );
  const seen = new Set<string>();
  for (const slot of where) {
    const keys = keysOf(slot);
    const shared = [...keys].filter((key) => seen.has(key));
    if (shared.length > 0) {
      throw new Error(`${declaration.name}: ${shared.join(', ')} in more than one slot`);
    }
    keys.forEach((key) => seen.add(key));
    slot.alternatives.forEach((alternative, i) => {
      if (slot.alternatives.slice(0, i).some((other) => sameKeys(other, alternative))) {
        throw new Error(`${declaration.name}: two alternatives of a slot take the same values`);
      }
    });
  }
  const made: QueryDeclaration<K> = {
    name: declaration.name,
    collection: declaration.collection,
    sources: declaration.sources,
    where,
    orderBy: declaration.orderBy ?? [],
    ...(declaration.limit === undefined ? {} : { limit: declaration.limit }),
  };
  declared.add(made);
  return made;
}

/** Thrown for values that make no declared variant: the query is not sent. */
export class UndeclaredQueryError extends Error {
  constructor(declaration: QueryDeclaration, given: readonly string[]) {
    super(
      `${declaration.name}: no declared variant takes the values ${given.join(', ') || '(none)'}`,
    );
    this.name = 'UndeclaredQueryError';
  }
}

/** The filters the values choose: per slot, the alternative whose keys are exactly those given. */
function chosenFilters<K extends string>(
  declaration: QueryDeclaration<K>,
  values: FilterValues<K>,
): DeclaredFilter<K>[] {
  const given = new Set(
    Object.entries(values)
      .filter(([, value]) => value !== undefined)
      .map(([key]) => key),
  );
  const chosen: DeclaredFilter<K>[] = [];
  for (const slot of declaration.where) {
    const keys = keysOf(slot);
    const match = slot.alternatives.find((alternative) =>
      [...keys].every((key) => given.has(key) === alternative.some((f) => f.key === key)),
    );
    if (!match) throw new UndeclaredQueryError(declaration, [...given]);
    chosen.push(...match);
  }
  // A value no slot takes would be silently dropped: refuse it like an undeclared variant.
  if ([...given].some((key) => !chosen.some((f) => f.key === key))) {
    throw new UndeclaredQueryError(declaration, [...given]);
  }
  return chosen;
}

/**
 * The SDK constraints of one declared variant: its filters with `values`, its orders, and its
 * limit (`options.limit` replaces the declared one, e.g. a page size plus one). Cursors
 * (`startAfter`) are the caller's: they do not change the query's shape.
 */
export function constraintsOf<K extends string>(
  declaration: QueryDeclaration<K>,
  values: FilterValues<K>,
  options: { limit?: number } = {},
): QueryConstraint[] {
  const filters = chosenFilters(declaration, values).map((f) =>
    where(f.field === DOCUMENT_ID ? documentId() : f.field, f.op, values[f.key]),
  );
  const orders = declaration.orderBy.map((o) => orderBy(o.field, o.direction));
  const n = options.limit ?? declaration.limit;
  return [...filters, ...orders, ...(n === undefined ? [] : [limit(n)])];
}

const EQUALITY_OPS: ReadonlySet<WhereFilterOp> = new Set(['==', 'in']);
const CONTAINS_OPS: ReadonlySet<WhereFilterOp> = new Set(['array-contains', 'array-contains-any']);

/** Every combination of one alternative per slot. */
function variants<K extends string>(declaration: QueryDeclaration<K>): DeclaredFilter<K>[][] {
  return declaration.where.reduce<DeclaredFilter<K>[][]>(
    (product, slot) =>
      product.flatMap((left) => slot.alternatives.map((alternative) => [...left, ...alternative])),
    [[]],
  );
}

/**
 * Every query the declaration lets the code send, as the index test reads them (one shape per
 * variant, duplicates dropped), named after the declaration.
 */
export function enumerateQueryShapes(declaration: QueryDeclaration): QueryShape[] {
  const shapes = new Map<string, QueryShape>();
  for (const filters of variants(declaration)) {
    const field = (ops: ReadonlySet<WhereFilterOp> | null) =>
      filters
        .filter((f) => (ops ? ops.has(f.op) : !EQUALITY_OPS.has(f.op) && !CONTAINS_OPS.has(f.op)))
        .map((f) => f.field);
    const contained = field(CONTAINS_OPS)[0];
    const shape: QueryShape = {
      table: declaration.name,
      collection: declaration.collection,
      equals: [...new Set(field(EQUALITY_OPS))].sort(),
      ...(contained ? { contains: contained } : {}),
      ranges: [...new Set(field(null))],
      orderBy: declaration.orderBy.map(({ field, direction }) => ({ field, direction })),
    };
    shapes.set(JSON.stringify(shape), shape);
  }
  return [...shapes.values()];
}
