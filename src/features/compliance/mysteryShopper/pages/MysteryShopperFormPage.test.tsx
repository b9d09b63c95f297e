import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider, onlineManager } from '@tanstack/react-query';
import { Timestamp } from 'firebase/firestore';
import { createQueryClient } from '@/lib/queryClient';
import { currentPath, renderWithSession, TEST_UID } from '@/testing/renderWithSession';
import { createMysteryShopperReport } from '../api/create-report';
import { getMysteryShopperReport } from '../api/get-report';
import { listScopeLocations, listScopeTerritories } from '@/features/referenceData';
import { updateMysteryShopperReport } from '../api/update-report';
import { MysteryShopperFormPage } from './MysteryShopperFormPage';

vi.mock('@/lib/firebase', () => ({
  auth: {},
  db: {},
  getStorageOrNull: () => null,
  STORAGE_UNAVAILABLE_MESSAGE: 'File storage is not available',
}));
vi.mock('../api/collections', () => ({ newReportId: () => 'new-id' }));
vi.mock('../api/create-report', () => ({ createMysteryShopperReport: vi.fn() }));
vi.mock('../api/update-report', () => ({ updateMysteryShopperReport: vi.fn() }));
vi.mock('../api/get-report', () => ({ getMysteryShopperReport: vi.fn() }));
// The session's reference data reads the scope's territories and locations through these.
vi.mock('@/features/referenceData/api/list-scope-territories', () => ({
  listScopeTerritories: vi.fn(),
}));
vi.mock('@/features/referenceData/api/list-scope-locations', () => ({
  listScopeLocations: vi.fn(),
}));

const TERRITORIES = [
  { id: 't-north', name: 'North Coast' },
  { id: 't-gulf', name: 'Gulf Shore' },
];
/** The scope's locations, as the reference data reads them. */
const LOCATIONS = [
  { id: 'l-cafe', name: 'North Cafe', enabled: true, territoryId: 't-north' },
  { id: 'l-old', name: 'Old Truck', enabled: false, territoryId: 't-north' },
  { id: 'l-grill', name: 'Gulf Grill', enabled: true, territoryId: 't-gulf' },
].map((l) => ({ ...l, type: 'restaurant' as const, territoryName: '' }));

/** A stored report at Gulf Grill with no files. */
const GULF_REPORT = {
  id: 'r1',
  userId: 'someone',
  userName: 'Sam Super',
  territoryId: 't-gulf',
  territoryName: 'Gulf Shore',
  franchiseeLocationId: 'l-grill',
  franchiseeLocationName: 'Gulf Grill',
  date: Timestamp.fromDate(new Date(2026, 10, 2)),
  text: 'Fine.',
  files: [],
  createdAt: Timestamp.now(),
  updatedAt: Timestamp.now(),
};

async function choose(label: RegExp, option: string) {
  await userEvent.click(await screen.findByRole('combobox', { name: label }));
  await userEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
}

async function fillForm() {
  await choose(/Territory/, 'North Coast');
  await choose(/Franchisee location/, 'North Cafe');
  fireEvent.change(screen.getByLabelText(/Date/), { target: { value: '2026-11-20' } });
  await userEvent.click(screen.getByRole('textbox', { name: /Report details/ }));
  await userEvent.paste('Quick greeting, cold fries.');
}

function renderNew() {
  return renderWithSession(<MysteryShopperFormPage />, {
    route: '/app/compliance-v2/mystery-shopper-reports/new',
    path: '/app/compliance-v2/mystery-shopper-reports/new',
  });
}

beforeEach(() => {
  vi.mocked(listScopeTerritories).mockReset().mockResolvedValue(TERRITORIES);
  vi.mocked(listScopeLocations).mockReset().mockResolvedValue(LOCATIONS);
  vi.mocked(createMysteryShopperReport).mockReset().mockResolvedValue('new-id');
  vi.mocked(updateMysteryShopperReport).mockReset().mockResolvedValue(undefined);
  vi.mocked(getMysteryShopperReport).mockReset();
});

afterEach(() => {
  vi.restoreAllMocks();
  onlineManager.setOnline(true);
});

