import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider, onlineManager } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/queryClient';
import { resolvePermissions } from '@/features/auth';
import { currentPath, renderWithSession } from '@/testing/renderWithSession';
import type { ReportLocation } from '../../model/location';
import type { InspectionStatus } from '../../schedule';
import { SelectLocationPage } from './SelectLocationPage';

vi.mock('@/lib/firebase', () => ({ db: {} }));
// The session's shared locations (features/referenceData), every one enabled here.
const listLocations = vi.fn(async (..._args: unknown[]): Promise<ReportLocation[]> => []);
vi.mock('@/features/referenceData/api/list-scope-locations', () => ({
  listScopeLocations: async (...a: unknown[]) =>
    (await listLocations(...a)).map((l) => ({ ...l, enabled: true })),
}));

const listInspectionStatuses = vi.fn(
  async (..._args: unknown[]): Promise<InspectionStatus[]> => [],
);
vi.mock('../../schedule/api/list-inspection-statuses', () => ({
  listInspectionStatuses: (...a: unknown[]) => listInspectionStatuses(...a),
}));

const TRUCK: ReportLocation = {
  id: 'loc-1',
  name: 'North Truck',
  type: 'truck',
  territoryId: 't-1',
  territoryName: 'North',
  inspectionFrequencyDays: 30,
};
const ROUTE = { route: '/app/select', path: '/app/select' };

beforeEach(() => {
  listInspectionStatuses.mockReset();
  listInspectionStatuses.mockResolvedValue([]);
  listLocations.mockReset();
  listLocations.mockResolvedValue([TRUCK]);
});

afterEach(() => {
  vi.restoreAllMocks();
  onlineManager.setOnline(true);
});

function setBrowserOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

/** The page under the app's own query client (offline rules of lib/offlineQueries.ts). */
const withAppQueries = (ui: React.ReactElement) => (
  <QueryClientProvider client={createQueryClient()}>{ui}</QueryClientProvider>
);

const DAY = 24 * 60 * 60 * 1000;
const statusOf = (l: ReportLocation, lastInspectedAt: number | null): InspectionStatus => ({
  locationId: l.id,
  locationName: l.name,
  locationType: l.type,
  territoryId: l.territoryId,
  territoryName: l.territoryName,
  frequencyDays: 30,
  lastInspectedAt,
});

