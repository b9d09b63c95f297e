import { getApps, initializeApp } from 'firebase-admin/app';
import { Timestamp, getFirestore, type Firestore } from 'firebase-admin/firestore';
import type { Page } from 'playwright-core';
import { rebuildSalesRollups } from '../../functions/src/reports/salesRollups';
import type { CountLine, ValuedItem } from '../../src/features/reports/inventory/model/cogs';
import {
  cogsRow,
  itemsOfPeriod,
  type PeriodData,
} from '../../src/features/reports/inventory/model/cogsReport';
import { formatBps, formatCents } from '../../src/features/reports/model/salesMath';
import { baseUrl, newPage, screenshot, signIn, waitUntil } from './support/browser';

/**
 * COGS and P&L (issue 14) against data this file creates past the rules in a territory of its own
 * (dated 2024, before every seeded order and sales day, so no other test sees it): two
 * restaurants with closed periods, fulfilled orders priced at what their approval counted (below
 * the current price; one delivered on the day September closes and October opens, so it counts in
 * October only), sales days and royalty rates. The page must show what the pure module computes
 * from the same data; the Super Admin compares the two restaurants and enters waste on an open
 * period. The pages read the periods' COGS rollups, rebuilt from those documents as a repair would
 * (functions/src/reports/cogsRollups.ts). Screens at 1440x900 and on a 768x1024 touch tablet.
 */
const TERRITORY = 'territory-cogs-e2e';
const CAFE = 'location-cogs-e2e-cafe';
const GRILL = 'location-cogs-e2e-grill';
const DOCK = 'delivery-cogs-e2e-cafe';
const PATTIES = 'item-bp-4oz';
const BUNS = 'item-bun-bri';
const noon = (day: string) => Timestamp.fromDate(new Date(`${day}T12:00:00Z`));

function admin(): Firestore {
  const app =
    getApps().find((a) => a.name === 'cogs-e2e') ??
    initializeApp({ projectId: 'demo-franchise-portal' }, 'cogs-e2e');
  return getFirestore(app);
}

const counts: Record<string, Record<string, number>> = {
  'cogs-e2e-cafe-sep': { [PATTIES]: 10, [BUNS]: 20 },
  'cogs-e2e-cafe-oct': { [PATTIES]: 8, [BUNS]: 12 },
  'cogs-e2e-cafe-nov': { [PATTIES]: 5, [BUNS]: 6 },
  'cogs-e2e-grill-oct': { [PATTIES]: 6, [BUNS]: 10 },
  'cogs-e2e-grill-nov': { [PATTIES]: 6, [BUNS]: 4 },
};
const periods = [
  {
    id: 'cogs-e2e-cafe-sep',
    loc: CAFE,
    name: 'September 2024',
    from: '2024-09-01',
    to: '2024-10-01',
    opening: 'cogs-e2e-cafe-sep',
    closing: 'cogs-e2e-cafe-oct',
  },
  {
    id: 'cogs-e2e-cafe-oct',
    loc: CAFE,
    name: 'October 2024',
    from: '2024-10-01',
    to: '2024-10-31',
    opening: 'cogs-e2e-cafe-oct',
    closing: 'cogs-e2e-cafe-nov',
  },
  {
    id: 'cogs-e2e-grill-oct',
    loc: GRILL,
    name: 'October 2024',
    from: '2024-10-01',
    to: '2024-10-31',
    opening: 'cogs-e2e-grill-oct',
    closing: 'cogs-e2e-grill-nov',
  },
];
const OPEN_PERIOD = 'cogs-e2e-cafe-open';
// The order's approval counted 3 cases of patties at $70.00, below the current price.
const ORDER_CASE_CENTS = 7_000;
// The cafe's purchases as the app reads them from the two fulfilled orders below: a $200
// delivery (2 cases at $100.00) on Oct 1, the day September closes and October opens, and
// 3 cases at $70.00 on Oct 5.
const CAFE_PURCHASES = [
  { itemId: PATTIES, date: '2024-10-01', cases: 2, casePriceCents: 10_000 },
  { itemId: PATTIES, date: '2024-10-05', cases: 3, casePriceCents: ORDER_CASE_CENTS },
];
const SALES: [string, number][] = [
  ['2024-10-10', 150_000],
  ['2024-10-20', 250_025],
];

