import { documentLoad, waitingStatus } from './documentLoad';

const base = { isPending: false, isError: false, errorCode: 'unknown', data: undefined };

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

describe('waitingStatus', () => {
  it('shows the first load that is not ready', () => {
    expect(waitingStatus('missing', 'loading')).toBe('missing');
    expect(waitingStatus('ready', 'error')).toBe('error');
    expect(waitingStatus('loading', 'error')).toBe('loading');
  });
});
