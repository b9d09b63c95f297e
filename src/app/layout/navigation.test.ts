import { hasPermission, resolvePermissions, type Role } from '@/features/auth';
import { activeNavTarget, NAV_SECTIONS, visibleNav } from './navigation';

function labelsFor(role: Role | null) {
  const map = resolvePermissions(role);
  return visibleNav(role, (p) => hasPermission(map, p)).flatMap((section) =>
    section.items.map((item) => `${section.title}/${item.label}`),
  );
}

const FRANCHISE_MENU = [
  'General/Dashboard',
  'Orders/Your Orders',
  'Orders/New Order',
  'Orders/Drafts',
  'Reports/Reports Dashboard',
  'Reports/Item Sales Reports',
  'Reports/Inventory Reports',
  'Reports/Franchise Sales Reports',
  'Compliance/Compliance Reports',
  'Compliance/Drafts',
  'Compliance/Follow-up Actions',
  'Training/Videos',
  'Admin tools/Signature Generator',
];

describe('visibleNav', () => {
  it.each<Role>(['superAdmin', 'fulfillment'])(
    'shows %s every entry but the owner-only one',
    (role) => {
      const labels = labelsFor(role);
      expect(labels).toContain('Training/Add Video');
      expect(labels).toContain('Approvals/New Request');
      expect(labels).toContain('Admin tools/Users');
      expect(labels).toContain('Compliance/Compliance Questions');
      expect(labels).toContain('Compliance/Mystery Shopper Reports');
      expect(labels).not.toContain('Compliance/Sample Compliance Reports');
      expect(labels).toContain('Orders/Fulfillments');
      expect(labels).toContain('Compliance/Follow-up Actions');
      expect(labels).toContain('Admin tools/Outbox');
      expect(labels).toContain('Admin tools/Error Reports');
      expect(labels).toContain('Reports/Inventory Reports');
      expect(labels).toContain('Reports/COGS Reports');
      expect(labels).toContain('Reports/Profit and Loss');
      expect(labels).toHaveLength(32);
    },
  );

  // Approvals: franchise staff who raise requests get the two entries (README "Approvals by role").
  const withApprovals = (menu: string[]) => {
    const at = menu.indexOf('Admin tools/Signature Generator');
    return [
      ...menu.slice(0, at),
      'Approvals/Approvals',
      'Approvals/New Request',
      ...menu.slice(at),
    ];
  };

  // Holders of View COGS Reports (owners and managers, not employees) get COGS and P&L (issue 30).
  const withCogs = (menu: string[]) => {
    const at = menu.indexOf('Reports/Franchise Sales Reports') + 1;
    return [
      ...menu.slice(0, at),
      'Reports/COGS Reports',
      'Reports/Profit and Loss',
      ...menu.slice(at),
    ];
  };

  it('shows a Franchisee Owner their menu with COGS, Sample Compliance Reports and Approvals', () => {
    const expected = [...FRANCHISE_MENU];
    expected.splice(9, 0, 'Compliance/Sample Compliance Reports');
    expect(labelsFor('franchiseeOwner')).toEqual(withApprovals(withCogs(expected)));
  });

  it('shows a manager the owner menu without samples, with COGS and Approvals', () => {
    expect(labelsFor('manager')).toEqual(withApprovals(withCogs(FRANCHISE_MENU)));
  });

  it('shows an employee the owner menu without samples, COGS or Approvals', () => {
    expect(labelsFor('employee')).toEqual(FRANCHISE_MENU);
  });

  it('shows a user without a role nothing', () => {
    expect(labelsFor(null)).toEqual([]);
  });

  it('drops an entry when an override revokes its permission', () => {
    const map = resolvePermissions('manager', { orders: { create: false } });
    const labels = visibleNav('manager', (p) => hasPermission(map, p)).flatMap((s) =>
      s.items.map((i) => i.label),
    );
    expect(labels).not.toContain('New Order');
    expect(labels).toContain('Your Orders');
  });
});

describe('Add Video', () => {
  it('is not shown to a Manager granted Create Training Videos (the page needs a top role)', () => {
    const map = resolvePermissions('manager', { trainingVideos: { create: true } });
    const labels = visibleNav('manager', (p) => hasPermission(map, p)).flatMap((s) =>
      s.items.map((i) => i.label),
    );
    expect(labels).not.toContain('Add Video');
  });
});

describe('activeNavTarget', () => {
  it('lights only the most specific entry', () => {
    expect(activeNavTarget(NAV_SECTIONS, '/app/training-v2/videos/new')).toBe(
      '/app/training-v2/videos/new',
    );
    expect(activeNavTarget(NAV_SECTIONS, '/app/training-v2/videos')).toBe(
      '/app/training-v2/videos',
    );
    expect(
      activeNavTarget(NAV_SECTIONS, '/app/compliance-v2/reports/new/select-franchisee-location'),
    ).toBe('/app/compliance-v2/reports/new/select-franchisee-location');
    expect(activeNavTarget(NAV_SECTIONS, '/app/compliance-v2/reports/r1/view/loc-1')).toBe(
      '/app/compliance-v2/reports',
    );
  });

  it('lights Profit and Loss alone on its page, below COGS Reports', () => {
    expect(activeNavTarget(NAV_SECTIONS, '/app/reports/cogs/profit-loss')).toBe(
      '/app/reports/cogs/profit-loss',
    );
    expect(activeNavTarget(NAV_SECTIONS, '/app/reports/cogs')).toBe('/app/reports/cogs');
  });

  it('matches at segment boundaries and keeps the Dashboard exact', () => {
    expect(activeNavTarget(NAV_SECTIONS, '/app')).toBe('/app');
    expect(activeNavTarget(NAV_SECTIONS, '/app/orders-archive')).toBeNull();
  });
});
