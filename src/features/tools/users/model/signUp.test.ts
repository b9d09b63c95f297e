import { resolvePermissions, type Role } from '@/domain/permissions';
import { assignsWaitingUsers, signUpNotificationId } from './signUp';

const person = (role: Role | null, overrides = {}, disabled = false) => ({
  role,
  disabled,
  permissions: resolvePermissions(role, overrides),
});

describe('assignsWaitingUsers', () => {
  it('is the top roles, who hold Edit User Permissions and list everyone', () => {
    expect(assignsWaitingUsers(person('superAdmin'))).toBe(true);
    expect(assignsWaitingUsers(person('fulfillment'))).toBe(true);
  });

  it('leaves out franchise roles, waiting and disabled users', () => {
    for (const role of ['franchiseeOwner', 'manager', 'employee'] as const) {
      expect(assignsWaitingUsers(person(role))).toBe(false);
    }
    expect(assignsWaitingUsers(person(null))).toBe(false);
    expect(assignsWaitingUsers(person('superAdmin', {}, true))).toBe(false);
  });

  it('follows the permission: a Fulfillment user denied Edit User Permissions is not told', () => {
    expect(assignsWaitingUsers(person('fulfillment', { users: { editPermissions: false } }))).toBe(
      false,
    );
    expect(assignsWaitingUsers(person('fulfillment', { users: { view: false } }))).toBe(false);
  });

  it('cannot see a waiting user from a location scope, even holding the permission', () => {
    expect(
      assignsWaitingUsers(person('manager', { users: { view: true, editPermissions: true } })),
    ).toBe(false);
  });
});

describe('signUpNotificationId', () => {
  it('is one id per new user and recipient', () => {
    expect(signUpNotificationId('new-1', 'demo-superadmin')).toBe('new-1__demo-superadmin');
    expect(signUpNotificationId('new-1', 'a')).not.toBe(signUpNotificationId('new-2', 'a'));
  });
});
