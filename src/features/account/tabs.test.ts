import { accountTabsFor, resolveAccountTab } from './tabs';

describe('account tabs', () => {
  it('offers notifications only to the two top roles', () => {
    expect(accountTabsFor('superAdmin')).toEqual(['general', 'password', 'notifications']);
    expect(accountTabsFor('fulfillment')).toEqual(['general', 'password', 'notifications']);
    for (const role of ['franchiseeOwner', 'manager', 'employee', null] as const) {
      expect(accountTabsFor(role)).toEqual(['general', 'password']);
    }
  });

  it('resolves a route param, null meaning redirect to general', () => {
    expect(resolveAccountTab('password', 'manager')).toBe('password');
    expect(resolveAccountTab('notifications', 'superAdmin')).toBe('notifications');
    expect(resolveAccountTab('notifications', 'manager')).toBeNull();
    expect(resolveAccountTab('billing', 'superAdmin')).toBeNull();
    expect(resolveAccountTab(undefined, 'superAdmin')).toBeNull();
  });
});
