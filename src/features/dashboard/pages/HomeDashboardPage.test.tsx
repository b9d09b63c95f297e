import { screen } from '@testing-library/react';
import { renderWithSession } from '@/testing/renderWithSession';
import { HomeDashboardPage } from './HomeDashboardPage';

vi.mock('@/lib/firebase', () => ({ auth: {}, db: {} }));
vi.mock('@/features/approvals', () => ({
  countDueApprovals: vi.fn(async () => ({ overdue: 0, dueSoon: 0 })),
  countOwnApprovals: vi.fn(async () => 0),
  UpcomingEventsCard: () => <h2>Upcoming events</h2>,
}));
vi.mock('@/features/compliance', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  PastDueInspectionsCard: () => <h2>Inspections past due</h2>,
}));
vi.mock('../api/home-queries', () => ({
  countOrders: vi.fn(async () => 0),
  countOrderDrafts: vi.fn(async () => 0),
  countComplianceDrafts: vi.fn(async () => 0),
  listLocationScores: vi.fn(async () => []),
  listLatestAnnouncements: vi.fn(async () => []),
}));

const headings = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

describe('HomeDashboardPage', () => {
  it("shows the Super Admin the orders waiting for approval and the reviewers' queue", async () => {
    renderWithSession(<HomeDashboardPage />);
    await screen.findByText('No order is waiting for approval.');
    expect(headings()).toEqual([
      'Orders waiting for approval',
      'Approval requests due',
      'Upcoming events',
      'Inspections past due',
      'Compliance scores',
      'Drafts to finish',
      'Announcements',
    ]);
  });

  it('shows a Franchisee Owner their own orders and returned requests instead', async () => {
    renderWithSession(<HomeDashboardPage />, {
      profile: { role: 'franchiseeOwner', territoryIds: ['north'] },
    });
    await screen.findByText('No order is waiting for approval or returned for revision.');
    expect(headings()).toEqual([
      'Your orders',
      'Approval requests returned to you',
      'Upcoming events',
      'Inspections past due',
      'Compliance scores',
      'Drafts to finish',
      'Announcements',
    ]);
  });
});
