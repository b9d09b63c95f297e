import { act, renderHook } from '@testing-library/react';
import { markFirstContent, resetFirstContent } from '@/lib/firstContent';
import { SHELL_WAIT_MS, useShellReady } from './useShellReady';

describe('useShellReady', () => {
  beforeEach(() => {
    resetFirstContent();
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    resetFirstContent();
  });

  it('waits for the page to mark its first content', () => {
    const { result } = renderHook(() => useShellReady());
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(SHELL_WAIT_MS - 1));
    expect(result.current).toBe(false);
    act(() => markFirstContent());
    expect(result.current).toBe(true);
  });

  it('starts anyway after SHELL_WAIT_MS when the page marks nothing', () => {
    const { result } = renderHook(() => useShellReady());
    act(() => vi.advanceTimersByTime(SHELL_WAIT_MS));
    expect(result.current).toBe(true);
  });

  it('is ready at once when content has already shown (a later layout mount)', () => {
    markFirstContent();
    const { result } = renderHook(() => useShellReady());
    expect(result.current).toBe(true);
  });
});
