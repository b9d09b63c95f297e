import { screen, waitFor, within } from '@testing-library/react';
import { resolvePermissions } from '@/features/auth';
import { renderWithSession } from '@/testing/renderWithSession';
import { listItemSalesFigures } from '../api/item-sales';
import { listReportedDays } from '../api/sales-days';
import { listOverdueStatements } from '../api/royalty-overdue';
import type { RoyaltyStatement } from '@/data/shapes/royalty';
import { loadLocationTrends } from '../inventory/api/cogs-data';
import { listOpenInventoryReports, type InventoryReport } from '../inventory/api/inventory-reports';
import type { PeriodData } from '../inventory/model/cogsReport';
import { cogsTrendFields, locationRollups, readCogsTrend } from '../inventory/model/cogsRollups';
import type { ItemSalesDay } from '../model/aggregate';
import { dashboardWeeks } from '../model/dashboard';
import { ItemSalesView, itemRollupsOf } from '../model/itemSalesRollups';
import type { ReportedNet } from '../model/salesDays';
import { readPlan } from '../model/salesRollups';
import { ReportsDashboardPage } from './ReportsDashboardPage';

vi.mock('@/lib/firebase', () => ({ auth: {}, db: {} }));
// The session's reference data (the report scope) is read through these repositories.
const reference = vi.hoisted(() => ({
  listScopeTerritories: vi.fn(),
  listScopeLocations: vi.fn(),
  listCatalogueItems: vi.fn(),
}));
vi.mock('@/features/referenceData/api/list-scope-territories', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  listScopeTerritories: reference.listScopeTerritories,
}));
vi.mock('@/features/referenceData/api/list-scope-locations', () => ({
  listScopeLocations: reference.listScopeLocations,
}));
vi.mock('../api/sales-days', () => ({ listReportedDays: vi.fn() }));
vi.mock('../api/royalty-overdue', () => ({ listOverdueStatements: vi.fn() }));
vi.mock('@/features/referenceData/api/list-catalogue-items', () => ({
  listCatalogueItems: reference.listCatalogueItems,
}));
vi.mock('../api/item-sales', () => ({ listItemSalesFigures: vi.fn() }));
vi.mock('../inventory/api/inventory-reports', () => ({ listOpenInventoryReports: vi.fn() }));
vi.mock('../inventory/api/cogs-data', () => ({ loadLocationTrends: vi.fn() }));
// The chart draws in the browser test; here it lists what it was given.
vi.mock('@mui/x-charts/BarChart', () => ({
  BarChart: ({
    series,
    yAxis,
  }: {
    series: { label: string; data: number[] }[];
    yAxis: { data: string[] }[];
  }) => (
    <ul aria-label="chart">
      {series.map((s) => (
        <li
          key={s.label}
        >{`${s.label}: ${yAxis[0].data.map((name, i) => `${name} ${s.data[i]}`).join(', ')}`}</li>
      ))}
    </ul>
  ),
}));

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(listOverdueStatements).mockResolvedValue({ count: 0, owedCents: 0, oldest: [] });
});

const weeks = dashboardWeeks(new Date());
const sale = (locationId: string, date: string, netCents: number): ReportedNet => ({
  locationId,
  date,
  netCents,
});
/** What the item sales read answers: the rollups of these days, and every day as an end day. */
const itemSales = (days: ItemSalesDay[]) => new ItemSalesView(itemRollupsOf(days), days);
const LOCATIONS = [
  {
    id: 'cafe',
    name: 'North Coast Cafe',
    type: 'restaurant' as const,
    territoryId: 'north',
    enabled: true,
  },
  {
    id: 'truck',
    name: 'North Truck 1',
    type: 'truck' as const,
    territoryId: 'north',
    enabled: true,
  },
];
const period = (over: Partial<InventoryReport>): InventoryReport => ({
  id: 'p1',
  locationId: 'cafe',
  locationName: 'North Coast Cafe',
  locationType: 'restaurant',
  territoryId: 'north',
  name: 'November',
  status: 'open',
  reopenCount: 0,
  userId: 'u',
  createdAt: null,
  updatedAt: null,
  ...over,
});
const noOpenPeriods = { count: 0, oldest: [] };
const MANAGER = { role: 'manager' as const, territoryIds: ['north'] };
const card = (name: string) => screen.getByRole('region', { name });

function seedScope() {
  reference.listScopeTerritories.mockResolvedValue([{ id: 'north', name: 'North Coast' }]);
  reference.listScopeLocations.mockResolvedValue(LOCATIONS);
  vi.mocked(loadLocationTrends).mockResolvedValue([]);
}

