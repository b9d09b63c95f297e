import { describe, expect, it } from 'vitest';
import type { CountLine } from './cogs';
import {
  countExpectations,
  countOfSavedLines,
  countReadiness,
  daysBetween,
  expectedByItem,
  fullDaysBetween,
  flaggedItems,
  incompleteCountMessage,
  isAnswered,
  netStock,
  noteError,
  previousClosedPeriod,
  receivedCases,
  unansweredFlags,
  type ExpectationContext,
  type ExpectationMovement,
  type ExpectationReads,
  type ReceivedOrder,
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
    // No usage rate: the last count itself, off by a quarter of it (at least 2) without a flag.
    expect(expectedByItem(['a', 'b', 'c'], ctx)).toEqual({
      a: { quantity: 40, tolerance: 10 },
      b: { quantity: 0, tolerance: 2 },
    });
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
    // usage (50 + 10 - 20) / 10 = 4 a day; 40 + 20 - 4 x 10 = 20. The 40 expected to be used
    // may be off by a quarter (10), more than a quarter of the 20 on the shelf (5).
    expect(expectedByItem(['a'], ctx)).toEqual({ a: { quantity: 20, tolerance: 10 } });
  });
});

describe('flaggedItems', () => {
  it('flags counts further than the tolerance either way, never blank lines', () => {
    const expected = {
      a: { quantity: 20, tolerance: 5 },
      b: { quantity: 20, tolerance: 5 },
      c: { quantity: 20, tolerance: 5 },
      d: { quantity: 2, tolerance: 2 },
      e: { quantity: 20, tolerance: 5 },
    };
    // a: 10 off; b: 1 off; c: blank; d: 2 off (the tolerance itself); e: 6 over.
    const lines = { a: counted(10), b: counted(19), d: counted(4), e: counted(26) };
    expect(flaggedItems(lines, expected)).toEqual(['a', 'e']);
  });
});

describe('unansweredFlags', () => {
  it('needs a confirmed recount or a non-blank note per flagged line', () => {
    const checks = { a: { recounted: true }, b: { note: '  ' }, c: { note: 'Spoiled box' } };
    expect(unansweredFlags(['a', 'b', 'c', 'd'], checks)).toEqual(['b', 'd']);
    expect(isAnswered(undefined)).toBe(false);
  });
});

describe('daysBetween and fullDaysBetween', () => {
  it('rounds to whole days, at least one', () => {
    const from = new Date('2026-11-01T10:00:00Z');
    expect(daysBetween(from, new Date('2026-11-08T09:00:00Z'))).toBe(7);
    expect(daysBetween(from, from)).toBe(1);
  });

  it('counts only the days that have fully passed, zero on the same day', () => {
    const from = new Date('2026-11-01T10:00:00Z');
    expect(fullDaysBetween(from, new Date('2026-11-01T18:00:00Z'))).toBe(0);
    expect(fullDaysBetween(from, new Date('2026-11-08T09:00:00Z'))).toBe(6);
    expect(fullDaysBetween(from, new Date('2026-10-30T10:00:00Z'))).toBe(0);
  });
});

describe('countOfSavedLines', () => {
  it('reads each saved line and keeps only real answers as checks', () => {
    const { lines, checks } = countOfSavedLines([
      { itemId: 'a', state: 'counted', quantity: 7 },
      { itemId: 'b', state: 'zero', quantity: 0, recounted: true },
      { itemId: 'c', state: 'counted', quantity: 2.5, note: 'Dropped a case' },
    ]);
    expect(lines).toEqual({ a: counted(7), b: { state: 'zero' }, c: counted(2.5) });
    expect(checks).toEqual({
      b: { note: undefined, recounted: true },
      c: { note: 'Dropped a case', recounted: undefined },
    });
  });
});

const at = (iso: string) => new Date(iso);

describe('receivedCases', () => {
  it('adds the cases of orders fulfilled after `from` up to and including `to`', () => {
    const orders: ReceivedOrder[] = [
      { fulfilledAt: at('2026-11-01T00:00:00Z'), lines: [{ id: 'a', quantity: 9 }] },
      { fulfilledAt: at('2026-11-02T00:00:00Z'), lines: [{ id: 'a', quantity: 2 }] },
      {
        fulfilledAt: at('2026-11-05T00:00:00Z'),
        lines: [
          { id: 'a', quantity: 3 },
          { id: 'b', quantity: 1 },
        ],
      },
      { fulfilledAt: at('2026-11-06T00:00:00Z'), lines: [{ id: 'a', quantity: 50 }] },
      { fulfilledAt: null, lines: [{ id: 'a', quantity: 70 }] },
    ];
    // (1 Nov, 5 Nov]: 2 + 3 of a, 1 of b; the 1 Nov order is the boundary (excluded).
    expect(receivedCases(orders, at('2026-11-01T00:00:00Z'), at('2026-11-05T00:00:00Z'))).toEqual({
      a: 5,
      b: 1,
    });
  });
});