async function createWorld(db: Firestore) {
  const batch = db.batch();
  const stamps = { createdAt: noon('2024-09-01'), updatedAt: noon('2024-09-01') };
  batch.set(db.doc(`territories/${TERRITORY}`), {
    name: 'COGS Test Coast',
    userIds: [],
    ...stamps,
  });
  const location = (name: string, deliveryLocationId: string) => ({
    name,
    territoryId: TERRITORY,
    territoryName: 'COGS Test Coast',
    type: 'restaurant',
    enabled: true,
    deliveryLocationId,
    ...stamps,
  });
  batch.set(db.doc(`franchise_locations/${CAFE}`), location('COGS Test Cafe', DOCK));
  batch.set(
    db.doc(`franchise_locations/${GRILL}`),
    location('COGS Test Grill', 'delivery-cogs-e2e-grill'),
  );
  const report = (
    id: string,
    loc: string,
    name: string,
    status: string,
    from: string,
    to: string,
  ) =>
    batch.set(db.doc(`inventory_reports/${id}`), {
      locationId: loc,
      locationName: loc === CAFE ? 'COGS Test Cafe' : 'COGS Test Grill',
      locationType: 'restaurant',
      territoryId: TERRITORY,
      name,
      status,
      reopenCount: 0,
      userId: 'e2e',
      createdAt: noon(from),
      updatedAt: noon(to),
    });
  for (const p of periods) {
    report(p.id, p.loc, p.name, 'closed', p.from, p.to);
    for (const [kind, source] of [
      ['opening', p.opening],
      ['closing', p.closing],
    ] as const) {
      for (const [itemId, quantity] of Object.entries(counts[source])) {
        batch.set(db.doc(`inventory_reports/${p.id}/count_lines/${kind}_${itemId}`), {
          itemId,
          count: kind,
          state: 'counted',
          quantity,
          userId: 'e2e',
          updatedAt: noon(p.to),
        });
      }
    }
  }
  report(OPEN_PERIOD, CAFE, 'November 2024', 'open', '2024-10-31', '2024-10-31');
  for (const [itemId, quantity] of Object.entries(counts['cogs-e2e-cafe-nov'])) {
    batch.set(db.doc(`inventory_reports/${OPEN_PERIOD}/count_lines/opening_${itemId}`), {
      itemId,
      count: 'opening',
      state: 'counted',
      quantity,
      userId: 'e2e',
      updatedAt: noon('2024-10-31'),
    });
  }
  // Fulfilled orders shaped like a seeded one, each with what its approval counted.
  const sample = (
    await db.collection('orders').where('status', '==', 'fulfilled').limit(1).get()
  ).docs[0].data();
  const order = (id: string, placed: string, fulfilled: string, cases: number, cents: number) =>
    batch.set(db.doc(`orders/${id}`), {
      ...sample,
      territoryId: TERRITORY,
      deliveryLocationId: DOCK,
      deliveryLocation: { name: 'COGS Test Cafe Dock' },
      territory: { name: 'COGS Test Coast' },
      lines: { [PATTIES]: String(cases) },
      countedSales: {
        date: placed,
        deliveryLocationId: DOCK,
        items: { [PATTIES]: { qty: cases, cents: cases * cents } },
      },
      readRecipients: [],
      revisions: [
        {
          by: 'e2e',
          byName: 'E2E',
          at: noon(fulfilled),
          from: 'approved',
          to: 'fulfilled',
          notes: '',
        },
      ],
      createdAt: noon(placed),
      updatedAt: noon(fulfilled),
      updatedAtTimestamp: noon(fulfilled).seconds,
    });
  order('order-cogs-e2e', '2024-10-03', '2024-10-05', 3, ORDER_CASE_CENTS);
  order('order-cogs-e2e-boundary', '2024-10-01', '2024-10-01', 2, 10_000);
  for (const [date, netCents] of SALES) {
    batch.set(db.doc(`sales_entries/${CAFE}_${date}`), {
      locationId: CAFE,
      locationName: 'COGS Test Cafe',
      locationType: 'restaurant',
      territoryId: TERRITORY,
      date,
      month: date.slice(0, 7),
      grossCents: netCents,
      discountCents: 0,
      refundCents: 0,
      netCents,
      transactions: 10,
      source: 'form',
      userId: 'e2e',
      createdAt: noon(date),
      updatedAt: noon(date),
    });
  }
  batch.set(db.doc(`royalty_settings/${CAFE}`), {
    locationId: CAFE,
    territoryId: TERRITORY,
    royaltyBps: 600,
    adFundBps: 200,
    userId: 'e2e',
    updatedAt: noon('2024-09-01'),
  });
  await batch.commit();
}

