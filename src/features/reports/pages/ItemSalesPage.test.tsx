import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { subDays } from 'date-fns';
import { renderWithSession } from '@/testing/renderWithSession';
import {
  listLocationItemSales,
  listTerritoryItemSales,
  listTerritoryItemTypes,
} from '../api/item-sales';
import { dayKey, inBounds, type ItemSalesDay } from '../model/aggregate';
import { ItemSalesView, itemRollupsOf, territoryItemRollupsOf } from '../model/itemSalesRollups';
import { periodBounds, type ReadPlan } from '../model/salesRollups';
import { ItemSalesPage } from './ItemSalesPage';

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
vi.mock('@/features/referenceData/api/list-catalogue-items', () => ({
  listCatalogueItems: reference.listCatalogueItems,
}));
vi.mock('../api/item-sales', () => ({
  listTerritoryItemSales: vi.fn(),
  listTerritoryItemTypes: vi.fn(),
  listLocationItemSales: vi.fn(),
}));
// The charts draw in the browser test; jsdom has no layout for them.
vi.mock('@mui/x-charts/BarChart', () => ({ BarChart: () => null }));
vi.mock('@mui/x-charts/LineChart', () => ({ LineChart: () => null }));

const day = dayKey(subDays(new Date(), 5));
const DAYS: ItemSalesDay[] = [
  {
    date: day,
    territoryId: 'north',
    deliveryLocationId: 'commissary',
    locationName: 'North Commissary',
    locationType: 'truck',
    items: { cod: { qty: 2, cents: 30_000 } },
  },
  {
    date: day,
    territoryId: 'north',
    deliveryLocationId: 'cafe-door',
    locationName: 'Cafe Back Door',
    locationType: 'restaurant',
    items: { cod: { qty: 8, cents: 120_000 } },
  },
];

beforeEach(() => {
  vi.clearAllMocks();
  reference.listScopeTerritories.mockResolvedValue([{ id: 'north', name: 'North Coast' }]);
  reference.listScopeLocations.mockResolvedValue([]);
  reference.listCatalogueItems.mockResolvedValue([{ id: 'cod', itemDesc: 'Cod', sku: 'C1' }]);
  // As the server answers: the territory rollups of the periods and end days planned (the item
  // rollups without types and locations, the type rollups without the items of all types); a
  // delivery location's rollups of the periods and its days of the end runs.
  const planned = (plan: ReadPlan) =>
    territoryItemRollupsOf(DAYS).filter(
      (r) => plan.periods.includes(r.period) || plan.days.some((run) => inBounds(r.period, run)),
    );
  vi.mocked(listTerritoryItemSales).mockImplementation((_db, _territories, plan) =>
    Promise.resolve(planned(plan).map((r) => ({ ...r, types: {}, locations: {} }))),
  );
  vi.mocked(listTerritoryItemTypes).mockImplementation((_db, _territories, plan) =>
    Promise.resolve(planned(plan).map((r) => ({ ...r, items: {} }))),
  );
  vi.mocked(listLocationItemSales).mockImplementation((_db, place, plan) => {
    const days = DAYS.filter((d) => d.deliveryLocationId === place.deliveryLocationId);
    return Promise.resolve(
      new ItemSalesView(
        itemRollupsOf(days).filter((r) => plan.periods.includes(r.period)),
        days.filter((d) => plan.days.some((run) => inBounds(d.date, run))),
      ),
    );
  });
});

const codRow = () => within(screen.getByRole('table', { name: 'Item sales' })).getByText('Cod');

