import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AutosaveScheduler, settleWrite, whenIdle } from './timing';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('AutosaveScheduler', () => {
  it('saves once on first load', () => {
    const save = vi.fn();
    new AutosaveScheduler(save).loaded();
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('saves 60 s after a change, not before', () => {
    const save = vi.fn();
    const scheduler = new AutosaveScheduler(save);
    scheduler.changed();
    vi.advanceTimersByTime(59_999);
    expect(save).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('does not push the save back on further changes, and saves again after the next change', () => {
    const save = vi.fn();
    const scheduler = new AutosaveScheduler(save);
    scheduler.changed();
    vi.advanceTimersByTime(30_000);
    scheduler.changed();
    vi.advanceTimersByTime(30_000);
    expect(save).toHaveBeenCalledTimes(1);
    scheduler.changed();
    vi.advanceTimersByTime(60_000);
    expect(save).toHaveBeenCalledTimes(2);
  });

  it('drops the pending save when saved by hand or disposed', () => {
    const save = vi.fn();
    const scheduler = new AutosaveScheduler(save);
    scheduler.changed();
    scheduler.saved();
    expect(scheduler.pending).toBe(false);
    vi.advanceTimersByTime(60_000);
    scheduler.changed();
    scheduler.dispose();
    vi.advanceTimersByTime(60_000);
    scheduler.loaded();
    expect(save).not.toHaveBeenCalled();
  });
});

describe('whenIdle', () => {
  it('resolves at once when nothing is in flight', async () => {
    await expect(whenIdle(() => false)).resolves.toBeUndefined();
  });

  it('retries every 300 ms while a comment update is in flight', async () => {
    let busy = true;
    const checks = vi.fn(() => busy);
    let done = false;
    void whenIdle(checks).then(() => {
      done = true;
    });
    expect(checks).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(299);
    expect(checks).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(checks).toHaveBeenCalledTimes(2);
    expect(done).toBe(false);
    busy = false;
    await vi.advanceTimersByTimeAsync(300);
    expect(checks).toHaveBeenCalledTimes(3);
    expect(done).toBe(true);
  });
});

describe('settleWrite', () => {
  it('counts an offline write as saved locally without waiting for the server', async () => {
    const never = new Promise<void>(() => undefined);
    await expect(settleWrite(never, false)).resolves.toBe('local');
  });

  it('waits for the server while online', async () => {
    await expect(settleWrite(Promise.resolve(), true)).resolves.toBe('server');
  });

  it('stops waiting after the timeout when the server does not answer', async () => {
    const never = new Promise<void>(() => undefined);
    const outcome = settleWrite(never, true, 8000);
    await vi.advanceTimersByTimeAsync(8000);
    await expect(outcome).resolves.toBe('local');
  });

  it('passes on a refusal while online', async () => {
    await expect(settleWrite(Promise.reject(new Error('denied')), true)).rejects.toThrow('denied');
  });
});