/** A period of the fake reads: its stamps, lines per count and orders. */
interface FakePeriod {
  id: string;
  openingCountedAt: Date | null;
  closingCountedAt: Date | null;
  lines: Partial<Record<'opening' | 'closing', Record<string, CountLine>>>;
  orders: ReceivedOrder[];
  movements?: ExpectationMovement[];
}

function fakeReads() {
  const calls: string[] = [];
  const reads: ExpectationReads<FakePeriod> = {
    lines: async (p, count) => {
      calls.push(`${p.id}:${count}`);
      return p.lines[count] ?? {};
    },
    orders: async (p) => {
      calls.push(`${p.id}:orders`);
      return p.orders;
    },
    movements: async (p) => {
      calls.push(`${p.id}:movements`);
      return p.movements ?? [];
    },
  };
  return { reads, calls };
}

describe('netStock', () => {
  it('adds cases x pack, transfers in, less transfers out and waste that moved stock', () => {
    const packs = new Map([
      ['a', 10],
      ['b', 1],
    ]);
    const movements: ExpectationMovement[] = [
      { kind: 'transferIn', itemId: 'a', quantity: 5, status: 'accepted' },
      { kind: 'waste', itemId: 'a', quantity: 3 },
      { kind: 'transferOut', itemId: 'b', quantity: 4, status: 'pending' },
      { kind: 'transferOut', itemId: 'c', quantity: 2 },
    ];
    // a: 3 cases x 10 + 5 - 3 = 32; b: 1 case, the pending transfer moved nothing; c: -2.
    expect(netStock({ a: 3, b: 1 }, movements, packs)).toEqual({ a: 32, b: 1, c: -2 });
  });
});

describe('countExpectations', () => {
  const items = [
    { id: 'a', unitsPerCase: 10 },
    { id: 'b', unitsPerCase: 1 },
  ];
  const previous: FakePeriod = {
    id: 'prev',
    openingCountedAt: at('2026-10-01T12:00:00Z'),
    closingCountedAt: at('2026-10-11T12:00:00Z'),
    lines: { opening: { a: counted(100), b: counted(5) }, closing: { a: counted(60) } },
    // 2 cases of a (20 eaches) during the previous period, 10 eaches of it wasted.
    orders: [{ fulfilledAt: at('2026-10-05T00:00:00Z'), lines: [{ id: 'a', quantity: 2 }] }],
    movements: [{ kind: 'waste', itemId: 'a', quantity: 10 }],
  };
  const period: FakePeriod = {
    id: 'now',
    openingCountedAt: at('2026-10-11T12:00:00Z'),
    closingCountedAt: null,
    lines: { opening: { a: counted(60), b: counted(8) } },
    // 3 cases of a (30 eaches) and 4 of b since the opening; one order before it.
    orders: [
      { fulfilledAt: at('2026-10-11T00:00:00Z'), lines: [{ id: 'a', quantity: 9 }] },
      {
        fulfilledAt: at('2026-10-15T00:00:00Z'),
        lines: [
          { id: 'a', quantity: 3 },
          { id: 'b', quantity: 4 },
        ],
      },
    ],
    // 5 eaches of a in from another location, 3 wasted, 20 out but not answered yet.
    movements: [
      { kind: 'transferIn', itemId: 'a', quantity: 5, status: 'accepted' },
      { kind: 'waste', itemId: 'a', quantity: 3 },
      { kind: 'transferOut', itemId: 'a', quantity: 20, status: 'pending' },
    ],
  };

  it('expects a closing from this opening, what came onto the shelf and the last usage rate', async () => {
    const { reads, calls } = fakeReads();
    const expected = await countExpectations(reads, {
      count: 'closing',
      items,
      period,
      previous,
      now: at('2026-10-16T12:00:00Z'),
    });
    // Usage of a: (100 + 20 - 10 wasted - 60) / 10 days = 5 a day; 5 days since the opening:
    // a = 60 + 30 + 5 in - 3 wasted - 5 x 5 = 67, off by a quarter of it (16.75) without a flag.
    // b has no previous closing, so no rate: its opening, 8.
    expect(expected).toEqual({
      a: { quantity: 67, tolerance: 16.75 },
      b: { quantity: 8, tolerance: 2 },
    });
    expect(flaggedItems({ a: counted(80), b: counted(8) }, expected)).toEqual([]);
    expect(flaggedItems({ a: counted(40), b: counted(8) }, expected)).toEqual(['a']);
    expect(calls.sort()).toEqual([
      'now:movements',
      'now:opening',
      'now:orders',
      'prev:closing',
      'prev:movements',
      'prev:opening',
      'prev:orders',
    ]);
  });

  it('expects a reopened closing as of its own stamp, not of today', async () => {
    const closed = { ...period, closingCountedAt: at('2026-10-16T12:00:00Z') };
    const expected = await countExpectations(fakeReads().reads, {
      count: 'closing',
      items,
      period: closed,
      previous,
      now: at('2026-12-20T12:00:00Z'),
    });
    expect(expected.a).toEqual({ quantity: 67, tolerance: 16.75 });
  });

  it('expects an opening taken the day the last period closed to find that closing', async () => {
    const next: FakePeriod = {
      id: 'next',
      openingCountedAt: null,
      closingCountedAt: null,
      lines: {},
      orders: [],
    };
    const sameDay = await countExpectations(fakeReads().reads, {
      count: 'opening',
      items,
      period: next,
      previous,
      now: at('2026-10-11T18:00:00Z'),
    });
    // a: the last closing, 60, with no day of usage taken off; b was blank at closing.
    expect(sameDay).toEqual({ a: { quantity: 60, tolerance: 15 } });
    expect(flaggedItems({ a: counted(60) }, sameDay)).toEqual([]);

    const twoDaysLater = await countExpectations(fakeReads().reads, {
      count: 'opening',
      items,
      period: next,
      previous,
      now: at('2026-10-13T13:00:00Z'),
    });
    // 60 - 5 a day x 2 days = 50.
    expect(twoDaysLater).toEqual({ a: { quantity: 50, tolerance: 12.5 } });
  });

  it('reads nothing for a first period', async () => {
    const first = fakeReads();
    expect(
      await countExpectations(first.reads, {
        count: 'opening',
        items,
        period: { ...period, openingCountedAt: null },
        previous: null,
        now: at('2026-10-13T12:00:00Z'),
      }),
    ).toEqual({});
    expect(first.calls).toEqual([]);
  });
});