async function choose(label: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('ItemSalesPage location type', () => {
  it('shows the trucks\' figures once "Truck" is chosen, from the territory rollups read', async () => {
    renderWithSession(<ItemSalesPage />, { profile: { role: 'manager', territoryIds: ['north'] } });
    await waitFor(() => expect(codRow().closest('tr')).toHaveTextContent('$1,500.00'));
    // A Manager's own territories, one query each (not the whole chain's).
    expect(listTerritoryItemSales).toHaveBeenCalledWith(
      {},
      { territoryIds: ['north'], wholeChain: false },
      expect.anything(),
    );
    // The first view shows all types: neither the types nor the franchise locations are read.
    expect(listTerritoryItemTypes).not.toHaveBeenCalled();
    expect(reference.listScopeLocations).not.toHaveBeenCalled();

    await choose('Location type', 'Truck');
    await waitFor(() => expect(codRow().closest('tr')).toHaveTextContent('$300.00'));
    // The types of the same periods as the first view's two reads, once; no location's own rollups.
    expect(listTerritoryItemTypes).toHaveBeenCalledTimes(1);
    const [shown, rest] = vi.mocked(listTerritoryItemSales).mock.calls.map((call) => call[2]);
    const typesPlan = vi.mocked(listTerritoryItemTypes).mock.calls[0]?.[2];
    expect(typesPlan?.periods).toEqual(
      [...(shown?.periods ?? []), ...(rest?.periods ?? [])].sort(),
    );
    expect(listTerritoryItemSales).toHaveBeenCalledTimes(2);
    expect(listLocationItemSales).not.toHaveBeenCalled();
    // The location picker offers only the delivery locations of that type.
    await userEvent.click(screen.getByRole('combobox', { name: 'Location' }));
    expect(screen.getByRole('option', { name: 'North Commissary' })).toBeVisible();
    expect(screen.queryByRole('option', { name: 'Cafe Back Door' })).toBeNull();
  });

  it('shows the period first, and its comparisons and trend once read after it', async () => {
    let answerRest = () => {};
    const restRead = new Promise<void>((resolve) => (answerRest = resolve));
    const answer = vi.mocked(listTerritoryItemSales).getMockImplementation();
    vi.mocked(listTerritoryItemSales)
      .mockImplementationOnce((...args) => answer!(...args))
      .mockImplementationOnce((...args) => restRead.then(() => answer!(...args)));
    renderWithSession(<ItemSalesPage />, { profile: { role: 'manager', territoryIds: ['north'] } });
    await waitFor(() => expect(codRow().closest('tr')).toHaveTextContent('$1,500.00'));
    // Only the period itself (the last 30 days): no part of an earlier period.
    const shown = vi.mocked(listTerritoryItemSales).mock.calls[0]?.[2];
    const monthAgo = dayKey(subDays(new Date(), 31));
    expect(shown?.periods.filter((p) => periodBounds(p).from < monthAgo)).toEqual([]);
    expect(shown?.days.filter((run) => run.from < monthAgo)).toEqual([]);
    expect(listTerritoryItemSales).toHaveBeenCalledTimes(2);
    // The comparisons are not shown as zeros meanwhile, and the export waits for them.
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    const comparisons = () =>
      within(codRow().closest('tr')!)
        .getAllByRole('cell')
        .slice(-2)
        .map((cell) => cell.textContent);
    expect(comparisons()).toEqual(['', '']);
    answerRest();
    // None sold before or last year: 0, with no change to give.
    await waitFor(() => expect(comparisons()).toEqual(['0 —', '0 —']));
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
    // The rest reads neither a period nor a day the first read had.
    const rest = vi.mocked(listTerritoryItemSales).mock.calls[1]?.[2];
    expect(rest?.periods.filter((p) => shown?.periods.includes(p))).toEqual([]);
    expect(rest?.days.some((run) => shown?.days.some((d) => inBounds(d.from, run)))).toBe(false);
  });

  it("reads a chosen location's own rollups, and starts again from a type's locations", async () => {
    renderWithSession(<ItemSalesPage />, { profile: { role: 'manager', territoryIds: ['north'] } });
    await waitFor(() => expect(codRow()).toBeVisible());
    expect(listTerritoryItemTypes).not.toHaveBeenCalled();
    // Opening the location list reads the locations the type rollups count.
    await choose('Location', 'Cafe Back Door');
    expect(listTerritoryItemTypes).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(codRow().closest('tr')).toHaveTextContent('$1,200.00'));
    expect(listLocationItemSales).toHaveBeenCalledWith(
      {},
      { territoryId: 'north', deliveryLocationId: 'cafe-door' },
      expect.anything(),
    );
    await choose('Location type', 'Restaurant');
    // Choosing a type starts again from all its locations.
    expect(screen.getByRole('combobox', { name: 'Location' })).toHaveTextContent('All locations');
    await waitFor(() => expect(codRow().closest('tr')).toHaveTextContent('$1,200.00'));
  });
});