describe('SelectLocationPage', () => {
  it('flags the locations past due for an inspection (never inspected or older than the frequency)', async () => {
    const fresh = { ...TRUCK, id: 'loc-2', name: 'Fresh Cafe', type: 'restaurant' as const };
    const never = { ...TRUCK, id: 'loc-3', name: 'New Truck' };
    listLocations.mockResolvedValue([TRUCK, fresh, never]);
    listInspectionStatuses.mockResolvedValue([
      statusOf(TRUCK, Date.now() - 31 * DAY),
      statusOf(fresh, Date.now() - 3 * DAY),
      statusOf(never, null),
    ]);
    const user = userEvent.setup();
    renderWithSession(<SelectLocationPage />, { ...ROUTE, profile: { role: 'superAdmin' } });
    await user.click(await screen.findByRole('combobox'));
    const listbox = screen.getByRole('listbox');
    const option = (name: RegExp) => within(listbox).getByRole('option', { name });
    expect(await within(option(/North Truck/)).findByText('Past due')).toBeInTheDocument();
    expect(within(option(/New Truck/)).getByText('Past due')).toBeInTheDocument();
    expect(within(option(/Fresh Cafe/)).queryByText('Past due')).toBeNull();
    expect(listInspectionStatuses).toHaveBeenCalledWith({}, [TRUCK, fresh, never]);
    await user.click(option(/North Truck/));
    expect(screen.getByTestId('past-due-note')).toHaveTextContent('Past due');
  });

  it('requires a location, then opens the form for its type', async () => {
    const user = userEvent.setup();
    renderWithSession(<SelectLocationPage />, { ...ROUTE, profile: { role: 'superAdmin' } });
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(screen.getByText('Please select a franchisee location')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox'));
    await user.click(within(screen.getByRole('listbox')).getByText(/North Truck/));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(currentPath()).toBe('/app/compliance-v2/reports/new/truck/loc-1'));
    expect(listLocations).toHaveBeenCalledWith({}, expect.objectContaining({ role: 'superAdmin' }));
  });

  it('offers a Manager the sample report and lists only their territories', async () => {
    const user = userEvent.setup();
    renderWithSession(<SelectLocationPage />, {
      ...ROUTE,
      profile: { role: 'manager', territoryIds: ['t-1'] },
    });
    await user.click(await screen.findByRole('combobox'));
    await user.click(within(screen.getByRole('listbox')).getByText(/North Truck/));
    await user.click(screen.getByRole('button', { name: 'View Sample Compliance Report' }));
    await waitFor(() =>
      expect(currentPath()).toBe('/app/compliance-v2/reports/sample/view/loc-1?sample=true'),
    );
    expect(listLocations).toHaveBeenCalledWith(
      {},
      expect.objectContaining({ territoryIds: ['t-1'] }),
    );
  });

  it('reads View Sample Report without Create Compliance Reports', async () => {
    renderWithSession(<SelectLocationPage />, {
      ...ROUTE,
      profile: {
        role: 'employee',
        territoryIds: ['t-1'],
        permissions: resolvePermissions('employee', { complianceReports: { create: false } }),
      },
    });
    expect(await screen.findByRole('button', { name: 'View Sample Report' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
  });

  it('tells a Manager without a location to contact corporate', async () => {
    listLocations.mockResolvedValue([]);
    renderWithSession(<SelectLocationPage />, { ...ROUTE, profile: { role: 'manager' } });
    expect(await screen.findByText('There is no franchisee location')).toBeInTheDocument();
    expect(screen.getByText(/Contact corporate/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create Franchisee Location' })).toBeNull();
  });

  it('offers holders of Create Franchise Locations without a location to create one', async () => {
    const user = userEvent.setup();
    listLocations.mockResolvedValue([]);
    renderWithSession(<SelectLocationPage />, { ...ROUTE, profile: { role: 'superAdmin' } });
    await user.click(await screen.findByRole('button', { name: 'Create Franchisee Location' }));
    await waitFor(() => expect(currentPath()).toBe('/app/tools/new-franchise-location'));
  });

  it('does not offer Create Franchisee Location to an owner without that permission', async () => {
    listLocations.mockResolvedValue([]);
    renderWithSession(<SelectLocationPage />, {
      ...ROUTE,
      profile: { role: 'franchiseeOwner', territoryIds: ['t-1'] },
    });
    expect(await screen.findByText('There is no franchisee location')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create Franchisee Location' })).toBeNull();
  });

  it("opens a sample for a Franchisee Owner (their menu's Sample Compliance Reports)", async () => {
    const user = userEvent.setup();
    renderWithSession(<SelectLocationPage />, {
      ...ROUTE,
      profile: { role: 'franchiseeOwner', territoryIds: ['t-1'] },
    });
    await user.click(await screen.findByRole('combobox'));
    await user.click(within(screen.getByRole('listbox')).getByText(/North Truck/));
    await user.click(screen.getByRole('button', { name: 'View Sample Compliance Report' }));
    await waitFor(() =>
      expect(currentPath()).toBe('/app/compliance-v2/reports/sample/view/loc-1?sample=true'),
    );
    expect(listLocations).toHaveBeenCalledWith(
      {},
      expect.objectContaining({ territoryIds: ['t-1'] }),
    );
  });

  it('shows a spinner while the locations load, then the picker', async () => {
    let answer: (locations: ReportLocation[]) => void = () => undefined;
    listLocations.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderWithSession(withAppQueries(<SelectLocationPage />), {
      ...ROUTE,
      profile: { role: 'superAdmin' },
    });
    expect(
      await screen.findByRole('status', { name: 'Loading franchisee locations' }),
    ).toBeInTheDocument();
    answer([TRUCK]);
    expect(await screen.findByRole('combobox')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading franchisee locations' })).toBeNull();
  });

  it('offline with nothing on this device, says it needs a connection, not "no location"', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    listLocations.mockResolvedValue([]);
    renderWithSession(withAppQueries(<SelectLocationPage />), {
      ...ROUTE,
      profile: { role: 'superAdmin' },
    });
    expect(await screen.findByText('This page needs a connection')).toBeInTheDocument();
    expect(screen.queryByText('There is no franchisee location')).toBeNull();

    listLocations.mockResolvedValue([TRUCK]);
    setBrowserOnline(true);
    expect(await screen.findByRole('combobox')).toBeInTheDocument();
  });
});
