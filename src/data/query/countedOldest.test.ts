import { describe, expect, it } from 'vitest';
import { mergeCountedOldest } from './countedOldest';

const byNumber = (a: number, b: number) => a - b;

describe('counted oldest of several parts', () => {
  it('adds the counts and keeps the first of all parts in order, up to the limit', () => {
    const parts = [
      { count: 40, oldest: [3, 9, 12] },
      { count: 2, oldest: [1, 10] },
      { count: 0, oldest: [] },
    ];
    expect(mergeCountedOldest(parts, byNumber, 4)).toEqual({ count: 42, oldest: [1, 3, 9, 10] });
    // The parts are read again on the next refetch: the merge must not reorder them.
    expect(parts[0].oldest).toEqual([3, 9, 12]);
  });

  it('is empty for no part', () => {
    expect(mergeCountedOldest<number>([], byNumber, 5)).toEqual({ count: 0, oldest: [] });
  });
});