describe('MysteryShopperFormPage', () => {
  it("offline, a territory's locations not on this device wait for the connection, then load", async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    vi.mocked(listScopeLocations).mockResolvedValue([]);
    renderWithSession(
      <QueryClientProvider client={createQueryClient()}>
        <MysteryShopperFormPage />
      </QueryClientProvider>,
      {
        route: '/app/compliance-v2/mystery-shopper-reports/new',
        path: '/app/compliance-v2/mystery-shopper-reports/new',
      },
    );
    await choose(/Territory/, 'North Coast');
    expect(
      await screen.findByText('The locations load when you are back online'),
    ).toBeInTheDocument();
    expect(screen.queryByText('This territory has no franchise location')).toBeNull();

    vi.mocked(listScopeLocations).mockResolvedValue(LOCATIONS);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await waitFor(() =>
      expect(screen.queryByText('The locations load when you are back online')).toBeNull(),
    );
    await choose(/Franchisee location/, 'North Cafe');
    // The scope's locations, read once for every territory the form offers.
    expect(listScopeLocations).toHaveBeenCalledWith({}, expect.objectContaining({ uid: TEST_UID }));
  });

  it('says exactly what is missing and saves nothing', async () => {
    renderNew();
    await userEvent.click(await screen.findByRole('button', { name: 'Create Report' }));
    for (const message of [
      'Select a territory',
      'Select a franchisee location',
      'Date must be selected',
      'Input report details',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(createMysteryShopperReport).not.toHaveBeenCalled();
  });

  it('says file storage is not available and still saves the report', async () => {
    renderNew();
    expect(await screen.findByText(/File storage is not available/)).toBeInTheDocument();
    await fillForm();
    await userEvent.click(screen.getByRole('button', { name: 'Create Report' }));
    expect(await screen.findByText('Mystery Shopper Report created.')).toBeInTheDocument();
    expect(createMysteryShopperReport).toHaveBeenCalledWith(expect.anything(), {
      id: 'new-id',
      userId: TEST_UID,
      userName: 'Jane Doe',
      territoryId: 't-north',
      territoryName: 'North Coast',
      franchiseeLocationId: 'l-cafe',
      franchiseeLocationName: 'North Cafe',
      date: new Date('2026-11-20T12:00:00Z'),
      text: 'Quick greeting, cold fries.',
      files: [],
    });
    await waitFor(() =>
      expect(currentPath()).toBe('/app/compliance-v2/mystery-shopper-reports/new-id/view'),
    );
  });

  it('offers only enabled locations of the chosen territory and clears it on territory change', async () => {
    renderNew();
    await choose(/Territory/, 'North Coast');
    await userEvent.click(await screen.findByRole('combobox', { name: /Franchisee location/ }));
    const names = within(screen.getByRole('listbox'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(names).toEqual(['North Cafe']);
    await userEvent.click(screen.getByRole('option', { name: 'North Cafe' }));
    await choose(/Territory/, 'Gulf Shore');
    expect(screen.getByRole('combobox', { name: /Franchisee location/ })).not.toHaveTextContent(
      'North Cafe',
    );
    // Both territories' locations come from the session's one read of the scope's locations.
    expect(listScopeLocations).toHaveBeenCalledTimes(1);
  });

  it('shows the server message when creation fails and keeps the form', async () => {
    vi.mocked(createMysteryShopperReport).mockRejectedValue(
      new Error('Missing or insufficient permissions.'),
    );
    renderNew();
    await fillForm();
    await userEvent.click(screen.getByRole('button', { name: 'Create Report' }));
    expect(
      await screen.findByText(
        'Mystery Shopper Report creation failed: Missing or insufficient permissions.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Report details/ })).toHaveValue(
      'Quick greeting, cold fries.',
    );
  });

  it('refuses details over 255 characters', async () => {
    renderNew();
    await userEvent.click(await screen.findByRole('textbox', { name: /Report details/ }));
    await userEvent.paste('x'.repeat(256));
    await userEvent.click(screen.getByRole('button', { name: 'Create Report' }));
    expect(await screen.findByText('Must be at most 255 characters')).toBeInTheDocument();
  });

  it('edits a report, keeping its files, and says "Mystery Shopper Report updated."', async () => {
    vi.mocked(getMysteryShopperReport).mockResolvedValue({
      id: 'r1',
      userId: 'someone',
      userName: 'Sam Super',
      territoryId: 't-north',
      territoryName: 'North Coast',
      franchiseeLocationId: 'l-old',
      franchiseeLocationName: 'Old Truck',
      date: Timestamp.fromDate(new Date(2026, 10, 2)),
      text: 'Slow line.',
      files: [{ name: 'receipt.jpg', url: 'https://x.test/receipt.jpg' }],
      createdAt: Timestamp.now(),
      updatedAt: Timestamp.now(),
    });
    renderWithSession(<MysteryShopperFormPage />, {
      route: '/app/compliance-v2/mystery-shopper-reports/r1/edit',
      path: '/app/compliance-v2/mystery-shopper-reports/:id/edit',
    });
    const details = await screen.findByRole('textbox', { name: /Report details/ });
    expect(screen.getByRole('link', { name: 'receipt.jpg' })).toBeInTheDocument();
    // The saved location stays selectable even though it is disabled now.
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /Franchisee location/ })).toHaveTextContent(
        'Old Truck',
      ),
    );
    await userEvent.clear(details);
    await userEvent.paste('Slow line at noon.');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Mystery Shopper Report updated.')).toBeInTheDocument();
    expect(updateMysteryShopperReport).toHaveBeenCalledWith(
      expect.anything(),
      expect.objectContaining({
        id: 'r1',
        franchiseeLocationId: 'l-old',
        franchiseeLocationName: 'Old Truck',
        text: 'Slow line at noon.',
        files: [{ name: 'receipt.jpg', url: 'https://x.test/receipt.jpg' }],
      }),
    );
  });

  it('says "Mystery Shopper Report update failed" with the reason', async () => {
    vi.mocked(getMysteryShopperReport).mockResolvedValue(GULF_REPORT);
    vi.mocked(updateMysteryShopperReport).mockRejectedValue(new Error('offline'));
    renderWithSession(<MysteryShopperFormPage />, {
      route: '/app/compliance-v2/mystery-shopper-reports/r1/edit',
      path: '/app/compliance-v2/mystery-shopper-reports/:id/edit',
    });
    await screen.findByText('No files attached');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(
      await screen.findByText('Mystery Shopper Report update failed: offline'),
    ).toBeInTheDocument();
  });
  it('says the report was not found, with a way back, when it does not exist', async () => {
    vi.mocked(getMysteryShopperReport).mockResolvedValue(null);
    renderWithSession(<MysteryShopperFormPage />, {
      route: '/app/compliance-v2/mystery-shopper-reports/gone/edit',
      path: '/app/compliance-v2/mystery-shopper-reports/:id/edit',
    });
    expect(await screen.findByText('Report not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to reports' })).toHaveAttribute(
      'href',
      '/app/compliance-v2/mystery-shopper-reports',
    );
    expect(screen.queryByRole('button', { name: 'Save Changes' })).toBeNull();
  });

  it('reads the report and the territories through the query cache, and retries a failed read', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.mocked(getMysteryShopperReport).mockRejectedValueOnce(new Error('permission-denied'));
    renderWithSession(<MysteryShopperFormPage />, {
      route: '/app/compliance-v2/mystery-shopper-reports/r1/edit',
      path: '/app/compliance-v2/mystery-shopper-reports/:id/edit',
    });
    expect(
      await screen.findByText('The mystery shopper report could not be loaded.'),
    ).toBeInTheDocument();
    expect(getMysteryShopperReport).toHaveBeenCalledWith({}, 'r1');
    expect(listScopeTerritories).toHaveBeenCalledTimes(1);

    vi.mocked(getMysteryShopperReport).mockResolvedValue(GULF_REPORT);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('textbox', { name: /Report details/ })).toHaveValue('Fine.');
    // Retry reads only what failed: the territories stay from the first read.
    expect(listScopeTerritories).toHaveBeenCalledTimes(1);
  });
});
