import { describe, expect, it } from 'vitest';
import { verdictEntry, parseVerdictEntry } from './verdictEntry';

describe('entries and weights', () => {
  it('parses valid entries only', () => {
    expect(parseVerdictEntry('q1:20')).toEqual({ id: 'q1', weight: 20 });
    expect(parseVerdictEntry('q1:dnq')).toEqual({ id: 'q1', weight: 'dnq' });
    expect(parseVerdictEntry('q1:21')).toBeNull();
    expect(parseVerdictEntry('q1:0')).toBeNull();
    expect(parseVerdictEntry(':5')).toBeNull();
    expect(parseVerdictEntry(5)).toBeNull();
  });

  it('writes the entry a parse reads back', () => {
    expect(verdictEntry({ id: 'q7', weight: 12 })).toBe('q7:12');
    expect(parseVerdictEntry(verdictEntry({ id: 'q7', weight: 'dnq' }))).toEqual({
      id: 'q7',
      weight: 'dnq',
    });
  });
});
