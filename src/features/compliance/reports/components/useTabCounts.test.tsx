// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { createQueryClient } from '@/lib/queryClient';
import type { ReportsQuery } from '../api/report-queries';
import { useTabCounts } from './useTabCounts';

const countReports = vi.hoisted(() => vi.fn());
vi.mock('../api/count-reports', () => ({ countReports }));

const passedQuery = { tab: 'passed' } as unknown as ReportsQuery;
const failedQuery = { tab: 'failed' } as unknown as ReportsQuery;
const queries = { passed: passedQuery, failed: failedQuery };

function renderCounts() {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(
    ({ rowsShown }: { rowsShown: boolean }) => useTabCounts('list', queries, { rowsShown }),
    { wrapper, initialProps: { rowsShown: false } },
  );
}

describe('useTabCounts', () => {
  beforeEach(() => {
    countReports.mockReset();
    countReports.mockImplementation(async (q: ReportsQuery) => (q === passedQuery ? 5 : 2));
  });

  it("asks for no count until the table's first page is in, then counts every tab", async () => {
    // An enabled query calls its function as it mounts, inside renderHook's act: none may have.
    const { result, rerender } = renderCounts();
    expect(countReports).not.toHaveBeenCalled();
    expect(result.current).toEqual({});

    rerender({ rowsShown: true });
    await waitFor(() => expect(result.current).toEqual({ passed: 5, failed: 2 }));
    expect(countReports).toHaveBeenCalledTimes(2);
  });

  it('keeps its counts, without counting again, while the table loads its next page', async () => {
    const { result, rerender } = renderCounts();
    rerender({ rowsShown: true });
    await waitFor(() => expect(result.current).toEqual({ passed: 5, failed: 2 }));

    rerender({ rowsShown: false });
    expect(result.current).toEqual({ passed: 5, failed: 2 });
    rerender({ rowsShown: true });
    expect(result.current).toEqual({ passed: 5, failed: 2 });
    expect(countReports).toHaveBeenCalledTimes(2);
  });
});