/**
 * Takes the world away again, with what the server derived from it (rollups, trends): every
 * document of any collection that names the test territory, and the territory. Left behind, its
 * cafe would be the first location in scope of the browser tests that run after this file.
 */
async function removeWorld(db: Firestore) {
  for (const collection of await db.listCollections()) {
    const owned = await collection.where('territoryId', '==', TERRITORY).get();
    await Promise.all(owned.docs.map((d) => db.recursiveDelete(d.ref)));
  }
  await db.doc(`territories/${TERRITORY}`).delete();
}

/** The catalogue items as the app values them (same fields and fallbacks as listValuedItems). */
async function valuedItems(db: Firestore): Promise<ValuedItem[]> {
  const snapshot = await db.collection('items').get();
  return snapshot.docs.map((d) => {
    const x = d.data();
    // Stored in integer cents (issue 26): the sale price while on sale.
    const onSale = x.isOnSale === true && Number(x.salePriceCents) > 0;
    return {
      id: d.id,
      category: typeof x.category === 'string' && x.category !== '' ? x.category : 'Uncategorized',
      unitsPerCase: Number(x.unitsPerCase) > 0 ? Number(x.unitsPerCase) : 1,
      currentCasePriceCents: onSale ? Number(x.salePriceCents) : Number(x.priceCents),
    };
  });
}

const lines = (source: string): Record<string, CountLine> =>
  Object.fromEntries(
    Object.entries(counts[source]).map(([id, quantity]) => [id, { state: 'counted', quantity }]),
  );

/** What the pure module makes of a created period (its previous one for the variance). */
function expected(catalogue: ValuedItem[], index: number, previousIndex: number | null) {
  const data = (i: number): PeriodData => ({
    id: periods[i].id,
    name: periods[i].name,
    locationId: periods[i].loc,
    from: periods[i].from,
    to: periods[i].to,
    closed: true,
    opening: lines(periods[i].opening),
    closing: lines(periods[i].closing),
    movements: [],
    netSalesCents: periods[i].loc === CAFE && periods[i].from === '2024-10-01' ? 400_025 : null,
  });
  const period = data(index);
  const purchases = periods[index].loc === CAFE ? CAFE_PURCHASES : [];
  return cogsRow(
    period,
    previousIndex === null ? null : data(previousIndex),
    itemsOfPeriod(period, catalogue),
    purchases,
  );
}

/** Opens a COGS screen and waits for its location picker: its first load reads every location's periods. */
async function open(page: Page, path: string) {
  await page.goto(`${baseUrl()}${path}`);
  await page.getByRole('combobox', { name: 'Location' }).waitFor();
}

async function choose(page: Page, label: string, option: RegExp | string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
  await page.getByRole('listbox').waitFor({ state: 'detached' });
}

