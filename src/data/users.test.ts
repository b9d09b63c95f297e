import { readPermissionMap, readUserProfile } from './users';

describe('readUserProfile', () => {
  it('reads a stored profile with every field typed', () => {
    const profile = readUserProfile(
      {
        email: 'owner@demo.test',
        firstName: 'Olive',
        role: 'franchiseeOwner',
        timezone: 'PST',
        territoryIds: ['t1', 7],
        permissions: { orders: { view: true, fly: true, edit: 'yes' }, bogus: { view: true } },
      },
      'u1',
    );
    expect(profile).toMatchObject({
      id: 'u1',
      email: 'owner@demo.test',
      firstName: 'Olive',
      lastName: '',
      role: 'franchiseeOwner',
      timezone: 'PST',
      territoryIds: ['t1'],
      disabled: false,
      permissions: { orders: { view: true } },
    });
  });

  it('reads an unknown role as none and an unknown timezone as the default', () => {
    const profile = readUserProfile({ role: 'pirate', timezone: 'UTC' }, 'u2');
    expect(profile.role).toBeNull();
    expect(profile.timezone).toBe('EST');
  });

  it('reads a missing permission map as empty', () => {
    expect(readPermissionMap(undefined)).toEqual({});
    expect(readPermissionMap({ users: null })).toEqual({});
  });
});

describe('a stored value of the wrong type', () => {
  it('reads as the empty value', () => {
    const profile = readUserProfile(
      {
        email: 42,
        firstName: null,
        smsOptIn: 'yes',
        disabled: 1,
        territoryIds: 't1',
        assignedTerritories: [3],
        permissionOverrides: 'all',
        franchiseeLocationId: { id: 'l1' },
      },
      'u3',
    );
    expect(profile).toMatchObject({
      email: '',
      firstName: '',
      smsOptIn: false,
      disabled: false,
      territoryIds: [],
      assignedTerritories: [],
      permissionOverrides: {},
      franchiseeLocationId: '',
    });
  });
});
