import { classifyLoadError, loadErrorMessage } from './loadError';

/** The shape of the SDK's FirestoreError (its constructor is not public). */
const firestoreError = (code: string, message: string) =>
  Object.assign(new Error(message), { code });

describe('classifyLoadError', () => {
  it('calls a missing index or a query over the limits refused', () => {
    expect(classifyLoadError(firestoreError('failed-precondition', 'needs an index'))).toEqual({
      kind: 'refused',
    });
    expect(classifyLoadError(firestoreError('invalid-argument', "'IN' supports up to 30"))).toEqual(
      { kind: 'refused' },
    );
  });

  it('calls everything else a failed load', () => {
    expect(classifyLoadError(firestoreError('permission-denied', 'no'))).toEqual({
      kind: 'failed',
    });
    expect(classifyLoadError(new Error('boom'))).toEqual({ kind: 'failed' });
    expect(classifyLoadError(undefined)).toEqual({ kind: 'failed' });
  });

  it('calls an unreachable server offline (the table then says it needs a connection)', () => {
    expect(classifyLoadError(firestoreError('unavailable', 'offline'))).toEqual({
      kind: 'offline',
    });
    expect(loadErrorMessage('Orders', { kind: 'offline' })).toBe('This page needs a connection');
  });
});

describe('loadErrorMessage', () => {
  it('names the table', () => {
    expect(loadErrorMessage('Orders', { kind: 'refused' })).toBe(
      'Orders cannot be listed with these filters and this sort together. Remove a filter or choose another sort.',
    );
    expect(loadErrorMessage('Users', { kind: 'failed' })).toBe(
      'Users could not be loaded. Check your connection and try again.',
    );
  });

  it('falls back to a generic name for an unlabelled table', () => {
    expect(loadErrorMessage(undefined, { kind: 'failed' })).toMatch(
      /^This list could not be loaded/,
    );
  });
});