describe('COGS and profit and loss', () => {
  beforeAll(async () => {
    await createWorld(admin());
    // Written past the server, so its COGS rollups come from the rebuild (what the pages read).
    for (const locationId of [CAFE, GRILL]) {
      await rebuildSalesRollups(admin(), { locationId, from: '2024-09-01', to: '2024-11-30' });
    }
  });
  afterAll(() => removeWorld(admin()));

  it('shows the figures the pure module computes and compares the two restaurants', async () => {
    const catalogue = await valuedItems(admin());
    const cafe = expected(catalogue, 1, 0);
    const grill = expected(catalogue, 2, null);
    expect(cafe.cogsCents).not.toBeNull();
    // Both orders in October at their own prices ($200.00 + 3 x $70.00), none in September.
    expect(cafe.purchasesCents).toBe(20_000 + 21_000);
    expect(expected(catalogue, 0, null).purchasesCents).toBe(0);
    expect(cafe.currentPriceItems).toContain(BUNS);

    const page = await newPage({ width: 1440, height: 900 });
    await signIn(page, 'superadmin@demo.test');
    await open(page, '/app/reports/cogs');
    await choose(page, 'Location', 'COGS Test Cafe (Restaurant)');
    await choose(page, 'Period', /October 2024/);
    const period = page.getByTestId('cogs-period');
    await period.getByText('COGS Test Cafe · October 2024').waitFor();
    const total = period.getByRole('row', { name: /^Total/ });
    for (const cents of [
      cafe.openingCents,
      cafe.purchasesCents,
      cafe.closingCents ?? 0,
      cafe.cogsCents ?? 0,
    ]) {
      await total
        .getByRole('cell', { name: formatCents(cents), exact: true })
        .first()
        .waitFor();
    }
    const summary = period.getByRole('table', { name: 'COGS summary' });
    await summary
      .getByRole('row', { name: /COGS % of net sales/ })
      .getByText(formatBps(cafe.cogsPercentBps ?? 0))
      .waitFor();
    await summary
      .getByRole('row', { name: /Variance/ })
      .getByText(formatCents(cafe.varianceCents ?? 0))
      .waitFor();
    // October 2024 is older than the 12 months the server keeps a median for: said so.
    await summary
      .getByRole('row', { name: /System median COGS % \(restaurants\)/ })
      .getByText('Too few locations')
      .waitFor();
    await period.getByText(/No system median for Oct 2024: fewer than 2 restaurants/).waitFor();
    await period.getByText(/Valued at current price/).waitFor();

    // Side by side: each restaurant's latest closed period, the grill with no sales reported.
    const cohort = page.getByTestId('cogs-cohort-restaurants');
    const cafeRow = cohort.getByRole('row', { name: /COGS Test Cafe/ });
    await cafeRow.getByText(formatBps(cafe.cogsPercentBps ?? 0)).waitFor();
    const grillRow = cohort.getByRole('row', { name: /COGS Test Grill/ });
    await grillRow.getByText('No sales reported').waitFor();
    await grillRow.getByText(formatCents(grill.cogsCents ?? 0)).waitFor();
    await cohort.getByRole('row', { name: /Median COGS %/ }).waitFor();
    // The grill bought nothing: said why (issue 30), beside the figures.
    await cohort
      .getByText(/^COGS Test Grill: purchases are \$0\.00 because no order was fulfilled/)
      .waitFor();
    // The trend is drawn against months and a COGS % axis from 0 (issue 30).
    await cohort.locator('.MuiLineChart-mark').first().waitFor();
    await cohort.locator('.MuiChartsAxis-directionX').getByText('Oct 2024').waitFor();
    await cohort.locator('.MuiChartsAxis-directionY').getByText('0 %', { exact: true }).waitFor();
    await screenshot(page, 'cogs-report-1440');

    // COGS and P&L are in the sidebar under Reports (issue 30).
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('link', { name: 'COGS Reports' }).waitFor();
    await menu.getByRole('link', { name: 'Profit and Loss' }).waitFor();
    // The P&L keeps the location and period chosen on COGS (issue 30).
    await page.getByRole('link', { name: 'Profit and Loss', exact: true }).last().click();
    await page.waitForURL(/\/app\/reports\/cogs\/profit-loss\?location=/);
    const pnl = page.getByTestId('profit-loss');
    await pnl.getByText('COGS Test Cafe · October 2024').waitFor();
    const net = 400_025;
    await pnl
      .getByRole('row', { name: /^Net sales/ })
      .getByText(formatCents(net))
      .waitFor();
    const royalty = Math.round((net * 600) / 10_000);
    await pnl
      .getByRole('row', { name: /^Royalty/ })
      .getByText(formatCents(royalty))
      .waitFor();
    // No statement was issued for October 2024 in this territory: the rates in force.
    await pnl
      .getByText(
        'This period: Royalty and ad fund: Oct 2024 at the rates in force (royalty 6.00 %, ad fund 2.00 %).',
      )
      .waitFor();
    const gross = net - (cafe.cogsCents ?? 0);
    await pnl
      .getByRole('row', { name: /^Gross profit/ })
      .getByText(formatCents(gross))
      .first()
      .waitFor();
    await screenshot(page, 'profit-loss-1440');
    await page.context().close();
  });

  it("shows a franchisee the server's system median beside their own COGS %", async () => {
    // The seeded cafe's latest closed period and the median the seed wrote for its month.
    const db = admin();
    const closed = await db
      .collection('inventory_reports')
      .where('locationId', '==', 'location-north-cafe')
      .where('status', '==', 'closed')
      .get();
    const closedOn = closed.docs
      .map((d) => (d.data().updatedAt as Timestamp).toDate().toISOString().slice(0, 10))
      .sort()
      .at(-1)!;
    const month = closedOn.slice(0, 7);
    const [year, mm] = month.split('-').map(Number);
    const last = new Date(Date.UTC(year, mm, 0)).toISOString().slice(0, 10);
    const benchmark = (await db.doc(`sales_benchmarks/${month}-01_${last}`).get()).data();
    const median = benchmark?.cogs?.restaurant?.medianCogsBps as number;
    expect(median).toBeGreaterThan(0);

    const page = await newPage({ width: 768, height: 1024, hasTouch: true });
    await signIn(page, 'owner@demo.test');
    await open(page, '/app/reports/cogs');
    await choose(page, 'Location', 'North Coast Cafe (Restaurant)');
    const summary = page.getByTestId('cogs-period').getByRole('table', { name: 'COGS summary' });
    await summary
      .getByRole('row', { name: /System median COGS % \(restaurants\)/ })
      .getByText(formatBps(median))
      .waitFor();
    await page
      .getByText(/median COGS % of the 2 restaurants whose latest inventory period/)
      .waitFor();
    await screenshot(page, 'cogs-system-median-768');
    await page.context().close();
  });

  it('lets the Super Admin enter waste on an open period from a tablet', async () => {
    const page = await newPage({ width: 768, height: 1024, hasTouch: true });
    await signIn(page, 'superadmin@demo.test');
    await open(page, '/app/reports/cogs');
    await choose(page, 'Location', 'COGS Test Cafe (Restaurant)');
    await choose(page, 'Period', /November 2024/);
    await page.getByRole('tab', { name: 'Transfers and waste' }).click();
    const panel = page.getByTestId('stock-movements');
    await panel.getByRole('button', { name: 'Add entry' }).click();
    await panel.getByText('Choose an item.').waitFor();
    await choose(page, 'Item', 'Brioche Buns');
    await choose(page, 'Reason', 'Drop');
    await panel.getByLabel('Quantity (eaches or lb)').fill('2');
    await panel.getByRole('button', { name: 'Add entry' }).click();
    await panel.getByRole('row', { name: /Waste.*Brioche Buns.*Drop/ }).waitFor();
    await waitUntil(async () => {
      const stored = await admin()
        .collection(`inventory_reports/${OPEN_PERIOD}/stock_movements`)
        .get();
      return stored.docs.some((d) => d.data().reason === 'drop' && d.data().quantity === 2);
    }, 'the waste entry is stored');
    await screenshot(page, 'cogs-transfers-waste-768');

    await page.getByRole('tab', { name: 'Report' }).click();
    await choose(page, 'Period', /October 2024/);
    await page
      .getByTestId('cogs-cohort-restaurants')
      .locator('.MuiLineChart-mark')
      .first()
      .waitFor();
    await screenshot(page, 'cogs-report-768');
    await open(page, '/app/reports/cogs/profit-loss');
    await choose(page, 'Location', 'COGS Test Cafe (Restaurant)');
    await choose(page, 'Period', /October 2024/);
    await page
      .getByTestId('profit-loss')
      .getByRole('row', { name: /^Net profit/ })
      .waitFor();
    await screenshot(page, 'profit-loss-768');
    await page.context().close();
  });
});
