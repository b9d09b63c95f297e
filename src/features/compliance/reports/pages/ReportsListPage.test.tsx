import '@testing-library/jest-dom/vitest';
import { screen } from '@testing-library/react';
import { initialTableState, useFirestoreTable } from '@/components/DataTable';
import { renderWithSession } from '@/testing/renderWithSession';
import { countReports } from '../api/count-reports';
import { publishedReportsQuery } from '../api/report-queries';
import ReportsListPage from './ReportsListPage';

vi.mock('@/lib/firebase', () => ({ auth: {}, db: {} }));
vi.mock('@/components/DataTable', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/components/DataTable')>()),
  useFirestoreTable: vi.fn(),
}));
vi.mock('../api/report-queries', () => ({ publishedReportsQuery: vi.fn(() => ({})) }));
vi.mock('../api/count-reports', () => ({ countReports: vi.fn(async () => 0) }));

function emptyTable() {
  vi.mocked(useFirestoreTable).mockReturnValue({
    mode: 'server',
    columns: [],
    rows: [],
    totalCount: 0,
    hasNextPage: false,
    loading: false,
    error: null,
    state: initialTableState(),
    onStateChange: vi.fn(),
    getRowId: (row: { id: string }) => row.id,
    refresh: vi.fn(),
  });
}

describe('ReportsListPage', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    emptyTable();
  });

  const cases: [string, string][] = [
    ['all', 'No report yet'],
    ['passed', 'No passed report yet'],
    ['failed', 'No failed report yet'],
    ['dnq', 'No DNQ report yet'],
    ['nonsense', 'No report yet'],
  ];
  for (const [status, message] of cases) {
    it(`says "${message}" for status=${status}`, async () => {
      renderWithSession(<ReportsListPage />, {
        route: `/app/compliance-v2/reports?status=${status}`,
      });
      expect(await screen.findByText(message)).toBeInTheDocument();
    });
  }

  it("selects the tab of the status with the table's count, and counts the other tabs", async () => {
    vi.mocked(countReports).mockResolvedValue(4);
    renderWithSession(<ReportsListPage />, { route: '/app/compliance-v2/reports?status=failed' });
    // The mocked table counted 0 rows: the shown tab takes that number, not a second count.
    expect(await screen.findByRole('tab', { name: 'Failed (0)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await screen.findByRole('tab', { name: 'All (4)' })).toHaveAttribute(
      'aria-selected',
      'false',
    );
    expect(countReports).toHaveBeenCalledTimes(3);
    // Top roles are not scoped; one query per result tab plus all.
    expect(publishedReportsQuery).toHaveBeenCalledWith(expect.anything(), { kind: 'all' }, 'fail');
  });

  it('offers New Report with the Create permission', async () => {
    renderWithSession(<ReportsListPage />, { route: '/app/compliance-v2/reports' });
    expect(await screen.findByRole('link', { name: 'New Report' })).toHaveAttribute(
      'href',
      '/app/compliance-v2/reports/new/select-franchisee-location',
    );
    expect(screen.queryByRole('link', { name: 'View Sample Report' })).not.toBeInTheDocument();
  });

  it('offers View Sample Report without it, scoped to the own territories', async () => {
    renderWithSession(<ReportsListPage />, {
      route: '/app/compliance-v2/reports',
      profile: {
        role: 'employee',
        territoryIds: ['t-north'],
        permissionOverrides: {},
        permissions: { complianceReports: { view: true, create: false } },
      },
    });
    expect(await screen.findByRole('link', { name: 'View Sample Report' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'New Report' })).not.toBeInTheDocument();
    expect(publishedReportsQuery).toHaveBeenCalledWith(
      expect.anything(),
      { kind: 'territories', territoryIds: ['t-north'] },
      null,
    );
  });

  it('scopes a Franchisee Owner to the territories on their record', async () => {
    renderWithSession(<ReportsListPage />, {
      route: '/app/compliance-v2/reports',
      profile: { role: 'franchiseeOwner', territoryIds: ['t-north', 't-gulf'] },
    });
    await screen.findByText('No report yet');
    expect(publishedReportsQuery).toHaveBeenCalledWith(
      expect.anything(),
      { kind: 'territories', territoryIds: ['t-north', 't-gulf'] },
      null,
    );
  });

  it('tells a scoped user without a territory to contact corporate', async () => {
    renderWithSession(<ReportsListPage />, {
      route: '/app/compliance-v2/reports',
      profile: { role: 'manager', territoryIds: [] },
    });
    expect(await screen.findByText(/Please contact corporate/)).toBeInTheDocument();
    expect(publishedReportsQuery).not.toHaveBeenCalled();
  });
});
