import { screen, within } from '@testing-library/react';
import { createQueryClient } from '@/lib/queryClient';
import { goOnline, resetConnection, startOffline } from '@/testing/offline';
import { renderWithSession } from '@/testing/renderWithSession';
import { countDueApprovals, countOwnApprovals } from '@/features/approvals';
import {
  countComplianceDrafts,
  countOrderDrafts,
  countOrders,
  listLatestAnnouncements,
  listLocationScores,
} from '../api/home-queries';
import { AnnouncementsCard } from './AnnouncementsCard';
import { ApprovalsDueCard, ApprovalsReturnedCard } from './ApprovalsCards';
import { ComplianceScoresCard } from './ComplianceScoresCard';
import { DraftsCard } from './DraftsCard';
import { OrdersCard } from './OrdersCard';
import { NO_TERRITORY } from './useDashboardScope';

vi.mock('@/lib/firebase', () => ({ auth: {}, db: {} }));
vi.mock('@/features/approvals', () => ({
  countDueApprovals: vi.fn(),
  countOwnApprovals: vi.fn(),
}));
vi.mock('../api/home-queries', async (importOriginal) => ({
  dashboardLocations: (await importOriginal<typeof import('../api/home-queries')>())
    .dashboardLocations,
  countOrders: vi.fn(),
  countOrderDrafts: vi.fn(),
  countComplianceDrafts: vi.fn(),
  listLocationScores: vi.fn(),
  listLatestAnnouncements: vi.fn(),
}));
const reference = vi.hoisted(() => ({ listScopeLocations: vi.fn() }));
vi.mock('@/features/referenceData/api/list-scope-locations', () => reference);
// The chart itself is drawn in the browser test; here its label says what it shows.
vi.mock('./ScoreSparkline', () => ({
  default: ({ label }: { label: string }) => <div role="img" aria-label={label} />,
}));

const SCOPE_LOCATIONS = [
  { id: 'truck', name: 'North Truck 1', territoryId: 'north', enabled: true },
  { id: 'shut', name: 'Closed Cafe', territoryId: 'north', enabled: false },
  { id: 'cafe', name: 'North Coast Cafe', territoryId: 'north', enabled: true },
];

beforeEach(() => {
  vi.clearAllMocks();
  reference.listScopeLocations.mockResolvedValue(SCOPE_LOCATIONS);
});

const never = () => new Promise<never>(() => undefined);
const card = (name: string) => screen.getByRole('region', { name });
const MANAGER = { role: 'manager' as const, territoryIds: ['north'] };
const NO_SCOPE = { role: 'manager' as const, territoryIds: [] };

describe('OrdersCard', () => {
  it('shows a skeleton while counting', () => {
    vi.mocked(countOrders).mockImplementation(never);
    renderWithSession(<OrdersCard kind="approval" />);
    expect(
      screen.getByRole('status', { name: 'Loading Orders waiting for approval' }),
    ).toBeVisible();
  });

  it('counts pending orders over every territory for the top roles', async () => {
    vi.mocked(countOrders).mockResolvedValue(4);
    renderWithSession(<OrdersCard kind="approval" />);
    expect(await screen.findByTestId('orders-approval-pending')).toHaveTextContent('4pending');
    expect(countOrders).toHaveBeenCalledWith({}, { kind: 'all' }, 'pending');
    expect(screen.getByRole('link', { name: 'Open orders' })).toHaveAttribute(
      'href',
      '/app/orders',
    );
  });

  it("counts franchise staff's waiting and returned orders in their territories only", async () => {
    vi.mocked(countOrders).mockImplementation(async (_db, _scope, status) =>
      status === 'pending' ? 2 : 1,
    );
    renderWithSession(<OrdersCard kind="own" />, { profile: MANAGER });
    expect(await screen.findByTestId('orders-own-pending')).toHaveTextContent('2waiting');
    expect(screen.getByTestId('orders-own-revision')).toHaveTextContent('1returned');
    const scope = { kind: 'territories', territoryIds: ['north'] };
    expect(countOrders).toHaveBeenCalledWith({}, scope, 'pending');
    expect(countOrders).toHaveBeenCalledWith({}, scope, 'revision');
  });

  it('says when nothing waits, and links the fulfilment card to the approved tab', async () => {
    vi.mocked(countOrders).mockResolvedValue(0);
    renderWithSession(<OrdersCard kind="fulfilment" />);
    expect(await screen.findByText('No approved order is waiting to be fulfilled.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Open fulfillments' })).toHaveAttribute(
      'href',
      '/app/fulfillments?tab=approved',
    );
  });

  it('asks a user without a territory to contact corporate instead of querying', async () => {
    renderWithSession(<OrdersCard kind="own" />, { profile: NO_SCOPE });
    expect(await screen.findByText(NO_TERRITORY)).toBeVisible();
    expect(countOrders).not.toHaveBeenCalled();
  });

  it('says the card could not be loaded when the count is refused', async () => {
    vi.mocked(countOrders).mockRejectedValue(new Error('permission-denied'));
    renderWithSession(<OrdersCard kind="own" />, { profile: MANAGER });
    expect(await screen.findByText(/Your orders could not be loaded/)).toBeVisible();
  });
});

