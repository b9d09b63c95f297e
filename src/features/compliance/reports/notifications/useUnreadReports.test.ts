// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { readComplianceReport } from '@/data/complianceReports';
import { getReportsBatch } from '../api/get-reports-batch';
import { markAllReportsRead } from '../api/mark-all-reports-read';
import { markReportsRead } from '../api/mark-reports-read';
import { toReportDetails } from '../model/report';
import { useUnreadReports } from './useUnreadReports';

vi.mock('@/lib/firebase', () => ({ auth: {}, db: {} }));
vi.mock('../api/get-reports-batch', () => ({ getReportsBatch: vi.fn() }));
vi.mock('../api/mark-reports-read', () => ({ markReportsRead: vi.fn(async () => undefined) }));
vi.mock('../api/mark-all-reports-read', () => ({ markAllReportsRead: vi.fn(async () => 3) }));

const SCOPE = { kind: 'all' } as const;
const report = (n: number, readers: string[] = []) =>
  toReportDetails(
    `r${n}`,
    readComplianceReport({ serialNo: n, readRecipients: readers, status: 'published' }),
  );

/** 30 reports newest first; every third one already read by "me". */
const ALL = Array.from({ length: 30 }, (_, i) => report(30 - i, i % 3 === 0 ? ['me'] : []));

function serveBatches() {
  vi.mocked(getReportsBatch).mockImplementation(async ({ after, size }) => {
    const start = after ? (after as unknown as number) : 0;
    const reports = ALL.slice(start, start + size);
    return {
      reports,
      // The cursor stands in for the last document: here, its index + 1.
      last: (reports.length ? start + reports.length : null) as never,
      done: start + size >= ALL.length,
    };
  });
}

describe('useUnreadReports', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    serveBatches();
  });

  it('lists unread reports 5 per page and marks the shown page read', async () => {
    const { result } = renderHook(() => useUnreadReports(SCOPE, 'me', vi.fn()));
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.items.map((r) => r.serialNo)).toEqual([29, 28, 26, 25, 23]);
    expect(result.current.canGoForward).toBe(true);
    expect(markReportsRead).toHaveBeenCalledWith({
      db: expect.anything(),
      ids: ['r29', 'r28', 'r26', 'r25', 'r23'],
      uid: 'me',
    });

    act(() => result.current.onNext());
    await waitFor(() => expect(result.current.items[0]?.serialNo).toBe(22));
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.pageLabel).toMatch(/^Page 2/);
    expect(markReportsRead).toHaveBeenLastCalledWith({
      db: expect.anything(),
      ids: ['r22', 'r20', 'r19', 'r17', 'r16'],
      uid: 'me',
    });
  });

  it('says how many pages there are once every report has been read through', async () => {
    const { result } = renderHook(() => useUnreadReports(SCOPE, 'me', vi.fn()));
    await waitFor(() => expect(result.current.loading).toBe(false));
    for (let page = 2; page <= 4; page++) {
      act(() => result.current.onNext());
      await waitFor(() => expect(result.current.pageLabel).toMatch(new RegExp(`^Page ${page}`)));
      await waitFor(() => expect(result.current.loading).toBe(false));
    }
    // 20 unread of 30: four full pages.
    expect(result.current.pageLabel).toBe('Page 4 of 4');
    expect(result.current.canGoForward).toBe(false);
  });

  it('empties the list after Mark all as read', async () => {
    const { result } = renderHook(() => useUnreadReports(SCOPE, 'me', vi.fn()));
    await waitFor(() => expect(result.current.loading).toBe(false));
    await act(() => result.current.markAll());
    expect(markAllReportsRead).toHaveBeenCalledWith({
      db: expect.anything(),
      scope: SCOPE,
      uid: 'me',
    });
    expect(result.current.items).toEqual([]);
    expect(result.current.pageLabel).toBe('Page 1 of 1');
  });

  it('reports a load failure to the caller', async () => {
    const onError = vi.fn();
    vi.mocked(getReportsBatch).mockRejectedValue(new Error('offline'));
    const { result } = renderHook(() => useUnreadReports(SCOPE, 'me', onError));
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(onError).toHaveBeenCalled();
    expect(result.current.items).toEqual([]);
  });
});
