import { describe, expect, it } from 'vitest';
import {
  countByScreen,
  describeErrorReport,
  errorCodeOf,
  operationFromMessage,
  screenFromTitle,
} from './errorReport';

describe('error report fields', () => {
  it('takes the code of a Firebase error, else unknown', () => {
    expect(errorCodeOf({ code: 'permission-denied' })).toBe('permission-denied');
    expect(errorCodeOf(new Error('x'))).toBe('unknown');
    expect(errorCodeOf(null)).toBe('unknown');
  });

  it('names the screen by the page title without the app name', () => {
    expect(screenFromTitle('New Order | Harbor Ops')).toBe('New Order');
    expect(screenFromTitle('')).toBe('No Page Title');
  });

  it('keeps only the head of the message, never the error text after the colon', () => {
    expect(operationFromMessage('Saving the item failed: Missing permissions for "Cod"')).toBe(
      'Saving the item failed',
    );
    expect(operationFromMessage('x'.repeat(150))).toHaveLength(100);
  });

  it('describes a report within the stored limits', () => {
    expect(
      describeErrorReport({
        title: 'Account | Harbor Ops',
        message: 'Updating notifications settings has been failed.',
        code: '',
        appVersion: '1.3.2',
      }),
    ).toEqual({
      screen: 'Account',
      operation: 'Updating notifications settings has been failed.',
      code: 'unknown',
      appVersion: '1.3.2',
    });
  });
});

describe('countByScreen', () => {
  it('counts reports per screen, most first', () => {
    expect(
      countByScreen([{ screen: 'B' }, { screen: 'A' }, { screen: 'B' }, { screen: 'C' }]),
    ).toEqual([
      { screen: 'B', count: 2 },
      { screen: 'A', count: 1 },
      { screen: 'C', count: 1 },
    ]);
  });
});