describe('noteError', () => {
  it('refuses a note over 500 characters, naming its length', () => {
    expect(noteError('x'.repeat(500))).toBeNull();
    expect(noteError('x'.repeat(700))).toBe('Must be at most 500 characters (this note has 700)');
  });
});

describe('previousClosedPeriod', () => {
  const stamp = (ms: number) => ({ toMillis: () => ms });
  const periods = [
    { id: 'p1', status: 'closed', createdAt: stamp(100) },
    { id: 'p3', status: 'closed', createdAt: stamp(300) },
    { id: 'p2', status: 'closed', createdAt: stamp(200) },
    { id: 'p4', status: 'open', createdAt: stamp(400) },
  ];

  it('is the newest closed period created before this one', () => {
    expect(previousClosedPeriod(periods[3], periods)?.id).toBe('p3');
    expect(
      previousClosedPeriod({ id: 'p3', status: 'closed', createdAt: stamp(300) }, periods)?.id,
    ).toBe('p2');
    expect(previousClosedPeriod(periods[0], periods)).toBeNull();
  });

  it('takes the newest closed one for a period not created yet', () => {
    expect(previousClosedPeriod({ id: '', status: 'new', createdAt: null }, periods)?.id).toBe(
      'p3',
    );
  });
});

describe('countReadiness and its message', () => {
  const lines = { a: counted(10), b: { state: 'zero' as const }, d: counted(1) };
  const expected = { a: { quantity: 40, tolerance: 10 }, d: { quantity: 20, tolerance: 5 } };

  it('lists the blank, the flagged and the unanswered lines', () => {
    // a: 10 vs 40 (off 30) and d: 1 vs 20 (off 19) are flagged; c and e are blank.
    const readiness = countReadiness(
      ['a', 'b', 'c', 'd', 'e'],
      lines,
      { d: { note: 'Spilled' } },
      expected,
    );
    expect(readiness).toEqual({ blank: ['c', 'e'], flagged: ['a', 'd'], unanswered: ['a'] });
    expect(incompleteCountMessage('closing', readiness)).toBe(
      'The closing count cannot be completed: 2 lines are not counted (count them, or mark the rest as zero) and 1 line far from expected has neither a recount nor a note.',
    );
  });

  it('names one blank line alone, several unanswered ones alone, and nothing when ready', () => {
    expect(incompleteCountMessage('opening', { blank: ['c'], flagged: [], unanswered: [] })).toBe(
      'The opening count cannot be completed: 1 line is not counted (count it, or mark the rest as zero).',
    );
    expect(
      incompleteCountMessage('closing', { blank: [], flagged: ['a', 'd'], unanswered: ['a', 'd'] }),
    ).toBe(
      'The closing count cannot be completed: 2 lines far from expected have neither a recount nor a note.',
    );
    expect(
      incompleteCountMessage('closing', { blank: [], flagged: ['a'], unanswered: [] }),
    ).toBeNull();
  });
});
