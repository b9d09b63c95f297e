import { describe, expect, it } from 'vitest';
import {
  locationPeriods,
  periodSpan,
  periodsToRead,
  readFulfilledOrder,
  readValuedItem,
  systemCogsFigures,
  type CogsDocuments,
} from './cogsSources';

/** A stored time as either SDK hands it over. */
const at = (iso: string) => ({ toDate: () => new Date(iso) });

describe('periods from stored documents', () => {
  it('dates a period from its opening day to its closing day, or to today while open', () => {
    const stamps = { createdAt: at('2026-10-01T12:00:00Z'), updatedAt: at('2026-10-31T12:00:00Z') };
    expect(periodSpan({ status: 'closed', ...stamps }, '2026-11-29')).toEqual({
      from: '2026-10-01',
      to: '2026-10-31',
    });
    expect(periodSpan({ status: 'open', ...stamps }, '2026-11-29')).toEqual({
      from: '2026-10-01',
      to: '2026-11-29',
    });
    // A pending server timestamp (no stored time yet) reads as today.
    expect(periodSpan({ status: 'open', createdAt: null, updatedAt: null }, '2026-11-29')).toEqual({
      from: '2026-11-29',
      to: '2026-11-29',
    });
  });

  it("sums a period's own sales days, half-open, and keeps a closing only once closed", () => {
    const shrimp = { shrimp: { state: 'counted' as const, quantity: 4 } };
    const base = { name: 'P', locationId: 'L1', opening: shrimp, closing: shrimp, movements: [] };
    const periods = locationPeriods(
      [
        {
          ...base,
          id: 'oct',
          status: 'closed',
          createdAt: at('2026-10-01T12:00:00Z'),
          updatedAt: at('2026-10-31T12:00:00Z'),
        },
        {
          ...base,
          id: 'nov',
          status: 'closingInProgress',
          createdAt: at('2026-10-31T13:00:00Z'),
          updatedAt: null,
        },
      ],
      [
        { date: '2026-10-01', netCents: 1_000 },
        { date: '2026-10-30', netCents: 2_000 },
        { date: '2026-10-31', netCents: 4_000 },
      ],
      '2026-11-29',
    );
    // 31 Oct opens November: it counts there only.
    expect(periods.map((p) => [p.id, p.netSalesCents, p.closing !== null])).toEqual([
      ['oct', 3_000, true],
      ['nov', 4_000, false],
    ]);
  });

  it('reads a fulfilled order: the day of its last revision into fulfilled, its lines and counted prices', () => {
    expect(
      readFulfilledOrder({
        revisions: [
          { to: 'fulfilled', at: at('2026-10-02T10:00:00Z') },
          { to: 'approved', at: at('2026-10-03T10:00:00Z') },
          { to: 'fulfilled', at: at('2026-10-05T23:30:00Z') },
        ],
        updatedAt: at('2026-10-09T10:00:00Z'),
        lines: { shrimp: '3' },
        countedSales: {
          date: '2026-10-01',
          deliveryLocationId: 'dock',
          items: { shrimp: { qty: 3, cents: 27_000 } },
        },
      }),
    ).toEqual({
      fulfilledDay: '2026-10-05',
      lines: [{ id: 'shrimp', quantity: 3 }],
      counted: { shrimp: { qty: 3, cents: 27_000 } },
    });
    // No revisions: its last update; no counted prices: null.
    expect(readFulfilledOrder({ updatedAt: at('2026-10-09T10:00:00Z'), lines: {} })).toEqual({
      fulfilledDay: '2026-10-09',
      lines: [],
      counted: null,
    });
  });

  it('values an item at its current case price, the sale price while on sale', () => {
    expect(
      readValuedItem('shrimp', {
        itemDesc: 'Shrimp',
        category: 'Seafood',
        unitsPerCase: 10,
        priceCents: 12_000,
        salePriceCents: 11_000,
        isOnSale: true,
      }),
    ).toEqual({
      id: 'shrimp',
      name: 'Shrimp',
      category: 'Seafood',
      unitsPerCase: 10,
      currentCasePriceCents: 11_000,
    });
    expect(readValuedItem('x', { priceCents: 500, unitsPerCase: 0 })).toMatchObject({
      name: 'x',
      category: 'Uncategorized',
      unitsPerCase: 1,
      currentCasePriceCents: 500,
    });
  });
});