describe('approvals cards', () => {
  it('shows overdue and due-soon requests to reviewers', async () => {
    vi.mocked(countDueApprovals).mockResolvedValue({ overdue: 2, dueSoon: 3 });
    renderWithSession(<ApprovalsDueCard />);
    expect(await screen.findByTestId('approvals-overdue')).toHaveTextContent('2overdue');
    expect(screen.getByTestId('approvals-due-soon')).toHaveTextContent('3due soon');
  });

  it('says when no request is due', async () => {
    vi.mocked(countDueApprovals).mockResolvedValue({ overdue: 0, dueSoon: 0 });
    renderWithSession(<ApprovalsDueCard />);
    expect(await screen.findByText('No open request is overdue or due soon.')).toBeVisible();
  });

  it("counts the requester's own returned requests", async () => {
    vi.mocked(countOwnApprovals).mockResolvedValue(1);
    renderWithSession(<ApprovalsReturnedCard />, { profile: MANAGER });
    expect(await screen.findByTestId('approvals-returned')).toHaveTextContent('1revision');
    expect(countOwnApprovals).toHaveBeenCalledWith({}, 'user-1', 'revisionRequested');
  });

  it('shows a skeleton while counting returned requests', () => {
    vi.mocked(countOwnApprovals).mockImplementation(never);
    renderWithSession(<ApprovalsReturnedCard />, { profile: MANAGER });
    expect(
      screen.getByRole('status', { name: 'Loading Approval requests returned to you' }),
    ).toBeVisible();
  });
});

describe('ComplianceScoresCard', () => {
  const location = (id: string, name: string) => ({ id, name, territoryId: 'north' });

  it('lists the latest score, result and trend of each location with reports', async () => {
    vi.mocked(listLocationScores).mockResolvedValue([
      {
        location: location('cafe', 'North Coast Cafe'),
        trend: {
          points: [
            { serialNo: 1, score: 70, result: 'pass' },
            { serialNo: 4, score: 82.5, result: 'pass' },
          ],
          change: 12.5,
        },
      },
      { location: location('truck', 'North Truck 1'), trend: { points: [], change: null } },
    ]);
    renderWithSession(<ComplianceScoresCard />, { profile: MANAGER });
    const row = await screen.findByTestId('scores-cafe');
    expect(within(row).getByText('North Coast Cafe')).toBeVisible();
    expect(within(row).getByText('82.5%')).toBeVisible();
    expect(within(row).getByText('Pass')).toBeVisible();
    expect(within(row).getByText('+12.5 pts · last 2 reports')).toBeVisible();
    expect(
      await within(row).findByRole('img', { name: 'North Coast Cafe: last scores 70%, 82.5%' }),
    ).toBeInTheDocument();
    // A location without a published report has nothing to chart.
    expect(screen.queryByTestId('scores-truck')).toBeNull();
    // The enabled locations of the session's shared set, read as the rules can prove.
    expect(listLocationScores).toHaveBeenCalledWith({}, [
      location('cafe', 'North Coast Cafe'),
      location('truck', 'North Truck 1'),
    ]);
    expect(reference.listScopeLocations).toHaveBeenCalledWith(
      {},
      expect.objectContaining({ role: 'manager', territoryIds: ['north'] }),
    );
  });

  it('says when no report is published yet', async () => {
    vi.mocked(listLocationScores).mockResolvedValue([]);
    renderWithSession(<ComplianceScoresCard />);
    expect(await screen.findByText('No published compliance report yet.')).toBeVisible();
  });

  it('shows a skeleton while loading and a message when refused', async () => {
    vi.mocked(listLocationScores).mockImplementation(never);
    const { unmount } = renderWithSession(<ComplianceScoresCard />);
    expect(screen.getByRole('status', { name: 'Loading Compliance scores' })).toBeVisible();
    unmount();
    vi.mocked(listLocationScores).mockRejectedValue(new Error('unavailable'));
    renderWithSession(<ComplianceScoresCard />);
    expect(await screen.findByText(/Compliance scores could not be loaded/)).toBeVisible();
  });
});