// One item at $1.00 an each, so a count of n is worth n dollars.
const COD = [
  { id: 'cod', name: 'Cod', category: 'Seafood', unitsPerCase: 1, currentCasePriceCents: 100 },
];
const counted = (quantity: number) => ({ cod: { state: 'counted' as const, quantity } });
const cogsPeriod = (over: Partial<PeriodData>): PeriodData => ({
  id: 'oct',
  name: 'October',
  locationId: 'cafe',
  from: '2026-10-01',
  to: '2026-10-31',
  closed: true,
  opening: counted(50),
  closing: counted(20),
  movements: [],
  netSalesCents: 10_000,
  ...over,
});
/** The COGS trend the server keeps of a location with these periods (model/cogsRollups.ts). */
const trendOf = (id: string, periods: PeriodData[]) =>
  readCogsTrend(
    cogsTrendFields(
      { id, territoryId: 'north' },
      locationRollups({ periods, purchases: [], sales: [] }, COD, () => 'north'),
    ),
    '2026-11-29',
  );
const NORTH = { kind: 'territories', territoryIds: ['north'] };

describe('ReportsDashboardPage', () => {
  it('shows every card loading while the scope is read', () => {
    reference.listScopeTerritories.mockImplementation(() => new Promise(() => undefined));
    renderWithSession(<ReportsDashboardPage />, { profile: MANAGER });
    for (const title of [
      'Net sales this week',
      'Top items, last 30 days',
      'Late sales reports',
      'COGS %',
      'Open inventory counts',
    ]) {
      expect(card(title)).toHaveAttribute('aria-busy', 'true');
    }
  });

  it("shows a Manager's figures of their territory, each card linking to its report", async () => {
    seedScope();
    vi.mocked(listReportedDays).mockResolvedValue([
      sale('cafe', weeks.current.to, 150_000),
      sale('cafe', weeks.previous.to, 100_000),
      sale('truck', weeks.current.from, 30_000),
    ]);
    vi.mocked(listItemSalesFigures).mockResolvedValue(
      itemSales([
        {
          // Older than the sales week, inside the 30 days of the top items.
          date: weeks.month.from,
          territoryId: 'north',
          deliveryLocationId: 'dock',
          locationName: 'Dock',
          items: { cod: { qty: 3, cents: 45_000 }, crab: { qty: 1, cents: 9_900 } },
        },
      ]),
    );
    reference.listCatalogueItems.mockResolvedValue([
      { id: 'cod', itemDesc: 'Atlantic Cod', sku: 'C1' },
      { id: 'crab', itemDesc: 'Snow Crab', sku: 'C2' },
    ]);
    vi.mocked(listOpenInventoryReports).mockResolvedValue({
      count: 1,
      oldest: [period({ id: 'p1', status: 'open' })],
    });
    renderWithSession(<ReportsDashboardPage />, { profile: MANAGER });

    expect(await screen.findByTestId('net-sales-week')).toHaveTextContent('$1,800.00');
    const sales = card('Net sales this week');
    // Per reported day: 180,000 over 2 days this week against 100,000 over 1 the week before.
    expect(within(sales).getByText('-10.0 %')).toBeVisible();
    // The chart's code loads after the figures (components/Charts).
    expect(
      await within(sales).findByText('This week: North Coast Cafe 150000, North Truck 1 30000'),
    ).toBeInTheDocument();
    expect(within(sales).getByRole('link', { name: 'Open franchise sales' })).toHaveAttribute(
      'href',
      '/app/reports/franchise-sales',
    );
    // Only the Manager's territory is read.
    expect(listReportedDays).toHaveBeenCalledWith({}, ['north'], {
      from: weeks.previous.from,
      to: weeks.current.to,
    });
    expect(listOpenInventoryReports).toHaveBeenCalledWith({}, NORTH);
    expect(listItemSalesFigures).toHaveBeenCalledWith({}, ['north'], readPlan([weeks.month]));

    const top = card('Top items, last 30 days');
    expect(within(top).getByText('1. Atlantic Cod')).toBeVisible();
    expect(within(top).getByText('$450.00 · 3 cases')).toBeVisible();

    const late = card('Late sales reports');
    expect(within(late).getByTestId('late-cafe')).toHaveTextContent('6 days not reported');
    expect(within(late).getByTestId('late-truck')).toHaveTextContent('6 days not reported');

    const counts = card('Open inventory counts');
    expect(
      within(counts).getByRole('link', { name: 'North Coast Cafe: November' }),
    ).toHaveAttribute('href', '/app/reports/inventory/p1');
  });

  it('shows what the statements unpaid past due owe, the oldest, and how many more', async () => {
    seedScope();
    vi.mocked(listReportedDays).mockResolvedValue([]);
    vi.mocked(listItemSalesFigures).mockResolvedValue(itemSales([]));
    reference.listCatalogueItems.mockResolvedValue([]);
    vi.mocked(listOpenInventoryReports).mockResolvedValue(noOpenPeriods);
    const statement = {
      id: 'cafe_2026-08',
      locationName: 'North Coast Cafe',
      month: '2026-08',
      invoiceNumber: 'RS-2026-00007',
      dueDate: '2026-09-20',
      dueCents: 47_200,
      paidCents: 7_200,
    } as RoyaltyStatement;
    // 7 statements owing 1,234.56 in all; the read's oldest page holds the first of them.
    vi.mocked(listOverdueStatements).mockResolvedValue({
      count: 7,
      owedCents: 123_456,
      oldest: [statement],
    });
    renderWithSession(<ReportsDashboardPage />, { profile: MANAGER });

    const royalty = card('Royalty unpaid past due');
    expect(await within(royalty).findByText('$1,234.56')).toBeVisible();
    expect(within(royalty).getByText('North Coast Cafe · Aug 2026')).toBeVisible();
    expect(
      within(royalty).getByText('$400.00 unpaid of invoice RS-2026-00007, due 20 Sep'),
    ).toBeVisible();
    expect(within(royalty).getByText('and 6 more statements unpaid past due')).toBeVisible();
    // The territories of the scope, on the franchisor's today.
    expect(listOverdueStatements).toHaveBeenCalledWith({}, NORTH, expect.any(String));
  });

  it('says what is empty and reads nothing the user may not see', async () => {
    seedScope();
    vi.mocked(listItemSalesFigures).mockResolvedValue(itemSales([]));
    reference.listCatalogueItems.mockResolvedValue([]);
    vi.mocked(listOpenInventoryReports).mockResolvedValue(noOpenPeriods);
    const preset = resolvePermissions('employee');
    const permissions = { ...preset, franchiseSales: { ...preset.franchiseSales, view: false } };
    renderWithSession(<ReportsDashboardPage />, {
      profile: { ...MANAGER, role: 'employee', permissions },
    });
    expect(await screen.findByText('No inventory period is open.')).toBeVisible();
    expect(await screen.findByText(/^No item sold/)).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Net sales this week' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Late sales reports' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'COGS %' })).toBeNull();
    expect(listReportedDays).not.toHaveBeenCalled();
    expect(listOverdueStatements).not.toHaveBeenCalled();
    expect(loadLocationTrends).not.toHaveBeenCalled();
  });

  it('says a card could not be loaded without hiding the others', async () => {
    seedScope();
    vi.mocked(listReportedDays).mockRejectedValue(new Error('permission-denied'));
    vi.mocked(listItemSalesFigures).mockResolvedValue(itemSales([]));
    reference.listCatalogueItems.mockResolvedValue([]);
    vi.mocked(listOpenInventoryReports).mockResolvedValue({ count: 1, oldest: [period({})] });
    renderWithSession(<ReportsDashboardPage />, { profile: MANAGER });
    expect(await screen.findByText(/Net sales this week could not be loaded/)).toBeVisible();
    expect(await screen.findByRole('link', { name: 'North Coast Cafe: November' })).toBeVisible();
  });

  it('reads the figures alongside the locations; cards listing locations wait for them', async () => {
    reference.listScopeTerritories.mockResolvedValue([{ id: 'north', name: 'North Coast' }]);
    reference.listScopeLocations.mockImplementation(() => new Promise(() => undefined));
    vi.mocked(listReportedDays).mockResolvedValue([]);
    vi.mocked(listItemSalesFigures).mockResolvedValue(itemSales([]));
    reference.listCatalogueItems.mockResolvedValue([]);
    vi.mocked(listOpenInventoryReports).mockResolvedValue(noOpenPeriods);
    renderWithSession(<ReportsDashboardPage />, { profile: MANAGER });
    expect(await screen.findByText('No inventory period is open.')).toBeVisible();
    expect(listReportedDays).toHaveBeenCalled();
    expect(card('Late sales reports')).toHaveAttribute('aria-busy', 'true');
    expect(card('Net sales this week')).toHaveAttribute('aria-busy', 'true');
  });

  it("shows each location's COGS % of its latest closed period, or why there is none", async () => {
    seedScope();
    vi.mocked(listReportedDays).mockResolvedValue([]);
    vi.mocked(listItemSalesFigures).mockResolvedValue(itemSales([]));
    reference.listCatalogueItems.mockResolvedValue([]);
    vi.mocked(listOpenInventoryReports).mockResolvedValue(noOpenPeriods);
    let answer: (trends: ReturnType<typeof trendOf>[]) => void = () => undefined;
    vi.mocked(loadLocationTrends).mockImplementation(
      () => new Promise((resolve) => (answer = resolve)),
    );
    renderWithSession(<ReportsDashboardPage />, { profile: MANAGER });
    const cogs = card('COGS %');
    // One read of the territory's trends, not one per location; the card waits for it.
    await waitFor(() => expect(loadLocationTrends).toHaveBeenCalledTimes(1));
    expect(loadLocationTrends).toHaveBeenCalledWith({}, ['north'], expect.any(String));
    expect(cogs).toHaveAttribute('aria-busy', 'true');
    // October: $50 opened, $20 left, $30 used of $100 sold; November is still open. The truck
    // has no period, so no trend.
    answer([
      trendOf('cafe', [
        cogsPeriod({}),
        cogsPeriod({
          id: 'nov',
          name: 'November',
          from: '2026-11-01',
          to: '2026-11-20',
          closed: false,
          closing: null,
        }),
      ]),
    ]);

    expect(await within(cogs).findByTestId('cogs-cafe')).toHaveTextContent(
      /North Coast CafeOctober30\.00 ?%/,
    );
    expect(within(cogs).getByTestId('cogs-truck')).toHaveTextContent(
      'North Truck 1No closed period',
    );
    expect(within(cogs).getByRole('link', { name: 'Open COGS reports' })).toHaveAttribute(
      'href',
      '/app/reports/cogs',
    );
  });

  it('says "No sales reported" for a closed period without sales', async () => {
    seedScope();
    vi.mocked(listReportedDays).mockResolvedValue([]);
    vi.mocked(listItemSalesFigures).mockResolvedValue(itemSales([]));
    reference.listCatalogueItems.mockResolvedValue([]);
    vi.mocked(listOpenInventoryReports).mockResolvedValue(noOpenPeriods);
    vi.mocked(loadLocationTrends).mockResolvedValue([
      trendOf('cafe', [cogsPeriod({ netSalesCents: null })]),
    ]);
    renderWithSession(<ReportsDashboardPage />, { profile: MANAGER });
    const cogs = card('COGS %');
    expect(await within(cogs).findByTestId('cogs-cafe')).toHaveTextContent(
      'North Coast CafeOctoberNo sales reported',
    );
  });

  it("reads a top role's open periods and overdue statements once for the whole chain", async () => {
    seedScope();
    vi.mocked(listReportedDays).mockResolvedValue([]);
    vi.mocked(listItemSalesFigures).mockResolvedValue(itemSales([]));
    reference.listCatalogueItems.mockResolvedValue([]);
    // The chain's 124 open periods are counted; only the longest open are read and listed.
    vi.mocked(listOpenInventoryReports).mockResolvedValue({
      count: 124,
      oldest: [period({ id: 'p1' })],
    });
    renderWithSession(<ReportsDashboardPage />, {
      profile: { role: 'superAdmin', territoryIds: [] },
    });
    expect(await screen.findByRole('link', { name: 'North Coast Cafe: November' })).toBeVisible();
    const counts = card('Open inventory counts');
    expect(within(counts).getByText('124')).toBeVisible();
    expect(
      within(counts).getByText('and 123 more open periods, the longest open listed'),
    ).toBeVisible();
    expect(listOpenInventoryReports).toHaveBeenCalledWith({}, { kind: 'all' });
    expect(listOverdueStatements).toHaveBeenCalledWith({}, { kind: 'all' }, expect.any(String));
  });

  it('shows empty cards without reading anything for a user without territories', async () => {
    reference.listScopeTerritories.mockResolvedValue([]);
    reference.listScopeLocations.mockResolvedValue([]);
    renderWithSession(<ReportsDashboardPage />, { profile: { role: 'manager', territoryIds: [] } });
    expect(await screen.findByText('No sales reported in the last two weeks.')).toBeVisible();
    expect(screen.getByText('No inventory period is open.')).toBeVisible();
    expect(listReportedDays).not.toHaveBeenCalled();
    expect(listOpenInventoryReports).not.toHaveBeenCalled();
    expect(
      within(card('COGS %')).getByText('No franchise location is in your scope.'),
    ).toBeVisible();
    expect(loadLocationTrends).not.toHaveBeenCalled();
  });
});
