import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useMarkFirstContent } from '@/lib/firstContent';
import {
  getCountFromServer,
  getDocs,
  getDocsFromCache,
  limit,
  query as buildQuery,
  startAfter,
  type DocumentData,
  type Query,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import { describeQuery, queryKey, toQueryConstraints } from './firestoreConstraints';
import { isEmptyCacheAnswer } from '@/components/QueryState/connection';
import { classifyLoadError, type TableLoadError } from './loadError';
import { chunkValues } from '@/data/query/inLimit';
import { mergeChunkPages } from '@/data/query/mergedPage';
import { scopeChunkSize } from './inLimits';
import { offeredColumns, type TableQueryDeclaration } from './queryShapes';
import { initialTableState } from './tableState';
import type { DataTableColumn, PageSize, TableState } from './types';
import { useStableByKey, useStableQueries } from './useStable';

export type WithId<T> = T & { id: string };

export interface UseFirestoreTableOptions<TData extends DocumentData, TDb extends DocumentData> {
  /**
   * A collection reference or a base query (e.g. already scoped to one territory), or a scope of
   * any number of `in` values that the hook splits within Firestore's limits (inLimits.ts).
   */
  query: Query<TData, TDb> | ChunkedScope<TData, TDb>;
  columns: DataTableColumn<WithId<TData>>[];
  /** What this table may ask Firestore for (queryShapes.ts); also its initial sort. */
  shapes: TableQueryDeclaration;
  pageSize?: PageSize;
  initialState?: Partial<TableState>;
}

/** A scope too wide for one `in` filter: one base query per chunk, merged into one list. */
export interface ChunkedScope<TData extends DocumentData, TDb extends DocumentData> {
  values: readonly string[];
  /** The base query for one chunk, e.g. `query(orders, where('territoryId', 'in', chunk))`. */
  build: (chunk: readonly string[]) => Query<TData, TDb>;
  /**
   * The disjunctions the base's own `in` filters make (the product of their value counts, e.g. 5
   * for `status in` five statuses), which leave fewer of the 30 for each chunk. Default 1.
   */
  disjunctions?: number;
}

/**
 * The disjunctions a table base makes by itself. A plain query states none (1): a base with its
 * own `in` filter is passed as a `ChunkedScope` (no values for an unscoped one) that says how many.
 */
export function baseDisjunctions<TData extends DocumentData, TDb extends DocumentData>(
  base: Query<TData, TDb> | ChunkedScope<TData, TDb>,
): number {
  return 'build' in base ? (base.disjunctions ?? 1) : 1;
}

/** The queries one page reads: the base, or one per scope chunk sized for the active filters. */
export function planBases<TData extends DocumentData, TDb extends DocumentData>(
  base: Query<TData, TDb> | ChunkedScope<TData, TDb>,
  filters: TableState['filters'],
): readonly Query<TData, TDb>[] {
  if (!('build' in base)) return [base];
  const size = scopeChunkSize(filters, baseDisjunctions(base));
  return chunkValues(base.values, size).map((chunk) => base.build(chunk));
}

/** Everything `<DataTable>` needs in server mode, plus `refresh` for after a write. */
export interface FirestoreTableProps<TRow> {
  mode: 'server';
  columns: DataTableColumn<TRow>[];
  rows: TRow[];
  /** Null while counting or when the count failed (offline): paging then relies on hasNextPage. */
  totalCount: number | null;
  hasNextPage: boolean;
  loading: boolean;
  /** Why the page could not load; the table words it with its own label. */
  error: TableLoadError | null;
  /** The base query's own disjunctions, which cap the checkbox filters (inLimits.ts). */
  baseDisjunctions?: number;
  state: TableState;
  onStateChange: (next: TableState) => void;
  getRowId: (row: TRow) => string;
  refresh: () => void;
}

// Typing in a text filter changes the query on every key; wait for a pause before asking Firestore.
const QUERY_DEBOUNCE_MS = 300;

const rowId = (row: { id: string }) => row.id;

type Snapshot<TData extends DocumentData, TDb extends DocumentData> = QueryDocumentSnapshot<
  TData,
  TDb
>;

interface CursorStack<TData extends DocumentData, TDb extends DocumentData> {
  /** Identifies the query the cursors belong to; null before the first load. */
  owner: { bases: readonly Query<TData, TDb>[]; key: string; pageSize: number } | null;
  /**
   * docs[i][c] is where base c stands after page i, the startAfter() of its read for page i + 1
   * (undefined: nothing of that base shown yet).
   */
  docs: (Snapshot<TData, TDb> | undefined)[][];
}

/**
 * Server-paged table over a Firestore query: one page (`limit(pageSize + 1)`, the extra document
 * only tells whether a next page exists) plus an aggregation count, never the whole collection.
 * Pages advance with `startAfter(last document of the previous page)`; going back reuses the stored
 * cursors, and any change of filters, sort or page size starts again from page one.
 *
 * See firestoreConstraints.ts for which filters Firestore can express and the indexes they need,
 * queryShapes.ts for how `shapes` limits the sorts and filters offered.
 */
export function useFirestoreTable<
  TData extends DocumentData,
  TDb extends DocumentData = DocumentData,
>(options: UseFirestoreTableOptions<TData, TDb>): FirestoreTableProps<WithId<TData>> {
  const { shapes } = options;
  const [state, setState] = useState(() =>
    initialTableState({
      ...(options.pageSize ? { pageSize: options.pageSize } : {}),
      ...(shapes.initialSort ? { sort: shapes.initialSort } : {}),
      ...options.initialState,
    }),
  );
  const bases = useStableQueries(planBases(options.query, state.filters));
  const columns = offeredColumns(options.columns, shapes, state.filters);
  const described = describeQuery(columns, state);
  const key = queryKey(described);
  const descriptors = useStableByKey(described, key);
  // Chunked bases are merged in the order the rows come in: the table's sort, else the base's own.
  const mergeOrder = useMemo(() => {
    const baseOrder = shapes.bases.find((b) => b.orderBy)?.orderBy;
    return descriptors.orderBy.length > 0 ? descriptors.orderBy : baseOrder ? [baseOrder] : [];
  }, [descriptors, shapes]);

  const [refreshCount, setRefreshCount] = useState(0);
  const [rows, setRows] = useState<WithId<TData>[]>([]);
  const [hasNextPage, setHasNextPage] = useState(false);
  // The count belongs to the query it was made for, so a new query shows no count until its own
  // arrives, without an effect that clears it first.
  const countRequest = useMemo(
    () => ({ bases, descriptors, refreshCount }),
    [bases, descriptors, refreshCount],
  );
  const [counted, setCounted] = useState<{ request: object; count: number } | null>(null);
  const totalCount = counted?.request === countRequest ? counted.count : null;
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<TableLoadError | null>(null);
  const cursors = useRef<CursorStack<TData, TDb>>({ owner: null, docs: [] });
  const { page, pageSize } = state;

  useEffect(() => {
    const stack = cursors.current;
    const owner = stack.owner;
    const sameQuery =
      owner !== null && owner.bases === bases && owner.key === key && owner.pageSize === pageSize;
    if (!sameQuery) cursors.current = { owner: { bases, key, pageSize }, docs: [] };
    const docs = cursors.current.docs;
    if (page > 0 && !docs[page - 1]) {
      // Only reachable by jumping pages programmatically: there is no cursor to start from.
      setState((s) => ({ ...s, page: 0 }));
      return;
    }
    let cancelled = false;
    setLoading(true);
    const timer = setTimeout(
      () => {
        const starts = page > 0 ? docs[page - 1] : bases.map(() => undefined);
        const constraints = toQueryConstraints(descriptors);
        const pageQueries = bases.map((base, i) => {
          const start = starts[i];
          const paging = [...(start ? [startAfter(start)] : []), limit(pageSize + 1)];
          return buildQuery(base, ...constraints, ...paging);
        });
        const merge = (snapshots: { docs: Snapshot<TData, TDb>[] }[]) =>
          mergeChunkPages(
            snapshots.map((snapshot) => snapshot.docs),
            starts,
            mergeOrder,
            pageSize,
          );
        const toRows = (found: Snapshot<TData, TDb>[]) =>
          found.map((doc) => ({ ...doc.data(), id: doc.id }));
        let answered = false;
        // What the device kept from an earlier visit shows at once, under the progress bar, while
        // the server is asked: on a tablet that is a second or more before the server's answer,
        // which then replaces it. Only the server's answer sets the cursors and the next page.
        Promise.all(pageQueries.map((q) => getDocsFromCache(q)))
          .then((snapshots) => {
            const cached = merge(snapshots).docs;
            if (!cancelled && !answered && cached.length > 0) setRows(toRows(cached));
          })
          .catch(() => {
            // Nothing usable on the device (or no persistent cache): the server's answer follows.
          });
        Promise.all(pageQueries.map((q) => getDocs(q)))
          .then((snapshots) => {
            answered = true;
            if (cancelled) return;
            // Offline, Firestore answers from its cache: empty there means "not on this device".
            if (snapshots.every(isEmptyCacheAnswer)) {
              setRows([]);
              setHasNextPage(false);
              setError({ kind: 'offline' });
              return;
            }
            const merged = merge(snapshots);
            docs[page] = merged.nextStarts;
            setRows(toRows(merged.docs));
            setHasNextPage(merged.hasNextPage);
            setError(null);
          })
          .catch((err: unknown) => {
            answered = true;
            if (cancelled) return;
            // The SDK's message (e.g. the link to create a missing index) is for developers.
            console.error(err);
            setError(classifyLoadError(err));
          })
          .finally(() => {
            if (!cancelled) setLoading(false);
          });
      },
      owner !== null && !sameQuery ? QUERY_DEBOUNCE_MS : 0,
    );
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [bases, descriptors, key, mergeOrder, page, pageSize, refreshCount]);

  useEffect(() => {
    let cancelled = false;
    const timer = setTimeout(() => {
      const constraints = toQueryConstraints(countRequest.descriptors);
      Promise.all(
        countRequest.bases.map((base) => getCountFromServer(buildQuery(base, ...constraints))),
      )
        .then((snapshots) => {
          if (cancelled) return;
          const count = snapshots.reduce((sum, snapshot) => sum + snapshot.data().count, 0);
          setCounted({ request: countRequest, count });
        })
        .catch((err: unknown) => {
          // Counting needs the server; offline the table still pages with hasNextPage.
          if (!cancelled) console.warn('Row count unavailable', err);
        });
    }, QUERY_DEBOUNCE_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [countRequest]);

  // The first page (or its error) on screen lets the layout start its own work.
  useMarkFirstContent(!loading);
  const refresh = useCallback(() => setRefreshCount((n) => n + 1), []);

  // A list that could not load offline loads again by itself when the connection returns.
  const offline = error?.kind === 'offline';
  useEffect(() => {
    if (!offline) return;
    window.addEventListener('online', refresh);
    return () => window.removeEventListener('online', refresh);
  }, [offline, refresh]);

  return {
    mode: 'server',
    columns,
    rows,
    totalCount,
    hasNextPage,
    loading,
    error,
    baseDisjunctions: baseDisjunctions(options.query),
    state: { ...state, sort: descriptors.effectiveSort },
    onStateChange: setState,
    getRowId: rowId,
    refresh,
  };
}
