import { describe, expect, it } from 'vitest';
import { netSale } from '@/testing/salesRecords';
import {
  NO_SALES,
  SalesLedgerView,
  adjustmentRecord,
  chainPeriods,
  chainRollupFields,
  chainRollupReads,
  chainRollupsOf,
  coverBounds,
  entryRecord,
  periodBounds,
  periodsOfDay,
  planBeyond,
  readPlan,
  salesReads,
  sumFigures,
  rollupDeltas,
  rollupFields,
  rollupsOf,
} from './salesRollups';

/** A reported day of location `x` in territory `t`: net = gross - discounts - refunds. */
const day = (date: string, grossCents: number, discountCents = 0, refundCents = 0, tx = 10) =>
  entryRecord({
    territoryId: 't',
    locationId: 'x',
    date,
    grossCents,
    discountCents,
    refundCents,
    netCents: grossCents - discountCents - refundCents,
    transactions: tx,
  });

/** The deltas as `level id: field value` lines, easy to read against the hand sums. */
const summary = (rollups: ReturnType<typeof rollupDeltas>) =>
  Object.fromEntries(rollups.map((r) => [`${r.level} ${r.ownerId}_${r.period}`, { ...r.figures }]));

describe('rollup periods', () => {
  it('names a day by its month and its ISO week, whose year may be the next or the last', () => {
    expect(periodsOfDay('2026-11-23')).toEqual(['2026-11', '2026-W48']);
    // Tuesday 30 December 2025 is in the first ISO week of 2026 (29 December to 4 January).
    expect(periodsOfDay('2025-12-30')).toEqual(['2025-12', '2026-W01']);
    // Friday 1 January 2027 is in week 53 of 2026 (2026 began on a Thursday).
    expect(periodsOfDay('2027-01-01')).toEqual(['2027-01', '2026-W53']);
  });

  it('gives the first and last day of a period', () => {
    expect(periodBounds('2026-02')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(periodBounds('2026-W01')).toEqual({ from: '2025-12-29', to: '2026-01-04' });
    expect(periodBounds('2026-W53')).toEqual({ from: '2026-12-28', to: '2027-01-03' });
  });

  it('reads a custom range as its whole months and the days at its two ends', () => {
    // Thursday 29 October to Thursday 3 December 2026: November whole, 3 days each side.
    expect(coverBounds({ from: '2026-10-29', to: '2026-12-03' })).toEqual({
      periods: ['2026-11'],
      days: [
        { from: '2026-10-29', to: '2026-10-31' },
        { from: '2026-12-01', to: '2026-12-03' },
      ],
    });
  });

  it('reads whole ISO weeks where no whole month fits, and short ranges by day', () => {
    // "This week": Monday 16 to Sunday 22 November 2026.
    expect(coverBounds({ from: '2026-11-16', to: '2026-11-22' })).toEqual({
      periods: ['2026-W47'],
      days: [],
    });
    // Monday 9 November to Sunday 6 December: four weeks, the last one across the months.
    expect(coverBounds({ from: '2026-11-09', to: '2026-12-06' }).periods).toEqual([
      '2026-W46',
      '2026-W47',
      '2026-W48',
      '2026-W49',
    ]);
    // "Last 7 days" from a Tuesday: no whole week.
    expect(coverBounds({ from: '2026-11-17', to: '2026-11-23' })).toEqual({
      periods: [],
      days: [{ from: '2026-11-17', to: '2026-11-23' }],
    });
  });

  it('plans one read of the periods and merged day runs of several ranges', () => {
    expect(
      readPlan([
        { from: '2026-11-17', to: '2026-11-23' },
        { from: '2026-11-10', to: '2026-11-16' },
        { from: '2026-11-01', to: '2026-11-30' },
      ]),
    ).toEqual({ periods: ['2026-11'], days: [{ from: '2026-11-10', to: '2026-11-23' }] });
  });

  it('plans the rest of a read: the periods and days not read yet, runs split around them', () => {
    // Last 30 days to Saturday 2026-11-28, then with the 30 before and three whole months.
    const shown = readPlan([{ from: '2026-10-29', to: '2026-11-28' }]);
    const all = readPlan([
      { from: '2026-10-29', to: '2026-11-28' },
      { from: '2026-09-28', to: '2026-10-28' },
      { from: '2026-09-01', to: '2026-11-30' },
    ]);
    expect(shown).toEqual({
      periods: ['2026-W45', '2026-W46', '2026-W47'],
      days: [
        { from: '2026-10-29', to: '2026-11-01' },
        { from: '2026-11-23', to: '2026-11-28' },
      ],
    });
    expect(planBeyond(all, shown)).toEqual({
      periods: ['2026-09', '2026-10', '2026-11', '2026-W40', '2026-W41', '2026-W42', '2026-W43'],
      days: [{ from: '2026-10-26', to: '2026-10-28' }],
    });
    const read = { periods: ['2026-W45'], days: [{ from: '2026-11-03', to: '2026-11-04' }] };
    expect(
      planBeyond(
        { periods: ['2026-10', '2026-W45'], days: [{ from: '2026-11-01', to: '2026-11-10' }] },
        read,
      ),
    ).toEqual({
      periods: ['2026-10'],
      days: [
        { from: '2026-11-01', to: '2026-11-02' },
        { from: '2026-11-05', to: '2026-11-10' },
      ],
    });
  });
});

describe('rollup deltas', () => {
  // 120.00 gross - 10.00 discounts - 5.00 refunds = 105.00 net, 30 transactions.
  const first = day('2026-11-18', 12_000, 1_000, 500, 30);
  const figures = {
    ...NO_SALES,
    grossCents: 12_000,
    discountCents: 1_000,
    refundCents: 500,
    netCents: 10_500,
    transactions: 30,
    days: 1,
  };

  it('adds a new day to its location and territory, month and week', () => {
    expect(summary(rollupDeltas([{ before: null, after: first }]))).toEqual({
      'location x_2026-11': figures,
      'location x_2026-W47': figures,
      'territory t_2026-11': figures,
      'territory t_2026-W47': figures,
    });
  });

  it("keeps a week's figures per day, and leaves out a day whose changes cancel", () => {
    const week = (deltas: ReturnType<typeof rollupDeltas>, level: string) =>
      deltas.find((r) => r.level === level && r.period === '2026-W47');
    // Wednesday 18 November (105.00) is in week 47; the month keeps no days.
    const added = rollupDeltas([{ before: null, after: first }]);
    expect(week(added, 'territory')?.byDay).toEqual({ '2026-11-18': figures });
    expect(added.find((r) => r.period === '2026-11')?.byDay).toBeUndefined();
    // The 19th added at 50.00 and the 18th replaced by 55.00: the week moves by 50.00 - 50.00 =
    // 0 net, but each day moved, so the week's delta keeps both days.
    const moved = rollupDeltas([
      { before: null, after: day('2026-11-19', 5_000, 0, 0, 5) },
      { before: first, after: day('2026-11-18', 5_500, 0, 0, 30) },
    ]);
    expect(week(moved, 'location')).toMatchObject({
      figures: { netCents: 0, days: 1, transactions: 5 },
      byDay: {
        '2026-11-18': {
          ...NO_SALES,
          grossCents: -6_500,
          discountCents: -1_000,
          refundCents: -500,
          netCents: -5_000,
        },
        '2026-11-19': { ...NO_SALES, grossCents: 5_000, netCents: 5_000, transactions: 5, days: 1 },
      },
    });
    // The 18th replaced and put back: no day moved, nothing to write.
    const back = day('2026-11-18', 9_000);
    expect(
      rollupDeltas([
        { before: first, after: back },
        { before: back, after: first },
      ]),
    ).toEqual([]);
  });

  it('replaces a day by the difference, the day counted once', () => {
    // 110.00 gross, nothing off, 28 transactions: +5.00 net, -10.00 gross, 0 days.
    const replaced = day('2026-11-18', 11_000, 0, 0, 28);
    const delta = {
      ...NO_SALES,
      grossCents: -1_000,
      discountCents: -1_000,
      refundCents: -500,
      netCents: 500,
      transactions: -2,
    };
    expect(
      summary(rollupDeltas([{ before: first, after: replaced }]))['location x_2026-11'],
    ).toEqual(delta);
  });

  it('takes a removed day off, and a replacement by the same figures moves nothing', () => {
    const removed = summary(rollupDeltas([{ before: first, after: null }]))['territory t_2026-W47'];
    expect(removed).toEqual({
      ...NO_SALES,
      grossCents: -12_000,
      discountCents: -1_000,
      refundCents: -500,
      netCents: -10_500,
      transactions: -30,
      days: -1,
    });
    expect(rollupDeltas([{ before: first, after: first }])).toEqual([]);
  });

  it('adds an approved refund to the adjustments of its day, not to the days reported', () => {
    const refund = adjustmentRecord({
      territoryId: 't',
      locationId: 'x',
      date: '2026-11-30',
      amountCents: 2_500,
    });
    // Monday 30 November is in November and in week 49 (30 November to 6 December).
    expect(summary(rollupDeltas([{ before: null, after: refund }]))).toEqual({
      'location x_2026-11': { ...NO_SALES, adjustmentCents: 2_500 },
      'location x_2026-W49': { ...NO_SALES, adjustmentCents: 2_500 },
      'territory t_2026-11': { ...NO_SALES, adjustmentCents: 2_500 },
      'territory t_2026-W49': { ...NO_SALES, adjustmentCents: 2_500 },
    });
  });

  it('sums the days of a week across two months and two years into one week', () => {
    // 31 December 2025 (100.00) and 2 January 2026 (50.00): both in 2026-W01.
    const rollups = summary(
      rollupsOf([day('2025-12-31', 10_000), day('2026-01-02', 5_000)]).filter(
        (r) => r.level === 'location',
      ),
    );
    expect(rollups['location x_2026-W01']).toMatchObject({ netCents: 15_000, days: 2 });
    expect(rollups['location x_2025-12']).toMatchObject({ netCents: 10_000, days: 1 });
    expect(rollups['location x_2026-01']).toMatchObject({ netCents: 5_000, days: 1 });
  });

  it('gives the same rollups incrementally as from scratch', () => {
    const records = [day('2026-11-18', 12_000), day('2026-11-19', 9_000)];
    const replaced = day('2026-11-19', 7_000);
    const incremental = rollupDeltas([
      { before: null, after: records[0] },
      { before: null, after: records[1] },
      { before: records[1], after: replaced },
    ]);
    expect(incremental).toEqual(rollupsOf([records[0], replaced]));
  });

  it('stores a rollup with its place, unit and days', () => {
    const [location] = rollupsOf([first]);
    expect(rollupFields(location)).toEqual({
      territoryId: 't',
      locationId: 'x',
      unit: 'month',
      period: '2026-11',
      from: '2026-11-01',
      to: '2026-11-30',
      ...figures,
    });
  });
});

describe('reading rollups', () => {
  it('sums the month rollups and the end days of a custom range from their weeks, each day once', () => {
    // The weeks around the ends: 26 October to 1 November and 30 November to 6 December.
    const weeks = rollupsOf([
      day('2026-10-26', 8_000),
      day('2026-10-31', 1_000),
      day('2026-11-01', 500),
      day('2026-11-30', 700),
      day('2026-12-01', 2_000),
      // After the range: not counted.
      day('2026-12-04', 4_000),
      adjustmentRecord({ territoryId: 't', locationId: 'x', date: '2026-12-02', amountCents: 300 }),
    ]).filter((r) => r.level === 'location' && r.period.includes('-W'));
    const view = new SalesLedgerView([
      {
        level: 'location',
        ownerId: 'x',
        period: '2026-11',
        figures: { ...NO_SALES, netCents: 90_000, days: 30 },
      },
      ...weeks,
    ]);
    // 90,000 + 1,000 + 2,000 net, 30 + 2 days, 300 refunded.
    expect(view.figuresOf('x', { from: '2026-10-29', to: '2026-12-03' })).toMatchObject({
      netCents: 93_000,
      days: 32,
      adjustmentCents: 300,
    });
    expect(view.figuresOf('y', { from: '2026-10-29', to: '2026-12-03' })).toEqual(NO_SALES);
  });
});

/** A reported day of location `locationId` in territory `territoryId`, 1 transaction. */
const sold = (territoryId: string, locationId: string, date: string, netCents: number) =>
  netSale({ territoryId, locationId, date, netCents, transactions: 1 });

describe('territory figures', () => {
  const at = (locationId: string, date: string, netCents: number) =>
    sold('t', locationId, date, netCents);
  const records = [
    at('x', '2026-11-02', 1_000),
    at('y', '2026-11-30', 2_000),
    at('y', '2026-12-01', 4_000),
  ];

  it('sums a whole month from the territory rollup and its end days from its week', () => {
    // Only the territory rollups: a location's figures are not there.
    const territoryOnly = rollupsOf(records).filter((r) => r.level === 'territory');
    const view = new SalesLedgerView(territoryOnly);
    // November (1,000 + 2,000 over 2 location days) and 1 December (4,000).
    expect(view.territoryFiguresOf('t', { from: '2026-11-01', to: '2026-12-01' })).toMatchObject({
      netCents: 7_000,
      days: 3,
    });
    expect(view.figuresOf('x', { from: '2026-11-01', to: '2026-11-30' })).toEqual(NO_SALES);
    expect(
      sumFigures([
        view.territoryFiguresOf('t', { from: '2026-11-01', to: '2026-11-30' }),
        view.territoryFiguresOf('t', { from: '2026-12-01', to: '2026-12-01' }),
      ]),
    ).toMatchObject({ netCents: 7_000, days: 3 });
  });

  it('plans territory rollups for totals and location rollups only for what lists locations', () => {
    const october = { from: '2026-10-01', to: '2026-10-31' };
    const lastDays = { from: '2026-11-19', to: '2026-11-25' };
    expect(
      salesReads({
        territories: { ids: ['n', 's'], bounds: [october, lastDays] },
        locations: { territoryIds: ['n'], bounds: [october] },
      }),
    ).toEqual([
      // Thursday 19 to Wednesday 25 November: no whole week, so weeks 47 and 48 for their days.
      {
        territoryId: 'n',
        territoryPeriods: ['2026-10', '2026-W47', '2026-W48'],
        locationPeriods: ['2026-10'],
      },
      {
        territoryId: 's',
        territoryPeriods: ['2026-10', '2026-W47', '2026-W48'],
        locationPeriods: [],
      },
    ]);
    expect(
      salesReads({
        territories: { ids: [], bounds: [] },
        locations: { territoryIds: ['n'], locationId: 'x', bounds: [october] },
      }),
    ).toEqual([
      {
        territoryId: 'n',
        territoryPeriods: [],
        locationPeriods: ['2026-10'],
        locationId: 'x',
      },
    ]);
  });
});

describe('chain rollups', () => {
  // North: the cafe on Monday 30 and the truck on Tuesday 31 March (week 14 runs 30 March to
  // 5 April); South: the grill on 31 March, and a refund of 5.00 on 1 April.
  const records = [
    sold('north', 'cafe', '2026-03-30', 1_000),
    sold('north', 'truck', '2026-03-31', 2_000),
    sold('south', 'grill', '2026-03-31', 4_000),
    adjustmentRecord({
      territoryId: 'south',
      locationId: 'grill',
      date: '2026-04-01',
      amountCents: 500,
    }),
  ];
  const net = (netCents: number, days: number) => ({
    ...NO_SALES,
    grossCents: netCents,
    netCents,
    transactions: days,
    days,
  });

  it("holds every territory's figures of a period, each its territory rollup's", () => {
    const chains = chainRollupsOf(rollupsOf(records));
    expect(chains.map((c) => c.period)).toEqual(['2026-03', '2026-04', '2026-W14']);
    // March: North 1,000 + 2,000 over 2 days; South 4,000 over 1. No days kept for a month.
    expect(chainRollupFields(chains[0])).toEqual({
      unit: 'month',
      period: '2026-03',
      from: '2026-03-01',
      to: '2026-03-31',
      territories: { north: net(3_000, 2), south: net(4_000, 1) },
    });
    // April: only South's refund, no day reported.
    expect(chains[1].territories).toEqual({
      south: { figures: { ...NO_SALES, adjustmentCents: 500 } },
    });
    // Week 14: both territories with their days, the refund on its own day.
    expect(chainRollupFields(chains[2])).toEqual({
      unit: 'week',
      period: '2026-W14',
      from: '2026-03-30',
      to: '2026-04-05',
      territories: {
        north: {
          ...net(3_000, 2),
          byDay: { '2026-03-30': net(1_000, 1), '2026-03-31': net(2_000, 1) },
        },
        south: {
          ...net(4_000, 1),
          adjustmentCents: 500,
          byDay: {
            '2026-03-31': net(4_000, 1),
            '2026-04-01': { ...NO_SALES, adjustmentCents: 500 },
          },
        },
      },
    });
  });

  it("takes a change's territory deltas, the week's moved days only", () => {
    // The truck's 31 March replaced by 2,500: +500 in North's March and week 14, on that day.
    const moved = chainRollupsOf(
      rollupDeltas([{ before: records[1], after: sold('north', 'truck', '2026-03-31', 2_500) }]),
    );
    const plus = { ...NO_SALES, grossCents: 500, netCents: 500 };
    expect(moved).toEqual([
      { period: '2026-03', territories: { north: { figures: plus } } },
      {
        period: '2026-W14',
        territories: { north: { figures: plus, byDay: { '2026-03-31': plus } } },
      },
    ]);
  });

  it('reads back as the territory rollups it holds, for the same figures', () => {
    const rollups = rollupsOf(records);
    const fromChain = new SalesLedgerView(chainRollupsOf(rollups).flatMap(chainRollupReads));
    const fromTerritories = new SalesLedgerView(rollups);
    // March and the week's Wednesday: North 3,000 over 2 days; South 4,000 and 500 refunded.
    const bounds = { from: '2026-03-01', to: '2026-04-01' };
    expect(fromChain.territoryFiguresOf('north', bounds)).toEqual(net(3_000, 2));
    expect(fromChain.territoryFiguresOf('south', bounds)).toEqual({
      ...net(4_000, 1),
      adjustmentCents: 500,
    });
    for (const t of ['north', 'south']) {
      expect(fromChain.territoryFiguresOf(t, bounds)).toEqual(
        fromTerritories.territoryFiguresOf(t, bounds),
      );
    }
  });

  it('plans one chain rollup a period instead of the territory rollups of a top role', () => {
    const october = { from: '2026-10-01', to: '2026-10-31' };
    const lastDays = { from: '2026-11-19', to: '2026-11-25' };
    const request = {
      territories: { ids: ['n', 's'], bounds: [october, lastDays], chain: true },
      locations: { territoryIds: [], bounds: [] },
    };
    expect(chainPeriods(request)).toEqual(['2026-10', '2026-W47', '2026-W48']);
    expect(salesReads(request)).toEqual([]);
    // Without the chain, or without territories: none.
    expect(chainPeriods({ ...request, territories: { ids: ['n'], bounds: [october] } })).toEqual(
      [],
    );
    expect(
      chainPeriods({ ...request, territories: { ids: [], bounds: [october], chain: true } }),
    ).toEqual([]);
  });
});
