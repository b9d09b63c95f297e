import type { QueryShape, SortDirection } from './queryIndex';

/*
 * The queries a browser really sends, read back into query shapes (pure; used by the browser
 * suite's index check, tests/e2e/sent-queries.test.ts). The web SDK sends a query as the
 * `structuredQuery` of Firestore's REST and listen APIs, with its order normalized: the implicit
 * order of an inequality field and the final `__name__` order are written out.
 */

interface FieldReference {
  fieldPath: string;
}

interface WireFilter {
  fieldFilter?: { field: FieldReference; op: string };
  unaryFilter?: { field: FieldReference; op: string };
  compositeFilter?: { op: string; filters: WireFilter[] };
}

export interface StructuredQuery {
  from?: { collectionId: string; allDescendants?: boolean }[];
  where?: WireFilter;
  orderBy?: { field: FieldReference; direction?: string }[];
}

const EQUALITY_OPS = new Set(['EQUAL', 'IN', 'IS_NULL', 'IS_NAN']);
const CONTAINS_OPS = new Set(['ARRAY_CONTAINS', 'ARRAY_CONTAINS_ANY']);
// Everything else (<, <=, >, >=, !=, not-in, is-not-null, is-not-nan) is an inequality.

/** The document id, which every index ends with implicitly. */
const DOCUMENT_ID = '__name__';

interface Conjunction {
  equals: string[];
  contains: string[];
  ranges: string[];
}

/** The filter as an OR of ANDs: Firestore serves each conjunction of an `or()` with its own index. */
function disjunctiveNormalForm(filter: WireFilter | undefined): Conjunction[] {
  if (!filter) return [{ equals: [], contains: [], ranges: [] }];
  const single = filter.fieldFilter ?? filter.unaryFilter;
  if (single) {
    const field = single.field.fieldPath;
    if (EQUALITY_OPS.has(single.op)) return [{ equals: [field], contains: [], ranges: [] }];
    if (CONTAINS_OPS.has(single.op)) return [{ equals: [], contains: [field], ranges: [] }];
    return [{ equals: [], contains: [], ranges: [field] }];
  }
  const composite = filter.compositeFilter;
  if (!composite) return [{ equals: [], contains: [], ranges: [] }];
  const parts = composite.filters.map(disjunctiveNormalForm);
  if (composite.op === 'OR') return parts.flat();
  return parts.reduce<Conjunction[]>(
    (product, part) =>
      product.flatMap((left) =>
        part.map((right) => ({
          equals: [...left.equals, ...right.equals],
          contains: [...left.contains, ...right.contains],
          ranges: [...left.ranges, ...right.ranges],
        })),
      ),
    [{ equals: [], contains: [], ranges: [] }],
  );
}

const unique = (fields: string[]) => [...new Set(fields)];

/**
 * The shapes of one sent query (one per conjunction of an `or()`), named `table` in failures.
 * A collection-group query (`allDescendants`) is named by its collection with a `group:` prefix,
 * so it never matches a collection-scoped index.
 */
export function shapesOfStructuredQuery(query: StructuredQuery, table: string): QueryShape[] {
  const source = query.from?.[0];
  if (!source) return [];
  const collection = source.allDescendants ? `group:${source.collectionId}` : source.collectionId;
  const orderBy = (query.orderBy ?? [])
    .map((order) => ({
      field: order.field.fieldPath,
      direction: (order.direction === 'DESCENDING' ? 'desc' : 'asc') as SortDirection,
    }))
    .filter((order) => order.field !== DOCUMENT_ID);
  return disjunctiveNormalForm(query.where).map((conjunction) => ({
    table,
    collection,
    equals: unique(conjunction.equals),
    ...(conjunction.contains.length ? { contains: conjunction.contains[0] } : {}),
    // A range on the document id needs no index of its own: every index ends with the id.
    ranges: unique(conjunction.ranges).filter((field) => field !== DOCUMENT_ID),
    orderBy,
  }));
}

/**
 * The structured queries inside one request body of the web SDK: a listen channel's form fields
 * (`req0___data__={"addTarget":{"query":{"structuredQuery":…}}}`, several per body) or a REST
 * `runQuery` / `runAggregationQuery` JSON body. Anything else yields none.
 */
export function structuredQueriesOfRequestBody(body: string): StructuredQuery[] {
  const payloads: unknown[] = [];
  const trimmed = body.trim();
  if (trimmed.startsWith('{')) {
    payloads.push(parseJson(trimmed));
  } else {
    for (const [key, value] of new URLSearchParams(body)) {
      if (/^req\d+___data__$/.test(key)) payloads.push(parseJson(value));
    }
  }
  return payloads.flatMap((payload) => {
    const data = payload as {
      structuredQuery?: StructuredQuery;
      structuredAggregationQuery?: { structuredQuery?: StructuredQuery };
      addTarget?: { query?: { structuredQuery?: StructuredQuery } };
    } | null;
    const query =
      data?.structuredQuery ??
      data?.structuredAggregationQuery?.structuredQuery ??
      data?.addTarget?.query?.structuredQuery;
    return query ? [query] : [];
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