describe('COGS figures of the system median', () => {
  const OCT = { from: '2026-10-01', to: '2026-10-31' };
  const report = (locationId: string, status: string, created: string, updated: string) => ({
    locationId,
    locationType: 'restaurant',
    name: `${locationId} ${created}`,
    status,
    createdAt: at(`${created}T12:00:00Z`),
    updatedAt: at(`${updated}T12:00:00Z`),
  });
  const line = (count: string, quantity: number) => ({
    itemId: 'shrimp',
    count,
    state: 'counted',
    quantity,
  });
  const docs: CogsDocuments = {
    reports: [
      // L1: October closed on 31 Oct, November open since.
      { id: 'l1-oct', data: report('L1', 'closed', '2026-10-01', '2026-10-31') },
      { id: 'l1-nov', data: report('L1', 'open', '2026-10-31', '2026-10-31') },
      // L2: closed on 15 Oct, but no sales reported: no COGS %.
      { id: 'l2-oct', data: report('L2', 'closed', '2026-10-01', '2026-10-15') },
      // L3: closed in November, outside October.
      { id: 'l3-nov', data: report('L3', 'closed', '2026-10-20', '2026-11-02') },
    ],
    countLines: {
      'l1-oct': [line('opening', 20), line('closing', 10)],
      'l2-oct': [line('opening', 5), line('closing', 5)],
    },
    movements: {
      // Entered on November's period, dated 30 Oct: it counts in October.
      'l1-nov': [
        {
          id: 'm1',
          data: { kind: 'transferIn', itemId: 'shrimp', quantity: 2, date: '2026-10-30' },
        },
      ],
    },
    locations: [
      { id: 'L1', data: { type: 'restaurant', deliveryLocationId: 'dock-1' } },
      { id: 'L2', data: { type: 'restaurant' } },
      { id: 'L3', data: { type: 'truck', deliveryLocationId: 'dock-3' } },
    ],
    orders: [
      {
        deliveryLocationId: 'dock-1',
        status: 'fulfilled',
        revisions: [{ to: 'fulfilled', at: at('2026-10-05T15:00:00Z') }],
        lines: { shrimp: '1' },
        countedSales: {
          date: '2026-10-01',
          deliveryLocationId: 'dock-1',
          items: { shrimp: { qty: 1, cents: 10_000 } },
        },
      },
      // Another delivery point's order, and an order not fulfilled: not L1's purchases.
      {
        deliveryLocationId: 'dock-3',
        status: 'fulfilled',
        updatedAt: at('2026-10-05T15:00:00Z'),
        lines: { shrimp: '9' },
      },
      {
        deliveryLocationId: 'dock-1',
        status: 'approved',
        updatedAt: at('2026-10-06T15:00:00Z'),
        lines: { shrimp: '9' },
      },
    ],
    items: [{ id: 'shrimp', data: { category: 'Seafood', unitsPerCase: 10, priceCents: 12_000 } }],
    sales: [
      { locationId: 'L1', date: '2026-10-10', netCents: 60_000 },
      { locationId: 'L1', date: '2026-10-20', netCents: 20_000 },
      // The closing day opens November.
      { locationId: 'L1', date: '2026-10-31', netCents: 99_000 },
    ],
  };

  it('reads the periods of locations with a period closed in the span, counts only where needed', () => {
    const { periods, firstDay } = periodsToRead(docs.reports, OCT, '2026-11-29');
    expect(periods).toEqual([
      { reportId: 'l1-oct', locationId: 'L1', counts: true },
      { reportId: 'l1-nov', locationId: 'L1', counts: false },
      { reportId: 'l2-oct', locationId: 'L2', counts: true },
    ]);
    expect([...firstDay]).toEqual([
      ['L1', '2026-10-01'],
      ['L2', '2026-10-01'],
    ]);
  });

  it("computes each closed period's COGS % as the COGS page does", () => {
    // L1 October: opening 20 shrimp at the current $120.00 a case of 10 = $240.00 (no order yet
    // on 1 Oct); bought 1 case at its order's $100.00; 2 transferred in at $10.00 = $20.00;
    // closing 10 at $10.00 = $100.00. COGS 240 + 100 + 20 - 100 = $260.00 of $800.00 = 32.50 %.
    expect(systemCogsFigures(docs, OCT, '2026-11-29')).toEqual([
      {
        locationId: 'L1',
        locationType: 'restaurant',
        closedOn: '2026-10-31',
        cogsPercentBps: 3_250,
      },
    ]);
  });
});
