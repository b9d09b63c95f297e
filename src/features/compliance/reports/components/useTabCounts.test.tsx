// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { createQueryClient } from '@/lib/queryClient';
import type { ReportsQuery } from '../api/report-queries';
import { useTabCounts } from './useTabCounts';

const countReports = vi.hoisted(() => vi.fn());
vi.mock('../api/count-reports', () => ({ countReports }));

const allQuery = { tab: 'all' } as unknown as ReportsQuery;
const passedQuery = { tab: 'passed' } as unknown as ReportsQuery;
const failedQuery = { tab: 'failed' } as unknown as ReportsQuery;
const queries = { all: allQuery, passed: passedQuery, failed: failedQuery };
type Tab = keyof typeof queries;

interface Props {
  rowsShown: boolean;
  tab?: Tab;
  totalCount?: number | null;
}

function renderCounts() {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(
    ({ rowsShown, tab = 'all', totalCount = 7 }: Props) =>
      useTabCounts('list', queries, { tab, totalCount, rowsShown }),
    { wrapper, initialProps: { rowsShown: false } as Props },
  );
}

describe('useTabCounts', () => {
  beforeEach(() => {
    countReports.mockReset();
    countReports.mockImplementation(async (q: ReportsQuery) =>
      q === passedQuery ? 5 : q === failedQuery ? 2 : 99,
    );
  });

  it("asks for no count until the table's first page is in, then counts the other tabs", async () => {
    // An enabled query calls its function as it mounts, inside renderHook's act: none may have.
    const { result, rerender } = renderCounts();
    expect(countReports).not.toHaveBeenCalled();
    expect(result.current).toEqual({ all: 7 });

    rerender({ rowsShown: true });
    await waitFor(() => expect(result.current).toEqual({ all: 7, passed: 5, failed: 2 }));
    // The shown tab's number is the table's own count: no second aggregation of the same query.
    expect(countReports).toHaveBeenCalledTimes(2);
    expect(countReports).not.toHaveBeenCalledWith(allQuery);
  });

  it('on another tab, shows its earlier count until the table has counted it', async () => {
    const { result, rerender } = renderCounts();
    rerender({ rowsShown: true });
    await waitFor(() => expect(result.current).toEqual({ all: 7, passed: 5, failed: 2 }));

    rerender({ rowsShown: false, tab: 'passed', totalCount: null });
    expect(result.current.passed).toBe(5);
    rerender({ rowsShown: true, tab: 'passed', totalCount: 6 });
    expect(result.current.passed).toBe(6);
    // The tab no longer shown is counted now, once.
    await waitFor(() => expect(result.current.all).toBe(99));
    expect(countReports).toHaveBeenCalledTimes(3);
  });

  it('keeps its counts, without counting again, while the table loads its next page', async () => {
    const { result, rerender } = renderCounts();
    rerender({ rowsShown: true });
    await waitFor(() => expect(result.current).toEqual({ all: 7, passed: 5, failed: 2 }));

    rerender({ rowsShown: false });
    expect(result.current).toEqual({ all: 7, passed: 5, failed: 2 });
    rerender({ rowsShown: true });
    expect(result.current).toEqual({ all: 7, passed: 5, failed: 2 });
    expect(countReports).toHaveBeenCalledTimes(2);
  });
});
