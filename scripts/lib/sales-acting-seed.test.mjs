// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { benchmarkDocuments } from '../../src/features/reports/model/benchmarks.ts';
import { buildSalesActingSeed } from './sales-acting-seed.mjs';

const now = new Date(2026, 10, 23, 10);
const ts = (d) => ({ toDate: () => d });
const entry = (locationId, locationType, date, netCents, transactions) => [
  'sales_entries',
  `${locationId}_${date}`,
  { locationId, locationType, date, netCents, transactions },
];
const docs = [
  ['users', 'sa', { role: 'superAdmin', firstName: 'Sam', lastName: 'Admin' }],
  entry('r1', 'restaurant', '2026-11-18', 100_000, 40),
  entry('r2', 'restaurant', '2026-11-18', 300_000, 100),
  entry('r3', 'restaurant', '2026-11-19', 200_000, 90),
  entry('t1', 'truck', '2026-11-18', 50_000, 30),
  entry('t2', 'truck', '2026-10-02', 70_000, 30),
  [
    'approvals',
    'refund-1',
    {
      formId: 'refund',
      status: 'approved',
      territoryId: 'n',
      franchiseeLocationId: 'r2',
      franchiseeLocationName: 'R2',
      franchiseeLocationType: 'restaurant',
      refundDate: ts(new Date('2026-11-17T05:00:00Z')),
      amountCents: 150_000,
      history: [{ by: 'sa', at: ts(now) }],
    },
  ],
  [
    'approvals',
    'event-1',
    {
      formId: 'event',
      status: 'submitted',
      userId: 'm',
      requesterName: 'Max Manager',
      eventTimeAndDate: ts(now),
      history: [],
    },
  ],
];

describe('sales acting seed: the COGS median', () => {
  it('adds the COGS figures it is given to the documents of the periods they closed in', () => {
    const figures = [
      {
        locationId: 'r1',
        locationType: 'restaurant',
        closedOn: '2026-10-20',
        cogsPercentBps: 3_000,
      },
      {
        locationId: 'r2',
        locationType: 'restaurant',
        closedOn: '2026-10-25',
        cogsPercentBps: 3_400,
      },
    ];
    let given = null;
    const out = buildSalesActingSeed({
      docs,
      now,
      ts,
      benchmarkDocuments,
      cogsFigures: (cogsDocuments, asOf) => {
        given = { cogsDocuments, asOf };
        return figures;
      },
    });
    expect(given.asOf).toBe('2026-11-23');
    expect(given.cogsDocuments.sales.length).toBe(
      docs.filter(([c]) => c === 'sales_entries').length,
    );
    const oct = out.find(([c, id]) => c === 'sales_benchmarks' && id === '2026-10-01_2026-10-31');
    // (3,000 + 3,400) / 2
    expect(oct[2].cogs).toEqual({ restaurant: { medianCogsBps: 3_200, locationCount: 2 } });
  });
});

describe('sales acting seed', () => {
  const out = buildSalesActingSeed({ docs, now, ts, benchmarkDocuments });
  const of = (c) => out.filter(([collection]) => collection === c);

  it('writes the adjustment of each approved refund on its refund day', () => {
    expect(of('sales_adjustments')).toEqual([
      [
        'sales_adjustments',
        'refund-1',
        expect.objectContaining({ locationId: 'r2', date: '2026-11-17', amountCents: 150_000 }),
      ],
    ]);
  });

  it('adds one approved event 9 days ahead for the upcoming events card', () => {
    const [[, id, event]] = of('approvals');
    expect(id).toBe('approval-demo-harbor-fair');
    expect(event.status).toBe('approved');
    expect(event.eventTimeAndDate.toDate().getDate()).toBe(2);
    expect(event.history.map((h) => h.to)).toEqual(['submitted', 'approved']);
  });

  it("writes the server job's documents of the seed day, with hand-computed medians", () => {
    const benchmarks = Object.fromEntries(of('sales_benchmarks').map(([, id, d]) => [id, d]));
    expect(Object.keys(benchmarks)).toContain('2026-11-01_2026-11-30');
    expect(Object.keys(benchmarks)).toContain('2025-12-01_2025-12-31');
    expect(Object.keys(benchmarks)).toContain('2026-11-17_2026-11-23');
    // November: r1 100,000 / 40; r2 300,000 - 150,000 refund = 150,000 / 100; r3 200,000 / 90.
    // Median net 150,000; checks 2,500, 1,500, 2,222 -> 2,222. One truck only: no truck median.
    expect(benchmarks['2026-11-01_2026-11-30']).toEqual({
      from: '2026-11-01',
      to: '2026-11-30',
      asOf: '2026-11-23',
      cohorts: {
        restaurant: { medianNetCents: 150_000, medianAverageCheckCents: 2_222, locationCount: 3 },
      },
      cogs: {},
    });
  });
});
