import { describe, expect, it, vi } from 'vitest';
import {
  allQueries,
  isEmptyCacheAnswer,
  isOfflineError,
  loadView,
  type QueryLike,
} from './connection';

describe('loadView', () => {
  it('shows data once the query has it, online or not', () => {
    expect(loadView({ status: 'success', fetchStatus: 'idle', error: null }, false)).toBe('data');
  });

  it('says the page needs a connection while the query waits for the network', () => {
    expect(loadView({ status: 'pending', fetchStatus: 'paused', error: null }, false)).toBe(
      'needsConnection',
    );
    expect(loadView({ status: 'pending', fetchStatus: 'fetching', error: null }, false)).toBe(
      'needsConnection',
    );
  });

  it('spins only while online and fetching', () => {
    expect(loadView({ status: 'pending', fetchStatus: 'fetching', error: null }, true)).toBe(
      'loading',
    );
  });

  it("tells Firestore's unavailable apart from other failures", () => {
    expect(
      loadView({ status: 'error', fetchStatus: 'idle', error: { code: 'unavailable' } }, true),
    ).toBe('needsConnection');
    expect(
      loadView(
        { status: 'error', fetchStatus: 'idle', error: { code: 'permission-denied' } },
        true,
      ),
    ).toBe('error');
  });
});

describe('offline answers', () => {
  it('recognises the unavailable code only', () => {
    expect(isOfflineError({ code: 'unavailable' })).toBe(true);
    expect(isOfflineError(new Error('x'))).toBe(false);
    expect(isOfflineError(null)).toBe(false);
  });

  it('treats an empty list from the cache as not loaded, a server answer as empty', () => {
    expect(isEmptyCacheAnswer({ empty: true, metadata: { fromCache: true } })).toBe(true);
    expect(isEmptyCacheAnswer({ empty: true, metadata: { fromCache: false } })).toBe(false);
    expect(isEmptyCacheAnswer({ empty: false, metadata: { fromCache: true } })).toBe(false);
  });
});

describe('allQueries', () => {
  const query = (status: QueryLike['status'], fetchStatus: QueryLike['fetchStatus'] = 'idle') => ({
    status,
    fetchStatus,
    error: status === 'error' ? { code: 'permission-denied' } : null,
    refetch: vi.fn(),
  });

  it('has data only once every query has', () => {
    expect(allQueries(query('success'), query('success')).status).toBe('success');
    expect(allQueries(query('success'), query('pending', 'fetching')).status).toBe('pending');
  });

  it('fails with the first failure and waits when any query waits for the network', () => {
    const failed = allQueries(query('pending', 'paused'), query('error'));
    expect(failed.status).toBe('error');
    expect(failed.error).toEqual({ code: 'permission-denied' });
    const waiting = allQueries(query('success'), query('pending', 'paused'));
    expect(loadView(waiting, false)).toBe('needsConnection');
  });

  it('leaves out queries switched off', () => {
    const off = { ...query('pending'), isEnabled: false };
    expect(allQueries(query('success'), off).status).toBe('success');
  });

  it('retries only the queries without data', () => {
    const loaded = query('success');
    const waiting = query('pending', 'paused');
    allQueries(loaded, waiting).refetch();
    expect(loaded.refetch).not.toHaveBeenCalled();
    expect(waiting.refetch).toHaveBeenCalledOnce();
  });
});
