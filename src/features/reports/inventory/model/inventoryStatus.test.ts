import { describe, expect, it } from 'vitest';
import {
  blankItems,
  countInProgress,
  countLineId,
  markRestAsZero,
  nextStatus,
} from './inventoryStatus';

describe('inventory period steps', () => {
  it('goes opening, open, closing, closed and no further', () => {
    expect(nextStatus('openingInProgress')).toBe('open');
    expect(nextStatus('open')).toBe('closingInProgress');
    expect(nextStatus('closingInProgress')).toBe('closed');
    expect(nextStatus('closed')).toBeNull();
  });

  it('lets only the count in progress be edited', () => {
    expect(countInProgress('openingInProgress')).toBe('opening');
    expect(countInProgress('open')).toBeNull();
    expect(countInProgress('closingInProgress')).toBe('closing');
    expect(countInProgress('closed')).toBeNull();
  });
});

describe('review of a count', () => {
  const ids = ['a', 'b', 'c'];
  const lines = { a: { state: 'counted' as const, quantity: 3 }, b: { state: 'zero' as const } };

  it('lists blank lines, not counted-zero ones', () => {
    expect(blankItems(ids, lines)).toEqual(['c']);
    expect(blankItems(ids, { ...lines, c: { state: 'notCounted' } })).toEqual(['c']);
  });

  it('marks only the blank lines as zero', () => {
    expect(markRestAsZero(ids, lines)).toEqual({ c: { state: 'zero' } });
    expect(blankItems(ids, { ...lines, ...markRestAsZero(ids, lines) })).toEqual([]);
  });
});

describe('countLineId', () => {
  it('names a line by its count and item (the browser and the server write the same id)', () => {
    expect(countLineId('opening', 'item-7')).toBe('opening_item-7');
    expect(countLineId('closing', 'item-7')).toBe('closing_item-7');
  });
});
