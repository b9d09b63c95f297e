import { describe, expect, it } from 'vitest';
import { isEmptyCacheAnswer, isOfflineError, loadView } from './connection';

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
