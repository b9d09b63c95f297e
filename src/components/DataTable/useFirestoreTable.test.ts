// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import type { Query } from 'firebase/firestore';
import type { TableQueryDeclaration } from './queryShapes';
import { setFilter, setPage } from './tableState';
import type { DataTableColumn } from './types';
import { useFirestoreTable, type WithId } from './useFirestoreTable';

// Only the network calls and query assembly are faked; where()/orderBy() stay real so the
// constraints the hook sends are the SDK's own objects.
const mocks = vi.hoisted(() => ({
  getDocs: vi.fn(),
  getDocsFromCache: vi.fn(),
  getCountFromServer: vi.fn(),
}));
vi.mock('firebase/firestore', async (importOriginal) => ({
  ...(await importOriginal<typeof import('firebase/firestore')>()),
  getDocs: mocks.getDocs,
  getDocsFromCache: mocks.getDocsFromCache,
  getCountFromServer: mocks.getCountFromServer,
  query: (base: unknown, ...constraints: unknown[]) => ({ base, constraints }),
  limit: (count: number) => ({ type: 'limit', count }),
  startAfter: (doc: unknown) => ({ type: 'startAfter', doc }),
  queryEqual: (a: unknown, b: unknown) => a === b,
}));

interface Item {
  name: string;
}

const allDocs = Array.from({ length: 60 }, (_, i) => ({
  id: `item-${i + 1}`,
  data: () => ({ name: `Item ${i + 1}` }),
}));

type SentQuery = { constraints: { type: string; doc?: { id: string }; count?: number }[] };

/** A fake server: honours startAfter and limit over the 60 documents. */
mocks.getDocs.mockImplementation(async ({ constraints }: SentQuery) => {
  const after = constraints.find((c) => c.type === 'startAfter')?.doc;
  const start = after ? allDocs.findIndex((d) => d.id === after.id) + 1 : 0;
  const count = constraints.find((c) => c.type === 'limit')?.count ?? allDocs.length;
  return { docs: allDocs.slice(start, start + count) };
});
mocks.getCountFromServer.mockResolvedValue({ data: () => ({ count: 60 }) });
// The device's cache holds nothing unless a test says otherwise.
mocks.getDocsFromCache.mockResolvedValue({ docs: [] });

const staleDoc = { id: 'item-old', data: () => ({ name: 'Kept from last visit' }) };

/** A promise the test settles itself, for answers that arrive in a chosen order. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

const base = { kind: 'collection' } as unknown as Query<Item>;
const columns: DataTableColumn<WithId<Item>>[] = [
  { field: 'name', header: 'Name', sortable: true, filter: { type: 'text' } },
];

const shapes: TableQueryDeclaration = {
  table: 'Items',
  collection: 'items',
  bases: [{ equals: [] }],
  sortable: ['name'],
  filters: { name: { type: 'text' } },
};

const lastQuery = (): SentQuery => mocks.getDocs.mock.calls.at(-1)?.[0];

describe('useFirestoreTable', () => {
  // Braces matter: a function returned from beforeEach is run as its teardown.
  beforeEach(() => {
    mocks.getDocs.mockClear();
  });

  it('loads one page (plus one document to detect a next page) and the server count', async () => {
    const { result } = renderHook(() => useFirestoreTable({ query: base, columns, shapes }));
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.rows).toHaveLength(25);
    expect(result.current.rows[0]).toEqual({ id: 'item-1', name: 'Item 1' });
    expect(result.current.hasNextPage).toBe(true);
    expect(lastQuery().constraints).toContainEqual({ type: 'limit', count: 26 });
    await waitFor(() => expect(result.current.totalCount).toBe(60));
  });

  it('pages forward from the last document of the previous page and back again', async () => {
    const { result } = renderHook(() => useFirestoreTable({ query: base, columns, shapes }));
    await waitFor(() => expect(result.current.loading).toBe(false));

    act(() => result.current.onStateChange(setPage(result.current.state, 1)));
    await waitFor(() => expect(result.current.rows[0]?.id).toBe('item-26'));
    expect(lastQuery().constraints).toContainEqual({ type: 'startAfter', doc: allDocs[24] });

    act(() => result.current.onStateChange(setPage(result.current.state, 2)));
    await waitFor(() => expect(result.current.rows[0]?.id).toBe('item-51'));
    expect(result.current.rows).toHaveLength(10);
    expect(result.current.hasNextPage).toBe(false);

    act(() => result.current.onStateChange(setPage(result.current.state, 1)));
    await waitFor(() => expect(result.current.rows[0]?.id).toBe('item-26'));
  });

  it('sends a prefix filter, shows the searched field as the sort, and restarts at page one', async () => {
    const { result } = renderHook(() => useFirestoreTable({ query: base, columns, shapes }));
    await waitFor(() => expect(result.current.loading).toBe(false));
    act(() => result.current.onStateChange(setPage(result.current.state, 1)));
    await waitFor(() => expect(result.current.rows[0]?.id).toBe('item-26'));

    act(() =>
      result.current.onStateChange(
        setFilter(result.current.state, 'name', { type: 'text', text: 'Item 1' }),
      ),
    );
    await waitFor(() => expect(lastQuery().constraints.map((c) => c.type)).toContain('where'));
    expect(lastQuery().constraints.map((c) => c.type)).toEqual([
      'where',
      'where',
      'orderBy',
      'limit',
    ]);
    expect(result.current.state.page).toBe(0);
    expect(result.current.state.sort).toEqual({ field: 'name', direction: 'asc' });
  });

  it("shows the rows the device kept while the server is asked, then the server's", async () => {
    const server = deferred<{ docs: typeof allDocs }>();
    mocks.getDocs.mockReturnValueOnce(server.promise);
    mocks.getDocsFromCache.mockResolvedValueOnce({ docs: [staleDoc] });
    const { result } = renderHook(() => useFirestoreTable({ query: base, columns, shapes }));
    await waitFor(() => expect(result.current.rows[0]?.name).toBe('Kept from last visit'));
    expect(result.current.loading).toBe(true);
    expect(result.current.hasNextPage).toBe(false);

    await act(async () => server.resolve({ docs: allDocs.slice(0, 26) }));
    expect(result.current.rows).toHaveLength(25);
    expect(result.current.rows[0]?.id).toBe('item-1');
    expect(result.current.loading).toBe(false);
    expect(result.current.hasNextPage).toBe(true);
  });

  it("keeps the server's rows when the device's answer comes after them", async () => {
    const cache = deferred<{ docs: (typeof staleDoc)[] }>();
    mocks.getDocsFromCache.mockReturnValueOnce(cache.promise);
    const { result } = renderHook(() => useFirestoreTable({ query: base, columns, shapes }));
    await waitFor(() => expect(result.current.loading).toBe(false));

    await act(async () => cache.resolve({ docs: [staleDoc] }));
    expect(result.current.rows[0]?.id).toBe('item-1');
  });

  it('reports a query the server refuses (missing index) as refused, not as a generic failure', async () => {
    const refusal = Object.assign(new Error('The query requires an index.'), {
      code: 'failed-precondition',
    });
    mocks.getDocs.mockRejectedValueOnce(refusal);
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { result } = renderHook(() => useFirestoreTable({ query: base, columns, shapes }));
    await waitFor(() => expect(result.current.error).toEqual({ kind: 'refused' }));
    expect(consoleError).toHaveBeenCalledWith(refusal);
    consoleError.mockRestore();
  });
});
