import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithSession } from '@/testing/renderWithSession';
import { listSalesFigures } from '../api/sales-rollups';
import {
  SalesLedgerView,
  adjustmentRecord,
  entryRecord,
  rollupsOf,
  type LedgerRecord,
  type ReadPlan,
} from '../model/salesRollups';
import { SalesReportTab } from './SalesReportTab';

vi.mock('@/lib/firebase', () => ({ auth: {}, db: {}, functions: {} }));
vi.mock('../api/sales-rollups', () => ({ listSalesFigures: vi.fn() }));
vi.mock('../api/benchmarks', () => ({ getBenchmarks: vi.fn(), recomputeBenchmarks: vi.fn() }));
// The chart draws in the browser test; here it lists the last two months it was given.
vi.mock('@mui/x-charts/LineChart', () => ({
  LineChart: ({ series }: { series: { label: string; data: number[] }[] }) => (
    <ul aria-label="chart">
      {series.map((s) => (
        <li key={s.label}>{`${s.label}: ${s.data.slice(-2).join(', ')}`}</li>
      ))}
    </ul>
  ),
}));

const LOCATIONS = [
  { id: 'cafe', name: 'North Coast Cafe', type: 'restaurant' as const },
  { id: 'truck', name: 'North Truck 1', type: 'truck' as const },
].map((l) => ({ ...l, territoryId: 'north', enabled: true }));

const entry = (locationId: string, date: string, netCents: number, transactions: number) =>
  entryRecord({
    territoryId: 'north',
    locationId,
    date,
    grossCents: netCents,
    discountCents: 0,
    refundCents: 0,
    netCents,
    transactions,
  });

/** The ledger under the report, "today" being Wednesday 25 November 2026. */
const RECORDS: LedgerRecord[] = [
  entry('cafe', '2026-11-20', 100_000, 50),
  entry('cafe', '2026-11-14', 80_000, 40),
  entry('cafe', '2025-11-20', 50_000, 25),
  entry('cafe', '2026-10-05', 30_000, 10),
  entry('truck', '2026-11-24', 20_000, 10),
  adjustmentRecord({
    territoryId: 'north',
    locationId: 'cafe',
    date: '2026-11-21',
    amountCents: 5_000,
  }),
];

/**
 * The server's answer to a read plan: the rollups of the planned periods (computed from the
 * records as the server keeps them) and the records of the planned end days only, so a figure the
 * page shows from anything it did not plan to read comes out wrong.
 */
function serve(plan: ReadPlan): SalesLedgerView {
  const periods = new Set(plan.periods);
  const rollups = rollupsOf(RECORDS)
    .filter((r) => r.level === 'location' && periods.has(r.period))
    .map((r) => ({ locationId: r.ownerId, period: r.period, figures: r.figures }));
  const days = RECORDS.filter((r) => plan.days.some((b) => r.date >= b.from && r.date <= b.to));
  return new SalesLedgerView(rollups, days);
}

const lastPlan = () => vi.mocked(listSalesFigures).mock.lastCall![2];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 25, 10));
  vi.mocked(listSalesFigures).mockImplementation((_db, _t, plan) => Promise.resolve(serve(plan)));
});
afterEach(() => vi.useRealTimers());

const row = (cohort: string, name: string) =>
  within(screen.getByTestId(`cohort-${cohort}`)).getByRole('row', { name: new RegExp(name) });

describe('SalesReportTab', () => {
  it('shows the last 7 days from the days only, and the 12 months from month rollups', async () => {
    renderWithSession(<SalesReportTab territoryIds={['north']} locations={LOCATIONS} isTop />);

    // 19-25 November: 1,000.00 less the 50.00 refund = 950.00 over 50 checks = 19.00;
    // 12-18 November 800.00 (+18.75 % → +18.8 %); 19-25 November 2025 500.00 (+90.0 %).
    expect(await screen.findByRole('row', { name: /North Coast Cafe/ })).toBeVisible();
    const cells = within(row('restaurant', 'North Coast Cafe')).getAllByRole('cell');
    expect(cells.map((c) => c.textContent)).toEqual([
      'North Coast Cafe',
      '-$50.00',
      '$950.00',
      '$19.00',
      '+18.8 %',
      '+90.0 %',
    ]);
    expect(
      within(row('truck', 'North Truck 1'))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['North Truck 1', '—', '$200.00', '$20.00', '—', '—']);
    // October 300.00; November 1,000.00 + 800.00 - 50.00 = 1,750.00.
    expect(screen.getByText('North Coast Cafe: 300, 1750')).toBeInTheDocument();

    const plan = lastPlan();
    expect(listSalesFigures).toHaveBeenCalledWith({}, ['north'], plan);
    // The 12 months are rollups; Thursday to Wednesday has no whole week: 7 days each period.
    expect(plan.periods).toEqual(
      expect.arrayContaining(['2025-12', '2026-01', '2026-06', '2026-10', '2026-11']),
    );
    expect(plan.days).toEqual([
      { from: '2025-11-19', to: '2025-11-25' },
      { from: '2026-11-12', to: '2026-11-25' },
    ]);
  });

  it('reads a whole month from its rollup, not its days', async () => {
    renderWithSession(<SalesReportTab territoryIds={['north']} locations={LOCATIONS} isTop />);
    await screen.findByRole('row', { name: /North Coast Cafe/ });

    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Period' }));
    await user.click(screen.getByRole('option', { name: 'Last month' }));

    // October 2026: 300.00 over 10 checks; nothing the 31 days before nor in October 2025.
    expect(await screen.findByRole('cell', { name: '$300.00' })).toBeVisible();
    expect(
      within(row('restaurant', 'North Coast Cafe'))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['North Coast Cafe', '—', '$300.00', '$30.00', '—', '—']);
    const plan = lastPlan();
    expect(plan.periods).toContain('2026-10');
    expect(plan.days.some((b) => b.from <= '2026-10-31' && b.to >= '2026-10-01')).toBe(false);
  });
});
