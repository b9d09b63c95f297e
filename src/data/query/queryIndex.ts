/*
 * Which composite index a Firestore query needs, from its shape alone (pure; used by the index
 * test in src/app/queryShapes.test.ts). The rules Cloud Firestore applies:
 * - equality filters (`==`, `in`) and `array-contains` come first, in any order and direction;
 * - then the orderBy fields in the query's order and direction, then range fields not ordered by
 *   (Firestore orders by them implicitly, ascending);
 * - a query on one field, or with equality filters only, is served by the automatic single-field
 *   indexes (merged for several equalities) and needs no composite index.
 */

export type SortDirection = 'asc' | 'desc';

/** One query an app screen can send, reduced to what decides its index. */
export interface QueryShape {
  /** The table or repository function sending it, named when its index is missing. */
  table: string;
  collection: string;
  /** Fields under `==` / `in`. */
  equals: readonly string[];
  /** A field under `array-contains`. */
  contains?: string;
  /** Fields under `>=`, `<=`, `>`, `<` or `!=`. */
  ranges: readonly string[];
  orderBy: readonly { field: string; direction: SortDirection }[];
}

export interface IndexField {
  fieldPath: string;
  order?: 'ASCENDING' | 'DESCENDING';
  arrayConfig?: 'CONTAINS';
}

export interface CompositeIndex {
  collectionGroup: string;
  queryScope: string;
  fields: readonly IndexField[];
}

const ORDER = { asc: 'ASCENDING', desc: 'DESCENDING' } as const;

/** A needed index in two parts: the unordered equality block and the ordered tail. */
interface NeededIndex {
  collectionGroup: string;
  equalities: readonly IndexField[];
  ordered: readonly IndexField[];
}

/** The composite index the query needs, or null when single-field indexes serve it. */
export function requiredIndex(shape: QueryShape): NeededIndex | null {
  const ordered = [...shape.orderBy];
  for (const field of shape.ranges) {
    if (!ordered.some((o) => o.field === field)) ordered.push({ field, direction: 'asc' });
  }
  if (ordered.length === 0) return null;
  // An equality on the ordered field fixes its value: the order adds nothing to the index.
  const equals = shape.equals.filter((field) => !ordered.some((o) => o.field === field));
  const equalities: IndexField[] = equals.map((fieldPath) => ({ fieldPath, order: 'ASCENDING' }));
  if (shape.contains) equalities.push({ fieldPath: shape.contains, arrayConfig: 'CONTAINS' });
  if (equalities.length + ordered.length <= 1) return null;
  return {
    collectionGroup: shape.collection,
    equalities,
    ordered: ordered.map((o) => ({ fieldPath: o.field, order: ORDER[o.direction] })),
  };
}

/** Does `index` (an entry of firestore.indexes.json) serve a query needing `needed`? */
export function indexServes(index: CompositeIndex, needed: NeededIndex): boolean {
  const prefixLength = needed.equalities.length;
  if (index.collectionGroup !== needed.collectionGroup || index.queryScope !== 'COLLECTION') {
    return false;
  }
  if (index.fields.length !== prefixLength + needed.ordered.length) return false;
  const prefix = index.fields.slice(0, prefixLength);
  // Equality fields match in any order and either direction.
  const prefixMatches = needed.equalities.every((w) =>
    prefix.some(
      (h) =>
        h.fieldPath === w.fieldPath &&
        (w.arrayConfig ? h.arrayConfig === w.arrayConfig : h.order !== undefined),
    ),
  );
  const tailMatches = needed.ordered.every((w, i) => {
    const h = index.fields[prefixLength + i];
    return h.fieldPath === w.fieldPath && h.order === w.order;
  });
  return prefixMatches && tailMatches;
}

/** The index as firestore.indexes.json writes it, to paste into the file. */
function toIndexEntry(needed: NeededIndex): CompositeIndex {
  return {
    collectionGroup: needed.collectionGroup,
    queryScope: 'COLLECTION',
    fields: [...needed.equalities, ...needed.ordered],
  };
}

/** "orders: territoryId ASC, status ASC, createdAt DESC" for test failures. */
function describeIndex(needed: NeededIndex): string {
  const fields = [...needed.equalities, ...needed.ordered].map(
    (f) => `${f.fieldPath} ${f.arrayConfig ?? f.order}`,
  );
  return `${needed.collectionGroup}: ${fields.join(', ')}`;
}

/**
 * The queries among `shapes` that no entry of `indexes` (firestore.indexes.json) serves, each
 * once per missing index: who sends it, the index, and the entry to paste into the file.
 */
export function missingIndexes(
  shapes: readonly QueryShape[],
  indexes: readonly CompositeIndex[],
): string[] {
  const missing = new Map<string, string>();
  for (const shape of shapes) {
    const needed = requiredIndex(shape);
    if (!needed || indexes.some((index) => indexServes(index, needed))) continue;
    missing.set(
      describeIndex(needed),
      `${shape.table} needs ${describeIndex(needed)}\n${JSON.stringify(toIndexEntry(needed))}`,
    );
  }
  return [...missing.values()];
}
