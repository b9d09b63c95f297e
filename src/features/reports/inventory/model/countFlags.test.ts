import { describe, expect, it } from 'vitest';
import {
  daysBetween,
  expectedByItem,
  flaggedItems,
  isAnswered,
  unansweredFlags,
  type ExpectationContext,
} from './countFlags';

const counted = (quantity: number) => ({ state: 'counted' as const, quantity });

describe('expectedByItem', () => {
  it('is the baseline count without a previous period', () => {
    const ctx: ExpectationContext = {
      baseline: { a: counted(40), b: { state: 'zero' } },
      received: { a: 24 },
      days: 7,
      previous: null,
    };
    expect(expectedByItem(['a', 'b', 'c'], ctx)).toEqual({ a: 40, b: 0 });
  });

  it('uses the last period usage rate and what was received', () => {
    const ctx: ExpectationContext = {
      baseline: { a: counted(40) },
      received: { a: 20 },
      days: 10,
      previous: {
        opening: { a: counted(50) },
        closing: { a: counted(20) },
        received: { a: 10 },
        days: 10,
      },
    };
    // usage (50 + 10 - 20) / 10 = 4 a day; 40 + 20 - 4 x 10 = 20
    expect(expectedByItem(['a'], ctx)).toEqual({ a: 20 });
  });
});

describe('flaggedItems', () => {
  it('flags counts far from expected, never blank lines', () => {
    const expected = { a: 20, b: 20, c: 20, d: 2 };
    const lines = { a: counted(10), b: counted(19), d: counted(4) };
    expect(flaggedItems(lines, expected)).toEqual(['a']);
  });
});

describe('unansweredFlags', () => {
  it('needs a confirmed recount or a non-blank note per flagged line', () => {
    const checks = { a: { recounted: true }, b: { note: '  ' }, c: { note: 'Spoiled box' } };
    expect(unansweredFlags(['a', 'b', 'c', 'd'], checks)).toEqual(['b', 'd']);
    expect(isAnswered(undefined)).toBe(false);
  });
});

describe('daysBetween', () => {
  it('rounds to whole days, at least one', () => {
    const from = new Date('2026-11-01T10:00:00Z');
    expect(daysBetween(from, new Date('2026-11-08T09:00:00Z'))).toBe(7);
    expect(daysBetween(from, from)).toBe(1);
  });
});
