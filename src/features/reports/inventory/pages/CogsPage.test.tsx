import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithSession } from '@/testing/renderWithSession';
import { CAFE, cogsApiMocks, periodMovements, resetCogsApiMocks } from './cogsTestData';
import { CogsPage } from './CogsPage';

vi.mock('@/lib/firebase', () => ({ db: {} }));
vi.mock('@/features/referenceData/api/list-scope-territories', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  listScopeTerritories: (await import('./cogsTestData')).cogsApiMocks.scope.listScopeTerritories,
}));
vi.mock('@/features/referenceData/api/list-scope-locations', async () => ({
  listScopeLocations: (await import('./cogsTestData')).cogsApiMocks.scope.listScopeLocations,
}));
vi.mock('../api/cogs-data', async () => (await import('./cogsTestData')).cogsApiMocks.data);
vi.mock(
  '@/features/referenceData/api/list-catalogue-items',
  async () => (await import('./cogsTestData')).cogsApiMocks.catalogue,
);
const benchmarksApi = vi.hoisted(() => ({ getBenchmark: vi.fn() }));
vi.mock('../../api/benchmarks', () => benchmarksApi);
const movementsApi = vi.hoisted(() => ({
  addWaste: vi.fn(),
  deleteWaste: vi.fn(),
  sendStockTransfer: vi.fn(),
  answerStockTransfer: vi.fn(),
  listIncomingTransfers: vi.fn(),
  listStockMovements: vi.fn(),
  refreshCogsFigures: vi.fn(),
}));
vi.mock('../api/stock-movements', () => movementsApi);

const owner = { role: 'franchiseeOwner' as const, territoryIds: ['north'] };

/** Picks `option` in the select labelled `label`. */
function pick(label: string, option: RegExp | string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
}

