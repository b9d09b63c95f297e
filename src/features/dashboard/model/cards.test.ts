import { hasPermission, resolvePermissions, type Permission, type Role } from '@/features/auth';
import { dashboardCards } from './cards';

const canFor =
  (role: Role, deny: Permission[] = []) =>
  (p: Permission) =>
    !deny.includes(p) && hasPermission(resolvePermissions(role), p);

describe('dashboardCards', () => {
  it('gives the Super Admin the orders to approve and the approvals due, no franchise cards', () => {
    const cards = dashboardCards('superAdmin', canFor('superAdmin'));
    expect(cards[0]).toBe('ordersAwaitingApproval');
    expect(cards).toContain('approvalsDue');
    expect(cards).not.toContain('ownOrders');
    expect(cards).not.toContain('ordersAwaitingFulfilment');
    expect(cards).not.toContain('approvalsReturned');
  });

  it('puts the orders to fulfil first for the Fulfillment team', () => {
    const cards = dashboardCards('fulfillment', canFor('fulfillment'));
    expect(cards.slice(0, 2)).toEqual(['ordersAwaitingFulfilment', 'ordersAwaitingApproval']);
  });

  it('gives franchise staff their own orders and returned requests, never the review queue', () => {
    const owner = dashboardCards('franchiseeOwner', canFor('franchiseeOwner'));
    expect(owner).toEqual([
      'ownOrders',
      'approvalsReturned',
      'upcomingEvents',
      'pastDueInspections',
      'complianceScores',
      'drafts',
      'announcements',
    ]);
    // The Employee preset has no approvals: neither returned requests nor events.
    const employee = dashboardCards('employee', canFor('employee'));
    expect(employee).not.toContain('approvalsReturned');
    expect(employee).not.toContain('approvalsDue');
    expect(employee).toContain('ownOrders');
  });

  it('drops a card whose permission was taken away, and shows drafts while any kind is allowed', () => {
    const noSetStatus = dashboardCards('superAdmin', canFor('superAdmin', ['orders.setStatus']));
    expect(noSetStatus).not.toContain('ordersAwaitingApproval');
    const someDrafts = dashboardCards(
      'manager',
      canFor('manager', ['draftOrders.view', 'approvals.view']),
    );
    expect(someDrafts).toContain('drafts');
    const noDrafts = dashboardCards(
      'manager',
      canFor('manager', ['draftOrders.view', 'approvals.view', 'complianceDrafts.view']),
    );
    expect(noDrafts).not.toContain('drafts');
  });

  it('shows nothing to a user without a role', () => {
    expect(dashboardCards(null, () => true)).toEqual([]);
  });
});
