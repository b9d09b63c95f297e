import { describe, expect, it } from 'vitest';
import { errorText } from './errors';

describe('errorText', () => {
  it('uses the message of an Error or a string, else says something went wrong', () => {
    expect(errorText(new Error('Missing or insufficient permissions.'))).toBe(
      'Missing or insufficient permissions.',
    );
    expect(errorText('offline')).toBe('offline');
    expect(errorText(new Error(''))).toBe('Something went wrong');
    expect(errorText({ code: 42 })).toBe('Something went wrong');
  });
});
