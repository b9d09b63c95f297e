import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithSession } from '@/testing/renderWithSession';
import { netSale } from '@/testing/salesRecords';
import { listSalesFigures } from '../api/sales-rollups';
import { getBenchmarks } from '../api/benchmarks';
import {
  SalesLedgerView,
  adjustmentRecord,
  chainPeriods,
  rollupsOf,
  salesReads,
  type LedgerRecord,
  type SalesRequest,
} from '../model/salesRollups';
import { SalesReportTab } from './SalesReportTab';

vi.mock('@/lib/firebase', () => ({ auth: {}, db: {}, functions: {} }));
vi.mock('../api/sales-rollups', () => ({ listSalesFigures: vi.fn() }));
vi.mock('../api/benchmarks', () => ({ getBenchmarks: vi.fn(), recomputeBenchmarks: vi.fn() }));
// The chart draws in the browser test; here it lists its last two months and each series' last
// two points ("gap" for a month without a reported day).
vi.mock('@mui/x-charts/LineChart', () => ({
  LineChart: ({
    series,
    xAxis,
  }: {
    series: { label: string; data: (number | null)[] }[];
    xAxis: { data: string[] }[];
  }) => (
    <ul aria-label="chart">
      <li>{`Months: ${xAxis[0].data.slice(-2).join(', ')}`}</li>
      {series.map((s) => (
        <li key={s.label}>{`${s.label}: ${s.data
          .slice(-2)
          .map((v) => v ?? 'gap')
          .join(', ')}`}</li>
      ))}
    </ul>
  ),
}));

const TERRITORIES = [
  { id: 'north', name: 'North Coast' },
  { id: 'south', name: 'South Bay' },
];
const LOCATIONS = [
  { id: 'cafe', name: 'North Coast Cafe', type: 'restaurant' as const, territoryId: 'north' },
  { id: 'truck', name: 'North Truck 1', type: 'truck' as const, territoryId: 'north' },
  { id: 'grill', name: 'South Grill', type: 'restaurant' as const, territoryId: 'south' },
].map((l) => ({ ...l, enabled: true }));
const territoryOf = new Map(LOCATIONS.map((l) => [l.id, l.territoryId]));

const entry = (locationId: string, date: string, netCents: number, transactions: number) =>
  netSale({ territoryId: territoryOf.get(locationId)!, locationId, date, netCents, transactions });
const days = (locationId: string, from: number, to: number, netCents: number) =>
  Array.from({ length: to - from + 1 }, (_, i) =>
    entry(locationId, `2026-11-${String(from + i).padStart(2, '0')}`, netCents, 5),
  );

/** The ledger under the report, "today" being Wednesday 25 November 2026. */
const RECORDS: LedgerRecord[] = [
  entry('cafe', '2026-10-05', 30_000, 10),
  entry('cafe', '2026-10-06', 30_000, 10),
  adjustmentRecord({
    territoryId: 'north',
    locationId: 'cafe',
    date: '2026-10-06',
    amountCents: 6_000,
  }),
  entry('cafe', '2026-09-10', 40_000, 8),
  entry('cafe', '2025-10-10', 25_000, 5),
  entry('truck', '2026-10-07', 20_000, 10),
  entry('grill', '2026-10-08', 50_000, 20),
  entry('grill', '2026-09-08', 50_000, 25),
  // The cafe's last two weeks: 8,000 a day, then 10,000 a day up to the 22nd (3 days ago).
  ...days('cafe', 12, 18, 8_000),
  ...days('cafe', 19, 22, 10_000),
];

/**
 * The server's answer to a request, read as salesReads and chainPeriods plan it: the rollups of
 * the planned levels and periods only (computed from the records as the server keeps them, weeks
 * with their days; a chain rollup's territories as their territory rollups), so a figure the
 * page shows from anything it did not ask for comes out wrong.
 */
function serve(request: SalesRequest): SalesLedgerView {
  const reads = salesReads(request);
  const chain = chainPeriods(request);
  return new SalesLedgerView(
    rollupsOf(RECORDS).filter(
      (r) =>
        (r.level === 'territory' &&
          request.territories.ids.includes(r.ownerId) &&
          chain.includes(r.period)) ||
        reads.some((t) =>
          r.level === 'territory'
            ? r.ownerId === t.territoryId && t.territoryPeriods.includes(r.period)
            : r.territoryId === t.territoryId &&
              (!t.locationId || t.locationId === r.ownerId) &&
              t.locationPeriods.includes(r.period),
        ),
    ),
  );
}