describe('DraftsCard', () => {
  it("lists each kind of the user's drafts with a link to its list, leaving out empty kinds", async () => {
    vi.mocked(countOrderDrafts).mockResolvedValue(2);
    vi.mocked(countComplianceDrafts).mockResolvedValue(0);
    vi.mocked(countOwnApprovals).mockResolvedValue(1);
    renderWithSession(<DraftsCard />, { profile: MANAGER });
    expect(await screen.findByTestId('drafts-orders')).toHaveTextContent('2order drafts');
    expect(screen.getByTestId('drafts-orders')).toHaveAttribute('href', '/app/draft-orders');
    expect(screen.getByTestId('drafts-approvals')).toHaveTextContent(/^1approval request draft$/);
    expect(screen.queryByTestId('drafts-compliance')).toBeNull();
    expect(countComplianceDrafts).toHaveBeenCalledWith({}, 'user-1', {
      kind: 'territories',
      territoryIds: ['north'],
    });
    expect(countOwnApprovals).toHaveBeenCalledWith({}, 'user-1', 'draft');
  });

  it('reads only the kinds the user may open (the Employee has no approvals)', async () => {
    vi.mocked(countOrderDrafts).mockResolvedValue(0);
    vi.mocked(countComplianceDrafts).mockResolvedValue(0);
    renderWithSession(<DraftsCard />, { profile: { role: 'employee', territoryIds: ['north'] } });
    expect(await screen.findByText('No draft to finish.')).toBeVisible();
    expect(countOwnApprovals).not.toHaveBeenCalled();
  });

  it('shows a skeleton while any count is loading', () => {
    vi.mocked(countOrderDrafts).mockImplementation(never);
    vi.mocked(countComplianceDrafts).mockResolvedValue(0);
    vi.mocked(countOwnApprovals).mockResolvedValue(0);
    renderWithSession(<DraftsCard />);
    expect(card('Drafts to finish')).toHaveAttribute('aria-busy', 'true');
  });
});

describe('AnnouncementsCard', () => {
  const announcement = (id: string, message: string) => ({
    id,
    message,
    isCurrent: false,
    isPrevious: true,
    readRecipients: [],
    createdAt: new Date(2026, 10, 20),
    updatedAt: null,
  });

  it('lists the latest announcements; the list page only for their managers', async () => {
    vi.mocked(listLatestAnnouncements).mockResolvedValue([
      announcement('a1', 'Holiday hours posted'),
      announcement('a2', 'New lobster supplier'),
    ]);
    renderWithSession(<AnnouncementsCard />, { profile: MANAGER });
    expect(await screen.findByText('Holiday hours posted')).toBeVisible();
    expect(screen.getByText('New lobster supplier')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Open announcements' })).toBeNull();
    expect(listLatestAnnouncements).toHaveBeenCalledWith({}, 3);
  });

  it('says when there is none, with the link for a Super Admin', async () => {
    vi.mocked(listLatestAnnouncements).mockResolvedValue([]);
    renderWithSession(<AnnouncementsCard />);
    expect(await screen.findByText('No announcements.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Open announcements' })).toBeVisible();
  });

  it('shows a skeleton while loading', () => {
    vi.mocked(listLatestAnnouncements).mockImplementation(never);
    renderWithSession(<AnnouncementsCard />);
    expect(screen.getByRole('status', { name: 'Loading Announcements' })).toBeVisible();
  });
});

describe('cards offline with nothing on this device (issue 15)', () => {
  afterEach(resetConnection);

  it('the announcements card needs a connection rather than "No announcements.", then shows them', async () => {
    startOffline();
    // Firestore answers the list from its empty cache.
    vi.mocked(listLatestAnnouncements).mockResolvedValue([]);
    renderWithSession(<AnnouncementsCard />, { queryClient: createQueryClient() });
    expect(await within(card('Announcements')).findByText('Needs a connection')).toBeVisible();
    expect(screen.queryByText('No announcements.')).toBeNull();
    expect(card('Announcements')).toHaveAttribute('aria-busy', 'false');

    vi.mocked(listLatestAnnouncements).mockResolvedValue([
      {
        id: 'a1',
        message: 'Holiday hours posted',
        isCurrent: true,
        isPrevious: false,
        readRecipients: [],
        createdAt: new Date(2026, 10, 20),
        updatedAt: null,
      },
    ]);
    goOnline();
    expect(await screen.findByText('Holiday hours posted')).toBeVisible();
    expect(screen.queryByText('Needs a connection')).toBeNull();
  });

  it('an order count Firestore cannot reach needs a connection, not a skeleton or an error', async () => {
    startOffline();
    vi.mocked(countOrders).mockRejectedValue({ code: 'unavailable' });
    renderWithSession(<OrdersCard kind="own" />, {
      profile: MANAGER,
      queryClient: createQueryClient(),
    });
    expect(await within(card('Your orders')).findByText('Needs a connection')).toBeVisible();
    expect(screen.queryByText(/could not be loaded/)).toBeNull();
  });
});
