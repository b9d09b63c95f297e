import { act, screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithSession } from '@/testing/renderWithSession';
import { forgetReferenceData, useCatalogue, useScopeLocations } from '@/features/referenceData';
import { useRequestOptions } from './useRequestOptions';

vi.mock('@/lib/firebase', () => ({ db: {} }));
const reads = vi.hoisted(() => ({ listScopeLocations: vi.fn(), listCatalogueItems: vi.fn() }));
vi.mock('@/features/referenceData/api/list-scope-locations', () => ({
  listScopeLocations: reads.listScopeLocations,
}));
vi.mock('@/features/referenceData/api/list-catalogue-items', () => ({
  listCatalogueItems: reads.listCatalogueItems,
}));

const LOCATION = {
  id: 'north-cafe',
  name: 'North Cafe',
  type: 'restaurant',
  territoryId: 't-1',
  territoryName: 'North Coast',
  enabled: true,
};
const ITEM = { id: 'cod', itemDesc: 'Cod', status: 'active' };

/** The request form's pickers. */
function RequestFormScreen() {
  const options = useRequestOptions();
  if (!options.isSuccess) return <p>Loading</p>;
  return (
    <p>
      Form: {options.data.locations.map((l) => l.name).join()} /{' '}
      {options.data.items.map((i) => i.name).join()}
    </p>
  );
}

/** Another screen over the same sets (the order page's item names, a list's location picker). */
function OtherScreen() {
  const items = useCatalogue().data;
  const locations = useScopeLocations().data;
  if (!items || !locations) return <p>Loading</p>;
  return (
    <p>
      Other: {locations.length} locations, {items.length} items
    </p>
  );
}

const freshClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });
const OWNER = { role: 'franchiseeOwner' as const, territoryIds: ['t-1'] };

beforeEach(() => {
  reads.listScopeLocations.mockReset().mockResolvedValue([LOCATION]);
  reads.listCatalogueItems.mockReset().mockResolvedValue([ITEM]);
});

describe('reference data shared by the screens of a sign-in', () => {
  it('reads the locations and the catalogue once for two screens', async () => {
    const queryClient = freshClient();
    const first = renderWithSession(<RequestFormScreen />, { profile: OWNER, queryClient });
    expect(await screen.findByText('Form: North Cafe / Cod')).toBeInTheDocument();
    first.unmount();
    renderWithSession(<OtherScreen />, { profile: OWNER, queryClient });
    expect(await screen.findByText('Other: 1 locations, 1 items')).toBeInTheDocument();
    expect(reads.listScopeLocations).toHaveBeenCalledTimes(1);
    expect(reads.listCatalogueItems).toHaveBeenCalledTimes(1);
    // Asked as the rules can prove: the signed-in user's role and territories.
    expect(reads.listScopeLocations).toHaveBeenCalledWith(
      {},
      { uid: first.user.uid, role: 'franchiseeOwner', territoryIds: ['t-1'] },
    );
  });

  it('reads them again after an admin change (forgetReferenceData)', async () => {
    const queryClient = freshClient();
    renderWithSession(<RequestFormScreen />, { profile: OWNER, queryClient });
    expect(await screen.findByText('Form: North Cafe / Cod')).toBeInTheDocument();
    reads.listScopeLocations.mockResolvedValue([{ ...LOCATION, name: 'North Diner' }]);
    await act(() => forgetReferenceData(queryClient));
    expect(await screen.findByText('Form: North Diner / Cod')).toBeInTheDocument();
    expect(reads.listScopeLocations).toHaveBeenCalledTimes(2);
  });

  it('keeps one set per signed-in user: another user reads their own', async () => {
    const queryClient = freshClient();
    const first = renderWithSession(<OtherScreen />, { profile: OWNER, queryClient });
    expect(await screen.findByText('Other: 1 locations, 1 items')).toBeInTheDocument();
    first.unmount();
    renderWithSession(<OtherScreen />, {
      profile: OWNER,
      user: { uid: 'someone-else' },
      queryClient,
    });
    expect(await screen.findByText('Other: 1 locations, 1 items')).toBeInTheDocument();
    expect(reads.listScopeLocations).toHaveBeenCalledTimes(2);
    expect(reads.listScopeLocations).toHaveBeenLastCalledWith(
      {},
      expect.objectContaining({ uid: 'someone-else' }),
    );
  });
});
