// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { loadWhenOnline } from './loadWhenOnline';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('loadWhenOnline', () => {
  it('loads once when the first attempt succeeds', async () => {
    const load = vi.fn().mockResolvedValue(undefined);
    loadWhenOnline(load);
    await flush();
    window.dispatchEvent(new Event('online'));
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again when the connection returns after a failed attempt, then stops', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(undefined);
    loadWhenOnline(load);
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('online'));
    await flush();
    window.dispatchEvent(new Event('online'));
    await flush();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('stops listening once cleaned up', async () => {
    const load = vi.fn().mockRejectedValue(new Error('offline'));
    const stop = loadWhenOnline(load);
    await flush();
    stop();
    window.dispatchEvent(new Event('online'));
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
