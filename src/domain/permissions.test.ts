import {
  ALL_PERMISSIONS,
  hasPermission,
  isFranchiseStaff,
  permissionName,
  resolvePermissions,
  ROLE_PRESETS,
  ROLES,
} from './permissions';

describe('resolvePermissions', () => {
  it('gives Super Admin every permission, even against overrides', () => {
    const map = resolvePermissions('superAdmin', { orders: { view: false } });
    for (const permission of ALL_PERMISSIONS) expect(hasPermission(map, permission)).toBe(true);
  });

  it('gives a user without a role nothing', () => {
    const map = resolvePermissions(null, { orders: { view: true } });
    expect(ALL_PERMISSIONS.some((p) => hasPermission(map, p))).toBe(false);
  });

  it('starts from the role preset', () => {
    const map = resolvePermissions('employee');
    expect(hasPermission(map, 'orders.create')).toBe(true);
    expect(hasPermission(map, 'orders.setStatus')).toBe(false);
    expect(hasPermission(map, 'users.editPermissions')).toBe(false);
  });

  it('lets explicit overrides grant and revoke on top of the preset', () => {
    const map = resolvePermissions('manager', {
      orders: { create: false },
      items: { view: true },
    });
    expect(hasPermission(map, 'orders.create')).toBe(false);
    expect(hasPermission(map, 'items.view')).toBe(true);
    expect(hasPermission(map, 'orders.view')).toBe(true);
  });

  it('ignores overrides for areas or actions that do not exist', () => {
    const map = resolvePermissions('employee', {
      // Simulates a tampered document: the type system would refuse these keys.
      ...({ nuclear: { launch: true }, orders: { fly: true } } as object),
    });
    expect(Object.keys(map)).not.toContain('nuclear');
    expect(map.orders).not.toHaveProperty('fly');
  });

  it('writes every known permission explicitly so rules never read a missing key', () => {
    const map = resolvePermissions('employee');
    for (const permission of ALL_PERMISSIONS) {
      const [area, action] = permission.split('.');
      expect(typeof (map as Record<string, Record<string, boolean>>)[area][action]).toBe('boolean');
    }
  });

  it('keeps sample compliance reports to the Franchisee Owner preset among franchise roles', () => {
    expect(ROLE_PRESETS.franchiseeOwner).toContain('complianceReports.viewSample');
    expect(ROLE_PRESETS.manager).not.toContain('complianceReports.viewSample');
    expect(ROLE_PRESETS.employee).not.toContain('complianceReports.viewSample');
  });
});

describe('permissionName', () => {
  it('uses the spec names for special permissions and "Action Area" otherwise', () => {
    expect(permissionName('orders.setStatus')).toBe('Set Order Status');
    expect(permissionName('users.editPermissions')).toBe('Edit User Permissions');
    expect(permissionName('orders.view')).toBe('View Orders');
    expect(permissionName('items.delete')).toBe('Delete Items');
  });
});

describe('isFranchiseStaff', () => {
  it('is the Franchisee Owner, Manager and Employee: the roles who count and move stock', () => {
    expect(ROLES.filter(isFranchiseStaff)).toEqual(['franchiseeOwner', 'manager', 'employee']);
    expect(isFranchiseStaff(null)).toBe(false);
  });
});
