import { useCallback, useEffect, useRef, useState } from 'react';
import {
  getCountFromServer,
  getDocs,
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
import { initialTableState } from './tableState';
import type { DataTableColumn, PageSize, TableState } from './types';
import { useStableByKey, useStableQuery } from './useStable';

export type WithId<T> = T & { id: string };

export interface UseFirestoreTableOptions<TData extends DocumentData, TDb extends DocumentData> {
  /** A collection reference or a base query (e.g. already scoped to the user's territory). */
  query: Query<TData, TDb>;
  columns: DataTableColumn<WithId<TData>>[];
  pageSize?: PageSize;
  initialState?: Partial<TableState>;
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
  state: TableState;
  onStateChange: (next: TableState) => void;
  getRowId: (row: TRow) => string;
  refresh: () => void;
}

// Typing in a text filter changes the query on every key; wait for a pause before asking Firestore.
const QUERY_DEBOUNCE_MS = 300;

const rowId = (row: { id: string }) => row.id;

interface CursorStack<TData extends DocumentData, TDb extends DocumentData> {
  /** Identifies the query the cursors belong to; null before the first load. */
  owner: { base: Query<TData, TDb>; key: string; pageSize: number } | null;
  /** docs[i] is the last document of page i, the startAfter() of page i + 1. */
  docs: QueryDocumentSnapshot<TData, TDb>[];
}

/**
 * Server-paged table over a Firestore query: one page (`limit(pageSize + 1)`, the extra document
 * only tells whether a next page exists) plus an aggregation count, never the whole collection.
 * Pages advance with `startAfter(last document of the previous page)`; going back reuses the stored
 * cursors, and any change of filters, sort or page size starts again from page one.
 *
 * See firestoreConstraints.ts for which filters Firestore can express and the indexes they need.
 */
export function useFirestoreTable<
  TData extends DocumentData,
  TDb extends DocumentData = DocumentData,
>(options: UseFirestoreTableOptions<TData, TDb>): FirestoreTableProps<WithId<TData>> {
  const { columns } = options;
  const base = useStableQuery(options.query);
  const [state, setState] = useState(() =>
    initialTableState({
      ...(options.pageSize ? { pageSize: options.pageSize } : {}),
      ...options.initialState,
    }),
  );
  const described = describeQuery(columns, state);
  const key = queryKey(described);
  const descriptors = useStableByKey(described, key);

  const [refreshCount, setRefreshCount] = useState(0);
  const [rows, setRows] = useState<WithId<TData>[]>([]);
  const [hasNextPage, setHasNextPage] = useState(false);
  const [totalCount, setTotalCount] = useState<number | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<TableLoadError | null>(null);
  const cursors = useRef<CursorStack<TData, TDb>>({ owner: null, docs: [] });
  const { page, pageSize } = state;

  useEffect(() => {
    const stack = cursors.current;
    const owner = stack.owner;
    const sameQuery =
      owner !== null && owner.base === base && owner.key === key && owner.pageSize === pageSize;
    if (!sameQuery) cursors.current = { owner: { base, key, pageSize }, docs: [] };
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
        const paging = [...(page > 0 ? [startAfter(docs[page - 1])] : []), limit(pageSize + 1)];
        getDocs(buildQuery(base, ...toQueryConstraints(descriptors), ...paging))
          .then((snapshot) => {
            if (cancelled) return;
            // Offline, Firestore answers from its cache: empty there means "not on this device".
            if (isEmptyCacheAnswer(snapshot)) {
              setRows([]);
              setHasNextPage(false);
              setError({ kind: 'offline' });
              return;
            }
            const pageDocs = snapshot.docs.slice(0, pageSize);
            if (pageDocs.length > 0) docs[page] = pageDocs[pageDocs.length - 1];
            setRows(pageDocs.map((doc) => ({ ...doc.data(), id: doc.id })));
            setHasNextPage(snapshot.docs.length > pageSize);
            setError(null);
          })
          .catch((err: unknown) => {
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
  }, [base, descriptors, key, page, pageSize, refreshCount]);

  useEffect(() => {
    let cancelled = false;
    setTotalCount(null);
    const timer = setTimeout(() => {
      getCountFromServer(buildQuery(base, ...toQueryConstraints(descriptors)))
        .then((snapshot) => {
          if (!cancelled) setTotalCount(snapshot.data().count);
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
  }, [base, descriptors, refreshCount]);

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
    state: { ...state, sort: descriptors.effectiveSort },
    onStateChange: setState,
    getRowId: rowId,
    refresh,
  };
}