// Cold MUI and chart imports on a loaded machine can take seconds for the first render.
describe('CogsPage', () => {
  beforeEach(() => {
    resetCogsApiMocks();
    movementsApi.addWaste.mockReset().mockResolvedValue('new');
    movementsApi.sendStockTransfer.mockReset().mockResolvedValue({ transferId: 't-new' });
    movementsApi.answerStockTransfer.mockReset();
    movementsApi.listIncomingTransfers.mockReset().mockResolvedValue([]);
    movementsApi.listStockMovements
      .mockReset()
      .mockImplementation(async (_db, reportId: string) => periodMovements(reportId));
    movementsApi.refreshCogsFigures.mockReset().mockResolvedValue({ rollups: 3 });
    // October 2026 as the server's job wrote it: restaurants' median COGS % of 3 locations.
    benchmarksApi.getBenchmark.mockReset().mockResolvedValue({
      from: '2026-10-01',
      to: '2026-10-31',
      cohorts: {},
      cogs: { restaurant: { medianCogsBps: 3_120, locationCount: 3 } },
    });
  });

  it('shows the latest period by category with COGS %, waste and variance', async () => {
    renderWithSession(<CogsPage />);
    const period = await screen.findByTestId('cogs-period');
    expect(within(period).getByText(/Harbor Cafe · October/)).toBeInTheDocument();
    const total = within(period).getByRole('row', { name: /^Total/ });
    // Opening 20 shrimp at $12.00 (no order yet) + 96 buns at $0.50; one case of shrimp bought
    // at $100.00; closing 10 shrimp at $10.00 (the order price) + 48 buns: COGS $264.00.
    expect(total).toHaveTextContent('$288.00$100.00$0.00$124.00$264.00$20.00');
    const summary = within(period).getByRole('table', { name: 'COGS summary' });
    expect(within(summary).getByRole('row', { name: /COGS % of net sales/ })).toHaveTextContent(
      '26.40 %',
    );
    // Expected 20 + 10 bought - 2 wasted (shrimp used none in September): 10 short at $10.00.
    expect(within(summary).getByRole('row', { name: /Variance/ })).toHaveTextContent('-$180.00');
    expect(within(period).getByText(/Valued at current price.*Shrimp, Brioche Buns/)).toBeVisible();
    // Royalty statements and rates are the P&L's: the COGS page never reads them.
    expect(cogsApiMocks.data.loadLocationFees).not.toHaveBeenCalled();
  });

  it('puts the locations side by side per cohort with the median for a top role', async () => {
    renderWithSession(<CogsPage />);
    const restaurants = await screen.findByTestId('cogs-cohort-restaurants');
    expect(within(restaurants).getByRole('row', { name: /Harbor Cafe/ })).toHaveTextContent(
      '26.40 %',
    );
    expect(within(restaurants).getByRole('row', { name: /Pier Grill/ })).toHaveTextContent(
      '31.40 %',
    );
    expect(within(restaurants).getByRole('row', { name: /Median COGS %/ })).toHaveTextContent(
      '28.90 %',
    );
    const trucks = screen.getByTestId('cogs-cohort-trucks');
    expect(within(trucks).getByText('No inventory period yet.')).toBeInTheDocument();
    expect(screen.getByText('Locations side by side')).toBeInTheDocument();
  });

  it("shows a franchisee the server's system median beside their own COGS %, never the others'", async () => {
    renderWithSession(<CogsPage />, { profile: owner });
    const restaurants = await screen.findByTestId('cogs-cohort-restaurants');
    expect(within(restaurants).queryByText(/Median/)).not.toBeInTheDocument();
    const summary = within(screen.getByTestId('cogs-period')).getByRole('table', {
      name: 'COGS summary',
    });
    expect(within(summary).getByRole('row', { name: /COGS % of net sales/ })).toHaveTextContent(
      '26.40 %',
    );
    expect(
      await within(summary).findByRole('row', { name: /System median COGS % \(restaurants\)/ }),
    ).toHaveTextContent('31.20 %');
    expect(
      screen.getByText(
        /median COGS % of the 3 restaurants whose latest inventory period closed in Oct 2026/,
      ),
    ).toBeInTheDocument();
    // The month the shown period (1 to 31 Oct) closed in.
    expect(benchmarksApi.getBenchmark).toHaveBeenCalledWith(
      {},
      { from: '2026-10-01', to: '2026-10-31' },
    );
    expect(cogsApiMocks.scope.listScopeTerritories).toHaveBeenCalledWith(
      {},
      expect.objectContaining({ role: 'franchiseeOwner', territoryIds: ['north'] }),
    );
  });

  it("reads the shown location's periods and the others' trends in a query per 30 territories", async () => {
    // A chain: 120 restaurants in 11 territories, the Super Admin's default view.
    const chain = Array.from({ length: 120 }, (_, i) => ({
      ...CAFE,
      id: i === 0 ? 'cafe' : `chain-${i}`,
      name: i === 0 ? CAFE.name : `Chain Cafe ${i}`,
      territoryId: i === 0 ? 'north' : `territory-${i % 10}`,
    }));
    cogsApiMocks.scope.listScopeLocations.mockResolvedValue(chain);
    renderWithSession(<CogsPage />);
    const restaurants = await screen.findByTestId('cogs-cohort-restaurants');
    expect(within(restaurants).getByRole('row', { name: /Harbor Cafe/ })).toHaveTextContent(
      '26.40 %',
    );
    expect(cogsApiMocks.data.loadLocationRollups).toHaveBeenCalledTimes(1);
    expect(cogsApiMocks.data.loadLocationRollups).toHaveBeenCalledWith(
      {},
      expect.objectContaining({ id: 'cafe' }),
      expect.any(String),
    );
    expect(cogsApiMocks.data.loadLocationTrends).toHaveBeenCalledTimes(1);
    const [, territoryIds] = cogsApiMocks.data.loadLocationTrends.mock.calls[0];
    expect(new Set(territoryIds)).toEqual(
      new Set(['north', ...Array.from({ length: 10 }, (_, i) => `territory-${i}`)]),
    );
  });

  it('says so when the cohort is too small for a system median', async () => {
    benchmarksApi.getBenchmark.mockResolvedValue({
      from: '2026-10-01',
      to: '2026-10-31',
      cohorts: {},
      cogs: { truck: { medianCogsBps: 2_900, locationCount: 2 } },
    });
    renderWithSession(<CogsPage />, { profile: owner });
    const summary = within(await screen.findByTestId('cogs-period')).getByRole('table', {
      name: 'COGS summary',
    });
    expect(
      await within(summary).findByRole('row', {
        name: /System median COGS % \(restaurants\) Too few locations/,
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'No system median for Oct 2026: fewer than 2 restaurants closed an inventory period with sales in that month.',
      ),
    ).toBeInTheDocument();
  });

  it('keeps a closed period read-only', async () => {
    renderWithSession(<CogsPage />, { profile: owner });
    await screen.findByTestId('cogs-period');
    fireEvent.click(screen.getByRole('tab', { name: 'Transfers and waste' }));
    // The period's transfers and waste are read when the tab opens.
    const panel = await screen.findByTestId('stock-movements');
    expect(within(panel).getByText(/This period is closed/)).toBeInTheDocument();
    expect(within(panel).getByRole('row', { name: /Waste.*Shrimp.*Spoilage/ })).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Add entry' })).not.toBeInTheDocument();
  });

  it('refuses a bad transfer or waste entry on an open period and saves a good one', async () => {
    renderWithSession(<CogsPage />, { profile: owner });
    await screen.findByTestId('cogs-period');
    pick('Period', /November/);
    fireEvent.click(screen.getByRole('tab', { name: 'Transfers and waste' }));
    const add = await screen.findByRole('button', { name: 'Add entry' });
    fireEvent.click(add);
    expect(await screen.findByText('Choose an item.')).toBeInTheDocument();
    expect(screen.getByText('Enter a quantity above 0.')).toBeInTheDocument();
    expect(screen.getByText('Choose a reason.')).toBeInTheDocument();
    expect(movementsApi.addWaste).not.toHaveBeenCalled();

    pick('Item', 'Shrimp');
    pick('Reason', 'Trim');
    fireEvent.change(screen.getByLabelText('Quantity (eaches or lb)'), {
      target: { value: '1.5' },
    });
    fireEvent.click(add);
    expect(await screen.findByText('Entry saved.')).toBeInTheDocument();
    expect(movementsApi.addWaste).toHaveBeenCalledWith({}, 'user-1', 'cafe-nov', {
      kind: 'waste',
      itemId: 'shrimp',
      quantity: 1.5,
      date: '2026-11-20',
      otherLocationId: '',
      reason: 'trim',
    });
    // The period's figures (its waste) are the server's: it is asked to recompute them.
    await waitFor(() => expect(movementsApi.refreshCogsFigures).toHaveBeenCalledWith('cafe-nov'));
  });

  it('sends a transfer out, which waits for the other location', async () => {
    renderWithSession(<CogsPage />, { profile: owner });
    await screen.findByTestId('cogs-period');
    pick('Period', /November/);
    fireEvent.click(screen.getByRole('tab', { name: 'Transfers and waste' }));
    const add = await screen.findByRole('button', { name: 'Add entry' });
    // A transfer in is the receiver's answer, never typed in.
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Kind' }));
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Waste', 'Transfer out']);
    fireEvent.click(
      within(screen.getByRole('listbox')).getByRole('option', { name: 'Transfer out' }),
    );
    pick('Item', 'Brioche Buns');
    pick('To location', 'Harbor Truck');
    fireEvent.change(screen.getByLabelText('Quantity (eaches or lb)'), { target: { value: '24' } });
    fireEvent.click(add);
    expect(
      await screen.findByText('Transfer sent: it counts once Harbor Truck accepts it.'),
    ).toBeInTheDocument();
    expect(movementsApi.sendStockTransfer).toHaveBeenCalledWith({
      reportId: 'cafe-nov',
      itemId: 'buns',
      quantity: 24,
      date: '2026-11-20',
      toLocationId: 'truck',
    });
  });

  it("lists transfers waiting for this location's answer, accepts one and refuses one with a reason", async () => {
    const waiting = (id: string, quantity: number) => ({
      id,
      itemId: 'shrimp',
      quantity,
      date: '2026-11-18',
      status: 'pending',
      fromLocationId: 'grill',
      fromLocationName: 'Pier Grill',
      fromTerritoryId: 'north',
      fromReportId: 'grill-nov',
      toLocationId: 'cafe',
      toLocationName: 'Harbor Cafe',
      toTerritoryId: 'north',
      toReportId: '',
      sentBy: 'someone',
      answeredBy: '',
      refusal: '',
    });
    movementsApi.listIncomingTransfers.mockResolvedValue([waiting('t1', 6), waiting('t2', 4)]);
    movementsApi.answerStockTransfer.mockImplementation(async ({ transferId, answer }) => ({
      transferId,
      status: answer === 'accept' ? 'accepted' : 'refused',
    }));
    renderWithSession(<CogsPage />, { profile: owner });
    await screen.findByTestId('cogs-period');
    fireEvent.click(await screen.findByRole('tab', { name: 'Transfers and waste (2 incoming)' }));
    const panel = screen.getByTestId('incoming-transfers');
    expect(
      within(panel).getByText('6 × Shrimp from Pier Grill, dated 2026-11-18'),
    ).toBeInTheDocument();
    fireEvent.click(
      within(panel).getAllByRole('button', { name: 'Accept the transfer from Pier Grill' })[0],
    );
    expect(await screen.findByText('Transfer from Pier Grill accepted.')).toBeInTheDocument();
    expect(movementsApi.answerStockTransfer).toHaveBeenCalledWith({
      transferId: 't1',
      answer: 'accept',
    });

    fireEvent.click(
      within(panel).getAllByRole('button', { name: 'Refuse the transfer from Pier Grill' })[1],
    );
    fireEvent.click(await within(panel).findByRole('button', { name: 'Refuse transfer' }));
    expect(await within(panel).findByText('Say why the transfer is refused.')).toBeInTheDocument();
    expect(movementsApi.answerStockTransfer).toHaveBeenCalledTimes(1);
    fireEvent.change(within(panel).getByLabelText('Why is it refused?'), {
      target: { value: 'Never arrived' },
    });
    fireEvent.click(within(panel).getByRole('button', { name: 'Refuse transfer' }));
    expect(await screen.findByText('Transfer from Pier Grill refused.')).toBeInTheDocument();
    expect(movementsApi.answerStockTransfer).toHaveBeenLastCalledWith({
      transferId: 't2',
      answer: 'refuse',
      refusal: 'Never arrived',
    });
  });

  it('shows where a sent transfer stands and withdraws one still waiting', async () => {
    const sent = {
      kind: 'transferOut' as const,
      itemId: 'buns',
      quantity: 24,
      date: '2026-11-19',
      otherLocationId: 'truck',
      otherLocationName: 'Harbor Truck',
      reason: '' as const,
      userId: 'user-1',
      transferId: '',
      refusal: '',
    };
    movementsApi.listStockMovements.mockImplementation(async (_db, reportId: string) =>
      reportId !== 'cafe-nov'
        ? periodMovements(reportId)
        : [
            { ...sent, id: 't-wait', transferId: 't-wait', status: 'pending' as const },
            {
              ...sent,
              id: 't-no',
              transferId: 't-no',
              status: 'refused' as const,
              refusal: 'Wrong item',
            },
          ],
    );
    movementsApi.answerStockTransfer.mockResolvedValue({
      transferId: 't-wait',
      status: 'withdrawn',
    });
    renderWithSession(<CogsPage />, { profile: owner });
    await screen.findByTestId('cogs-period');
    pick('Period', /November/);
    fireEvent.click(screen.getByRole('tab', { name: 'Transfers and waste' }));
    const panel = await screen.findByTestId('stock-movements');
    expect(
      within(panel).getByRole('row', { name: /Waiting for Harbor Truck to accept/ }),
    ).toBeInTheDocument();
    expect(
      within(panel).getByRole('row', { name: /Refused by Harbor Truck: Wrong item/ }),
    ).toBeInTheDocument();
    // Only the waiting one can be withdrawn; a transfer is never deleted like waste.
    const withdraw = within(panel).getAllByRole('button', {
      name: 'Withdraw the transfer of Brioche Buns',
    });
    expect(withdraw).toHaveLength(1);
    expect(
      within(panel).queryByRole('button', { name: /Delete Transfer/ }),
    ).not.toBeInTheDocument();
    fireEvent.click(withdraw[0]);
    await vi.waitFor(() =>
      expect(movementsApi.answerStockTransfer).toHaveBeenCalledWith({
        transferId: 't-wait',
        answer: 'withdraw',
      }),
    );
  });

  it('opens the location and period named in the address and carries them to the P&L', async () => {
    renderWithSession(<CogsPage />, {
      profile: owner,
      route: '/?location=cafe&period=cafe-sep',
    });
    const period = await screen.findByTestId('cogs-period');
    expect(within(period).getByText(/Harbor Cafe · September/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Profit and Loss' })).toHaveAttribute(
      'href',
      '/app/reports/cogs/profit-loss?location=cafe&period=cafe-sep',
    );
    // Another location chosen: the address (and the P&L link) follow, with its latest period.
    pick('Location', /Pier Grill/);
    expect(await screen.findByText(/Pier Grill · October/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Profit and Loss' })).toHaveAttribute(
      'href',
      '/app/reports/cogs/profit-loss?location=grill&period=grill-oct',
    );
  });

  it('says why a period bought nothing', async () => {
    renderWithSession(<CogsPage />, { profile: owner, route: '/?location=cafe&period=cafe-sep' });
    await screen.findByTestId('cogs-period');
    // September: the one order was fulfilled in October.
    expect(
      screen.getByText(
        'Harbor Cafe: purchases are $0.00 because no order was fulfilled at its delivery location in September (2026-09-01 to 2026-10-01); what it used came from the stock already counted.',
      ),
    ).toBeInTheDocument();
  });
});
