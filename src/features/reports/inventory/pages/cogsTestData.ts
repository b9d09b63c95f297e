/**
 * Fixtures of the COGS and P&L page tests: two restaurants and a truck with closed periods, and
 * the repository mocks both pages read them through (the tests' vi.mock factories import
 * `cogsApiMocks`; `resetCogsApiMocks` in beforeEach answers with this world).
 */
import { vi } from 'vitest';
import type { LocationFees, LocationRollups } from '../api/cogs-data';
import type { StoredMovement } from '../api/stock-movements';
import type { PurchaseLine, ValuedItem } from '../model/cogs';
import type { PeriodData } from '../model/cogsReport';
import { cogsTrendFields, locationRollups, readCogsTrend } from '../model/cogsRollups';

export const ITEMS: (ValuedItem & { name: string })[] = [
  {
    id: 'shrimp',
    name: 'Shrimp',
    category: 'Seafood',
    unitsPerCase: 10,
    currentCasePriceCents: 12_000,
  },
  {
    id: 'buns',
    name: 'Brioche Buns',
    category: 'Dry',
    unitsPerCase: 48,
    currentCasePriceCents: 2_400,
  },
];

const location = (id: string, name: string, type: 'truck' | 'restaurant') => ({
  id,
  name,
  type,
  territoryId: 'north',
  enabled: true,
  deliveryLocationId: `dock-${id}`,
});
export const CAFE = location('cafe', 'Harbor Cafe', 'restaurant');
export const GRILL = location('grill', 'Pier Grill', 'restaurant');
export const TRUCK = location('truck', 'Harbor Truck', 'truck');

const counted = (quantity: number) => ({ state: 'counted' as const, quantity });

function period(
  id: string,
  name: string,
  locationId: string,
  from: string,
  to: string,
  closing: number,
) {
  return {
    id,
    name,
    locationId,
    from,
    to,
    closed: true,
    opening: { shrimp: counted(20), buns: counted(96) },
    closing: { shrimp: counted(closing), buns: counted(48) },
    movements: [],
    netSalesCents: 100_000,
  };
}

/** One location of the world: its periods with their counts and movements, purchases, sales. */
interface LocationWorld {
  location: typeof CAFE;
  periods: (Omit<PeriodData, 'movements'> & { movements: StoredMovement[] })[];
  purchases: PurchaseLine[];
  sales: { date: string; netCents: number }[];
}

export function cogsData(): LocationWorld[] {
  const purchases = [{ itemId: 'shrimp', date: '2026-10-05', cases: 1, casePriceCents: 10_000 }];
  return [
    {
      location: CAFE,
      periods: [
        period('cafe-sep', 'September', 'cafe', '2026-09-01', '2026-10-01', 20),
        {
          ...period('cafe-oct', 'October', 'cafe', '2026-10-01', '2026-10-31', 10),
          movements: [
            {
              id: 'm1',
              kind: 'waste' as const,
              itemId: 'shrimp',
              quantity: 2,
              date: '2026-10-10',
              otherLocationId: '',
              otherLocationName: '',
              reason: 'spoilage' as const,
              status: 'accepted' as const,
              transferId: '',
              refusal: '',
              userId: 'u',
            },
          ],
        },
        {
          ...period('cafe-nov', 'November', 'cafe', '2026-10-31', '2026-11-20', 0),
          closed: false,
          closing: null,
        },
      ],
      purchases,
      // September's period: 15 Sep. October's: 10 and 20 Oct ($1,000.00); 31 Oct opens the next
      // period, so October as a month sold $1,500.00 and the October period 2/3 of it.
      sales: [
        { date: '2026-09-15', netCents: 100_000 },
        { date: '2026-10-10', netCents: 60_000 },
        { date: '2026-10-20', netCents: 40_000 },
        { date: '2026-10-31', netCents: 50_000 },
      ],
    },
    {
      location: GRILL,
      periods: [period('grill-oct', 'October', 'grill', '2026-10-01', '2026-10-31', 5)],
      purchases,
      sales: [{ date: '2026-10-10', netCents: 100_000 }],
    },
    {
      location: TRUCK,
      periods: [],
      purchases: [],
      sales: [],
    },
  ];
}

/** The world's COGS rollups, as the server computes them from cogsData (model/cogsRollups.ts). */
export function rollupsData(world = cogsData()): LocationRollups[] {
  return world.map((d) => ({
    location: d.location,
    rollups: locationRollups(d, ITEMS, () => d.location.territoryId),
  }));
}

/** The side-by-side trends the server keeps beside the rollups, of the territories asked for. */
export function trendsData(territoryIds: readonly string[], world = cogsData()) {
  return rollupsData(world)
    .filter((d) => territoryIds.includes(d.location.territoryId))
    .map((d) => readCogsTrend(cogsTrendFields(d.location, d.rollups), '2026-11-29'));
}

/** The shared catalogue (reference data) of the world's items. */
const CATALOGUE = ITEMS.map((item, order) => ({
  id: item.id,
  itemDesc: item.name,
  sku: item.id.toUpperCase(),
  status: 'active',
  priceCents: item.currentCasePriceCents,
  salePriceCents: 0,
  isOnSale: false,
  casesPerPallet: 40,
  casesPerOvernight: 10,
  order,
}));

/** The transfers and waste stored on a period of the world. */
export function periodMovements(reportId: string, world = cogsData()) {
  return world.flatMap((d) => d.periods).find((p) => p.id === reportId)?.movements ?? [];
}

/** The P&L's royalty rates and statements: the cafe's; the others have none. */
export function feesData(locationId: string): LocationFees {
  if (locationId !== 'cafe') return { rates: null, statements: [] };
  return {
    rates: {
      locationId: 'cafe',
      territoryId: 'north',
      versions: [{ from: '2026-01', royaltyBps: 600, adFundBps: 200 }],
    },
    // October's statement, adjusted above 6 % and 2 % of $1,500.00 by corporate.
    statements: [
      {
        month: '2026-10',
        salesNetCents: 150_000,
        royaltyCents: 9_300,
        adFundCents: 3_150,
        status: 'confirmed' as const,
      },
    ],
  };
}

export const cogsApiMocks = {
  scope: { listScopeTerritories: vi.fn(), listScopeLocations: vi.fn() },
  data: { loadLocationRollups: vi.fn(), loadLocationTrends: vi.fn(), loadLocationFees: vi.fn() },
  catalogue: { listCatalogueItems: vi.fn() },
};

export function resetCogsApiMocks() {
  const { scope, data, catalogue } = cogsApiMocks;
  scope.listScopeTerritories.mockReset().mockResolvedValue([{ id: 'north', name: 'North' }]);
  scope.listScopeLocations.mockReset().mockResolvedValue([CAFE, GRILL, TRUCK]);
  catalogue.listCatalogueItems.mockReset().mockResolvedValue(CATALOGUE);
  data.loadLocationRollups
    .mockReset()
    .mockImplementation(async (_db, location: { id: string }) =>
      rollupsData().find((d) => d.location.id === location.id),
    );
  data.loadLocationTrends
    .mockReset()
    .mockImplementation(async (_db, territoryIds: string[]) => trendsData(territoryIds));
  data.loadLocationFees
    .mockReset()
    .mockImplementation(async (_db, location: { id: string }) => feesData(location.id));
}
