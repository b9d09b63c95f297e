import { screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithSession } from '@/testing/renderWithSession';
import { useReportScope } from '@/features/reports/hooks/useReportScope';
import { useUserFormOptions } from '@/features/tools/users/api/list-options';

vi.mock('@/lib/firebase', () => ({ db: {} }));
const reads = vi.hoisted(() => ({ listScopeTerritories: vi.fn(), listScopeLocations: vi.fn() }));
vi.mock('@/features/referenceData/api/list-scope-territories', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  listScopeTerritories: reads.listScopeTerritories,
}));
vi.mock('@/features/referenceData/api/list-scope-locations', () => ({
  listScopeLocations: reads.listScopeLocations,
}));

const NORTH = { id: 't-north', name: 'North Coast' };
const CAFE = {
  id: 'north-cafe',
  name: 'North Cafe',
  type: 'restaurant',
  territoryId: 't-north',
  territoryName: 'North Coast',
  enabled: true,
  deliveryLocationId: 'dock-1',
};

/** The reports' scope (franchise sales, COGS, P&L, item sales, the reports dashboard). */
function ReportScreen() {
  const scope = useReportScope();
  if (scope.isLoading) return <p>Loading</p>;
  return (
    <p>
      Report: {scope.territories.map((t) => t.name).join()} /{' '}
      {scope.locations.map((l) => `${l.name} (${l.type}, ${l.deliveryLocationId})`).join()}
    </p>
  );
}

/** The user tools' pickers. */
function UserFormScreen() {
  const options = useUserFormOptions();
  if (options.loading) return <p>Loading</p>;
  return (
    <p>
      Users: {options.territories.map((t) => t.name).join()} /{' '}
      {options.locations.map((l) => l.name).join()}
    </p>
  );
}

const freshClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

beforeEach(() => {
  reads.listScopeTerritories.mockReset().mockResolvedValue([NORTH]);
  reads.listScopeLocations.mockReset().mockResolvedValue([CAFE]);
});

describe('the reports and the user tools share the reference data', () => {
  it('reads the territories and locations once for both screens', async () => {
    const queryClient = freshClient();
    const profile = { role: 'superAdmin' as const, territoryIds: [] };
    const first = renderWithSession(<ReportScreen />, { profile, queryClient });
    expect(
      await screen.findByText('Report: North Coast / North Cafe (restaurant, dock-1)'),
    ).toBeInTheDocument();
    first.unmount();
    renderWithSession(<UserFormScreen />, { profile, queryClient });
    expect(await screen.findByText('Users: North Coast / North Cafe')).toBeInTheDocument();
    expect(reads.listScopeTerritories).toHaveBeenCalledTimes(1);
    expect(reads.listScopeLocations).toHaveBeenCalledTimes(1);
    // Asked as the rules can prove: the signed-in user's role and territories.
    expect(reads.listScopeLocations).toHaveBeenCalledWith(
      {},
      { uid: first.user.uid, role: 'superAdmin', territoryIds: [] },
    );
  });
});
