import { Timestamp } from 'firebase/firestore';
import { readErrorReport } from './errorReports';

describe('readErrorReport', () => {
  it('reads a stored report', () => {
    const stored = {
      screen: 'Orders',
      operation: 'Saving the order',
      code: 'permission-denied',
      appVersion: '1.2.3',
      userId: 'u1',
      createdAt: Timestamp.fromMillis(1_000),
    };
    expect(readErrorReport(stored)).toEqual(stored);
  });

  it('reads a stored value of the wrong type as the empty value', () => {
    expect(readErrorReport({ screen: 1, code: null, createdAt: '2026-01-01' })).toEqual({
      screen: '',
      operation: '',
      code: '',
      appVersion: '',
      userId: '',
      createdAt: null,
    });
  });
});
