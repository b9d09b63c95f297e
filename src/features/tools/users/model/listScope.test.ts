import {
  filterableRoles,
  filterableStatuses,
  parseRoleParams,
  parseStatusParam,
  userListScope,
  userListValues,
} from './listScope';
import { assignableLocations, noAccessFields } from './access';
import { territoryNames } from './territoryNames';

describe('userListScope', () => {
  it('lets the top roles list everyone, optionally by role', () => {
    expect(userListScope({ role: 'superAdmin', franchiseeLocationId: '' }, [])).toEqual({
      kind: 'all',
      roles: [],
    });
    expect(userListScope({ role: 'fulfillment', franchiseeLocationId: '' }, ['manager'])).toEqual({
      kind: 'all',
      roles: ['manager'],
    });
  });

  it('scopes a Franchisee Owner to their location and the roles below them', () => {
    expect(userListScope({ role: 'franchiseeOwner', franchiseeLocationId: 'loc' }, [])).toEqual({
      kind: 'location',
      franchiseeLocationId: 'loc',
      roles: ['manager', 'employee', 'fulfillment'],
    });
    expect(
      userListScope({ role: 'franchiseeOwner', franchiseeLocationId: 'loc' }, ['employee']),
    ).toMatchObject({ roles: ['employee'] });
  });

  it('shows a scoped viewer without a location nobody', () => {
    expect(userListScope({ role: 'manager', franchiseeLocationId: '' }, [])).toEqual({
      kind: 'none',
    });
  });
});

describe('role filter options and URL values', () => {
  it('offers every role to top roles, only the lower ones otherwise', () => {
    expect(filterableRoles({ role: 'superAdmin' })).toHaveLength(5);
    expect(filterableRoles({ role: 'franchiseeOwner' })).toEqual([
      'manager',
      'employee',
      'fulfillment',
    ]);
  });

  it('drops unknown and out-of-scope roles from the URL', () => {
    expect(parseRoleParams(['manager', 'pirate', 'manager'], { role: 'superAdmin' })).toEqual([
      'manager',
    ]);
    expect(parseRoleParams(['superAdmin', 'employee'], { role: 'franchiseeOwner' })).toEqual([
      'employee',
    ]);
  });
});

describe('access helpers', () => {
  const locations = [
    { id: 'a', name: 'A' },
    { id: 'b', name: 'B' },
  ];

  it('limits a scoped administrator to their own location', () => {
    expect(
      assignableLocations({ role: 'superAdmin', franchiseeLocationId: '' }, locations),
    ).toHaveLength(2);
    expect(
      assignableLocations({ role: 'franchiseeOwner', franchiseeLocationId: 'b' }, locations),
    ).toEqual([{ id: 'b', name: 'B' }]);
  });

  it('creates no-access users at a scoped creator’s location', () => {
    expect(
      noAccessFields({ role: 'franchiseeOwner', franchiseeLocationId: 'b', location: 'B' }),
    ).toEqual({
      role: null,
      territoryIds: [],
      assignedTerritories: [],
      franchiseeLocationId: 'b',
      location: 'B',
    });
    expect(
      noAccessFields({ role: 'superAdmin', franchiseeLocationId: 'b', location: 'B' }).location,
    ).toBe('');
  });

  it('names territories by id, falling back to the stored names', () => {
    expect(
      territoryNames({ territoryIds: ['t1', 't2', 't3'], assignedTerritories: ['x', 'Old', 'y'] }, [
        { id: 't1', name: 'North' },
      ]),
    ).toEqual(['North', 'Old', 'y']);
  });
});

describe('the status filter', () => {
  const top = { role: 'superAdmin' as const, franchiseeLocationId: '' };
  const owner = { role: 'franchiseeOwner' as const, franchiseeLocationId: 'loc' };

  it('offers "waiting for a role" only to viewers listing everyone', () => {
    expect(filterableStatuses(top)).toEqual(['active', 'waiting', 'disabled']);
    expect(filterableStatuses(owner)).toEqual(['active', 'disabled']);
    expect(parseStatusParam('waiting', top)).toBe('waiting');
    expect(parseStatusParam('waiting', owner)).toBeNull();
    expect(parseStatusParam('everyone', top)).toBeNull();
    expect(parseStatusParam(null, top)).toBeNull();
  });

  it('asks for enabled users without a role when waiting, whatever roles are picked', () => {
    expect(userListValues({ kind: 'all', roles: [] }, 'waiting')).toEqual({
      noRole: null,
      disabled: false,
    });
    expect(userListValues({ kind: 'all', roles: ['manager'] }, 'waiting')).toEqual({
      noRole: null,
      disabled: false,
    });
  });

  it('counts only enabled users with a role as active, and any disabled user as disabled', () => {
    expect(userListValues({ kind: 'all', roles: [] }, 'active')).toEqual({
      role: ['superAdmin', 'franchiseeOwner', 'manager', 'employee', 'fulfillment'],
      disabled: false,
    });
    expect(userListValues({ kind: 'all', roles: ['manager'] }, 'active')).toEqual({
      role: ['manager'],
      disabled: false,
    });
    expect(userListValues({ kind: 'all', roles: [] }, 'disabled')).toEqual({ disabled: true });
    expect(userListValues({ kind: 'all', roles: [] }, null)).toEqual({});
  });

  it("keeps a location viewer's scope under every status", () => {
    const scope = userListScope(owner, []);
    if (scope.kind === 'none') throw new Error('owner has a location');
    expect(userListValues(scope, 'disabled')).toEqual({
      franchiseeLocationId: 'loc',
      role: ['manager', 'employee', 'fulfillment'],
      disabled: true,
    });
    expect(userListValues(scope, null)).not.toHaveProperty('disabled');
  });
});
