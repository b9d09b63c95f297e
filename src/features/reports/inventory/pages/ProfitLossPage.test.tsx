import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/queryClient';
import { goOnline, resetConnection, startOffline } from '@/testing/offline';
import { renderWithSession } from '@/testing/renderWithSession';
import { cogsApiMocks, resetCogsApiMocks } from './cogsTestData';
import { ProfitLossPage } from './ProfitLossPage';

vi.mock('@/lib/firebase', () => ({ db: {} }));
vi.mock('@/features/referenceData/api/list-scope-territories', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  listScopeTerritories: (await import('./cogsTestData')).cogsApiMocks.scope.listScopeTerritories,
}));
vi.mock('@/features/referenceData/api/list-scope-locations', async () => ({
  listScopeLocations: (await import('./cogsTestData')).cogsApiMocks.scope.listScopeLocations,
}));
vi.mock('../api/cogs-data', async () => (await import('./cogsTestData')).cogsApiMocks.data);
const expensesApi = vi.hoisted(() => ({ listOtherExpenses: vi.fn(), saveOtherExpense: vi.fn() }));
vi.mock('../api/other-expenses', () => expensesApi);

const owner = { role: 'franchiseeOwner' as const, territoryIds: ['north'] };

describe('ProfitLossPage', () => {
  beforeEach(() => {
    resetCogsApiMocks();
    expensesApi.listOtherExpenses
      .mockReset()
      .mockResolvedValue([{ reportId: 'cafe-oct', category: 'labour', amountCents: 30_000 }]);
    expensesApi.saveOtherExpense.mockReset().mockResolvedValue(undefined);
  });

  it('states this period against the previous one, with fees from the statements or at the rates', async () => {
    renderWithSession(<ProfitLossPage />, { profile: owner });
    const pnl = await screen.findByTestId('profit-loss');
    const row = (name: string) => within(pnl).getByRole('row', { name: new RegExp(`^${name}`) });
    expect(within(pnl).getByText(/This period: October/)).toBeInTheDocument();
    expect(within(pnl).getByText(/Previous period: September/)).toBeInTheDocument();
    expect(within(pnl).getByText('Same period last year: none')).toBeInTheDocument();
    // October: $1,000.00 net, COGS $264.00; September: COGS $24.00; no period a year before.
    expect(row('Net sales')).toHaveTextContent('$1,000.00$1,000.00—');
    expect(row('Cost of goods sold')).toHaveTextContent('$264.00$24.00—');
    expect(row('Gross profit')).toHaveTextContent('$736.00$976.00—');
    expect(row('Gross margin')).toHaveTextContent('73.60 %97.60 %—');
    // October from its confirmed statement ($93.00 and $31.50 on the month's $1,500.00): the
    // period sold $1,000.00 of it, 2/3 -> $62.00 and $21.00. September has no statement: 6 %
    // and 2 % of $1,000.00.
    expect(row('Royalty')).toHaveTextContent('$62.00$60.00—');
    expect(row('Ad fund')).toHaveTextContent('$21.00$20.00—');
    expect(row('Labour')).toHaveTextContent('$300.00$0.00—');
    // 1,000.00 - 264.00 - 62.00 - 21.00 - 300.00 and 1,000.00 - 24.00 - 60.00 - 20.00.
    expect(row('Net profit')).toHaveTextContent('$353.00$896.00—');
    expect(
      within(pnl).getByText(
        'This period: Royalty and ad fund: Oct 2026 from the confirmed statement.',
      ),
    ).toBeInTheDocument();
    expect(
      within(pnl).getByText(
        'Previous period: Royalty and ad fund: Sep 2026 at the rates in force (royalty 6.00 %, ad fund 2.00 %).',
      ),
    ).toBeInTheDocument();
    expect(within(pnl).getByRole('button', { name: 'Download PDF' })).toBeEnabled();
    // Rollups, rates and statements of the location shown only, not of every location in scope.
    expect(cogsApiMocks.data.loadLocationRollups).toHaveBeenCalledTimes(1);
    expect(cogsApiMocks.data.loadLocationRollups).toHaveBeenCalledWith(
      expect.anything(),
      expect.objectContaining({ id: 'cafe' }),
      expect.any(String),
    );
    expect(cogsApiMocks.data.loadLocationTrends).not.toHaveBeenCalled();
    expect(cogsApiMocks.data.loadLocationFees).toHaveBeenCalledTimes(1);
    expect(cogsApiMocks.data.loadLocationFees).toHaveBeenCalledWith(
      expect.anything(),
      expect.objectContaining({ id: 'cafe' }),
    );
  });

  it('refuses a bad amount and saves only the changed expenses', async () => {
    renderWithSession(<ProfitLossPage />, { profile: owner });
    const form = await screen.findByRole('form', { name: 'Other expenses' });
    // A restaurant has no fuel line.
    expect(within(form).queryByLabelText('Fuel ($)')).not.toBeInTheDocument();
    expect(within(form).getByLabelText('Labour ($)')).toHaveValue('300.00');
    fireEvent.change(within(form).getByLabelText('Rent ($)'), { target: { value: '12.505' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save expenses' }));
    expect(
      await within(form).findByText('Enter an amount in dollars, such as 1250.00.'),
    ).toBeInTheDocument();
    expect(expensesApi.saveOtherExpense).not.toHaveBeenCalled();

    fireEvent.change(within(form).getByLabelText('Rent ($)'), { target: { value: '1,250.00' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save expenses' }));
    expect(await screen.findByText('Expenses saved.')).toBeInTheDocument();
    expect(expensesApi.saveOtherExpense).toHaveBeenCalledTimes(1);
    expect(expensesApi.saveOtherExpense).toHaveBeenCalledWith(
      {},
      'user-1',
      expect.objectContaining({ id: 'cafe-oct', locationId: 'cafe', territoryId: 'north' }),
      'rent',
      125_000,
    );
  });

  it('lets a Manager read the statement but not enter expenses', async () => {
    renderWithSession(<ProfitLossPage />, {
      profile: { role: 'manager', territoryIds: ['north'] },
    });
    await screen.findByTestId('profit-loss');
    expect(screen.queryByRole('form', { name: 'Other expenses' })).not.toBeInTheDocument();
    // Not "your" expenses: the Manager cannot enter them (issue 30).
    expect(
      screen.getByText(
        'Net sales less cost of goods, royalty, ad fund and the other expenses the franchisee owner enters, per inventory period',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/your other expenses/)).not.toBeInTheDocument();
  });

  it('tells the owner the other expenses are theirs', async () => {
    renderWithSession(<ProfitLossPage />, { profile: owner });
    await screen.findByTestId('profit-loss');
    expect(screen.getByText(/ad fund and your other expenses, per inventory period/)).toBeVisible();
  });

  it('shows the location and period chosen on COGS, and links back with them', async () => {
    renderWithSession(<ProfitLossPage />, {
      profile: owner,
      route: '/?location=grill&period=grill-oct',
    });
    const pnl = await screen.findByTestId('profit-loss');
    expect(within(pnl).getByText('Pier Grill · October')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'COGS Reports' })).toHaveAttribute(
      'href',
      '/app/reports/cogs?location=grill&period=grill-oct',
    );
  });

  describe('offline (issue 15)', () => {
    afterEach(resetConnection);

    it('with nothing on this device says the page needs a connection, then shows the figures', async () => {
      startOffline();
      // Firestore answers a list it never loaded from its empty cache.
      cogsApiMocks.scope.listScopeTerritories.mockResolvedValue([]);
      renderWithSession(<ProfitLossPage />, { profile: owner, queryClient: createQueryClient() });
      expect(await screen.findByText('This page needs a connection')).toBeInTheDocument();
      expect(screen.queryByText(/No franchise location is in your scope/)).not.toBeInTheDocument();

      cogsApiMocks.scope.listScopeTerritories.mockResolvedValue([{ id: 'north', name: 'North' }]);
      goOnline();
      expect(await screen.findByTestId('profit-loss')).toBeInTheDocument();
      expect(screen.queryByText('This page needs a connection')).not.toBeInTheDocument();
    });
  });
});
