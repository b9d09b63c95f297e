import { documentLoad, waitingStatus } from './documentLoad';

const base = {
  isPending: false,
  isError: false,
  errorCode: 'unknown',
  data: undefined,
  needsConnection: false,
};

describe('documentLoad', () => {
  it('is loading while the query is pending', () => {
    expect(documentLoad({ ...base, isPending: true })).toEqual({ status: 'loading' });
  });

  it('is ready with the document', () => {
    expect(documentLoad({ ...base, data: { id: 'order-1' } })).toEqual({
      status: 'ready',
      value: { id: 'order-1' },
    });
  });

  it('is missing when the document does not exist', () => {
    expect(documentLoad({ ...base, data: null })).toEqual({ status: 'missing' });
  });

  it('is missing when the rules refuse the read, an error otherwise', () => {
    expect(documentLoad({ ...base, isError: true, errorCode: 'permission-denied' })).toEqual({
      status: 'missing',
    });
    expect(documentLoad({ ...base, isError: true, errorCode: 'unavailable' })).toEqual({
      status: 'error',
    });
  });
});

describe('offline', () => {
  it('needs a connection while waiting offline, also when Firestore said unavailable', () => {
    expect(documentLoad({ ...base, isPending: true, needsConnection: true })).toEqual({
      status: 'needsConnection',
    });
    expect(
      documentLoad({ ...base, isError: true, errorCode: 'unavailable', needsConnection: true }),
    ).toEqual({ status: 'needsConnection' });
  });

  it('a screen with several loads needs a connection rather than spinning', () => {
    expect(waitingStatus('loading', 'needsConnection')).toBe('needsConnection');
    expect(waitingStatus('ready', 'needsConnection')).toBe('needsConnection');
    expect(waitingStatus('missing', 'needsConnection')).toBe('missing');
  });
});

describe('waitingStatus', () => {
  it('shows the first load that is not ready', () => {
    expect(waitingStatus('missing', 'loading')).toBe('missing');
    expect(waitingStatus('ready', 'error')).toBe('error');
    expect(waitingStatus('loading', 'error')).toBe('loading');
  });
});