const lastRequest = () => vi.mocked(listSalesFigures).mock.lastCall![1];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 25, 10));
  vi.mocked(listSalesFigures).mockImplementation((_db, request) => Promise.resolve(serve(request)));
  vi.mocked(getBenchmarks).mockResolvedValue([]);
});
afterEach(() => vi.useRealTimers());

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);
const summaryRow = (name: string) =>
  within(screen.getByRole('table', { name: 'Net sales' })).getByRole('row', {
    name: new RegExp(`^${name}`),
  });

async function choose(label: string, option: string) {
  const user = userEvent.setup();
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(screen.getByRole('option', { name: option }));
}

describe('SalesReportTab', () => {
  it('shows every territory of the chain from the chain rollups, per reported day', async () => {
    renderWithSession(<SalesReportTab territories={TERRITORIES} locations={LOCATIONS} isTop />);

    // Last month, October 2026. North: 60,000 + 20,000 - 6,000 refunded = 74,000 over 30
    // checks = 24.67, 3 of 2 x 31 location days reported; per day 24,666.67 against September's
    // 40,000 (-38.3 %) and October 2025's 25,000 (-1.3 %).
    expect(await screen.findByRole('row', { name: /^North Coast/ })).toBeVisible();
    expect(cellsOf(summaryRow('North Coast'))).toEqual([
      'North Coast',
      '-$60.00',
      '$740.0059 of 62 location days not reported',
      '$24.67',
      '-38.3 %',
      '-1.3 %',
    ]);
    // South: 50,000 over 20 checks; per day as September (0.0 %); no October 2025.
    expect(cellsOf(summaryRow('South Bay'))).toEqual([
      'South Bay',
      '—',
      '$500.0030 of 31 location days not reported',
      '$25.00',
      '0.0 %',
      '—',
    ]);
    // Both: 124,000 over 50 checks = 24.80 and 4 days; per day 31,000 against September's
    // 90,000 / 2 = 45,000 (-31.1 %) and 25,000 (+24.0 %).
    expect(cellsOf(summaryRow('All territories'))).toEqual([
      'All territories',
      '-$60.00',
      '$1,240.0089 of 93 location days not reported',
      '$24.80',
      '-31.1 %',
      '+24.0 %',
    ]);
    // November: North 8 x 7 + 10 x 4 = 96,000; South reported nothing: a gap, not $0.
    // The chart's code loads after the figures (components/Charts).
    expect(await screen.findByText('Months: Oct 2026, Nov 2026')).toBeInTheDocument();
    expect(screen.getByText('North Coast: 74000, 96000')).toBeInTheDocument();
    expect(screen.getByText('South Bay: 50000, gap')).toBeInTheDocument();
    // No location is listed: no location rollup is asked for.
    expect(screen.queryByTestId('cohort-restaurant')).not.toBeInTheDocument();
    expect(lastRequest().locations.territoryIds).toEqual([]);
    expect(lastRequest().territories.ids).toEqual(['north', 'south']);
    // A top role's whole chain: one chain rollup a period, no territory rollup.
    expect(lastRequest().territories.chain).toBe(true);
    expect(salesReads(lastRequest())).toEqual([]);
  });

  it("reads a scoped role's territories from their own territory rollups", async () => {
    renderWithSession(
      <SalesReportTab territories={TERRITORIES} locations={LOCATIONS} isTop={false} />,
    );

    // The same October figures as a top role's (North 740.00, South 500.00).
    expect(cellsOf(await screen.findByRole('row', { name: /^North Coast/ }))[2]).toMatch(
      /^\$740\.00/,
    );
    expect(cellsOf(summaryRow('All territories'))[2]).toMatch(/^\$1,240\.00/);
    expect(lastRequest().territories.chain).toBe(false);
    expect(chainPeriods(lastRequest())).toEqual([]);
    expect(salesReads(lastRequest()).map((t) => t.territoryId)).toEqual(['north', 'south']);
  });

  it("lists a chosen territory's locations for the period only", async () => {
    renderWithSession(<SalesReportTab territories={TERRITORIES} locations={LOCATIONS} isTop />);
    await screen.findByRole('row', { name: /^North Coast/ });
    await choose('Territory', 'North Coast');

    const cafe = await within(await screen.findByTestId('cohort-restaurant')).findByRole('row', {
      name: /North Coast Cafe/,
    });
    // 60,000 - 6,000 over 20 checks; 2 of 31 days reported.
    expect(cellsOf(cafe)).toEqual([
      'North Coast Cafe',
      '-$60.00',
      '$540.0029 of 31 days not reported',
      '$27.00',
    ]);
    expect(
      cellsOf(within(screen.getByTestId('cohort-truck')).getByRole('row', { name: /Truck/ })),
    ).toEqual(['North Truck 1', '—', '$200.0030 of 31 days not reported', '$20.00']);
    expect(cellsOf(summaryRow('North Coast'))[4]).toBe('-38.3 %');
    expect(screen.queryByRole('row', { name: /South/ })).not.toBeInTheDocument();
    // The territory's totals from its rollups, its locations' rollups of October only.
    expect(lastRequest().territories.ids).toEqual(['north']);
    expect(lastRequest().locations).toEqual({
      territoryIds: ['north'],
      bounds: [{ from: '2026-10-01', to: '2026-10-31' }],
    });
  });

  it("reads the last 7 days of every territory from the chain weeks' days", async () => {
    renderWithSession(<SalesReportTab territories={TERRITORIES} locations={LOCATIONS} isTop />);
    await screen.findByRole('row', { name: /^North Coast/ });
    await choose('Period', 'Last 7 days');

    // 19-25 November (Thursday to Wednesday, no whole ISO week): the cafe's 4 days of 10,000
    // over 20 checks, from the days of North's weeks 47 and 48; 2 locations x 6 days before
    // today, 4 reported. Per day 10,000 against 56,000 / 7 = 8,000 the 7 days before: +25.0 %.
    const north = await screen.findByRole('row', { name: /^North Coast .*\$400\.00/ });
    expect(cellsOf(north)).toEqual([
      'North Coast',
      '—',
      '$400.008 of 12 location days not reported',
      '$20.00',
      '+25.0 %',
      '—',
    ]);
    expect(cellsOf(summaryRow('All territories'))).toEqual([
      'All territories',
      '—',
      '$400.0014 of 18 location days not reported',
      '$20.00',
      '+25.0 %',
      '—',
    ]);
    // Chain rollups only: no location's rollup nor any day record is asked for.
    expect(lastRequest().locations.territoryIds).toEqual([]);
    expect(salesReads(lastRequest())).toEqual([]);
    expect(chainPeriods(lastRequest())).toEqual(
      expect.arrayContaining(['2025-W47', '2025-W48', '2026-W46', '2026-W47', '2026-W48']),
    );
  });

  it("shows a franchisee their location against its cohort's system median, as the last row", async () => {
    vi.mocked(getBenchmarks).mockResolvedValue([
      {
        from: '2026-10-01',
        to: '2026-10-31',
        cohorts: {
          restaurant: { medianNetCents: 45_000, medianAverageCheckCents: 2_250, locationCount: 4 },
        },
        cogs: {},
      },
    ]);
    renderWithSession(
      <SalesReportTab territories={TERRITORIES} locations={LOCATIONS} isTop={false} />,
    );
    await screen.findByRole('row', { name: /^North Coast/ });
    await choose('Location', 'North Coast Cafe');

    const median = await screen.findByRole('row', { name: /^System median/ });
    // The median has no refunds nor changes of its own.
    expect(cellsOf(median)).toEqual(['System median', '—', '$450.00', '$22.50', '—', '—']);
    // Below the location's own row, in the same table.
    const [, ...rows] = within(screen.getByRole('table', { name: 'Net sales' })).getAllByRole(
      'row',
    );
    expect(rows.map((r) => cellsOf(r)[0])).toEqual(['North Coast Cafe', 'System median']);
  });

  it('shows no false drop over the last 7 days: unreported days are said, not counted', async () => {
    renderWithSession(<SalesReportTab territories={TERRITORIES} locations={LOCATIONS} isTop />);
    await screen.findByRole('row', { name: /^North Coast/ });
    await choose('Period', 'Last 7 days');
    await choose('Location', 'North Coast Cafe');

    // 19-25 November: 4 days of 10,000 over 20 checks; 23 and 24 November not reported (today
    // is not over). Per day 10,000 against 8,000 the 7 days before: +25.0 %, where the totals
    // (40,000 against 56,000) read -28.6 %. Nothing 52 weeks earlier.
    const row = await screen.findByRole('row', { name: /^North Coast Cafe/ });
    expect(cellsOf(row)).toEqual([
      'North Coast Cafe',
      '—',
      '$400.002 of 6 days not reported',
      '$20.00',
      '+25.0 %',
      '—',
    ]);
    expect(screen.getByText('North Coast Cafe: 54000, 96000')).toBeInTheDocument();
    // One location: its own rollups only, its end days from its own weeks.
    expect(lastRequest().locations.locationId).toBe('cafe');
    expect(lastRequest().territories.ids).toEqual([]);
  });
});
