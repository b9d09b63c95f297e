import { describe, expect, it } from 'vitest';
import {
  actionAssignee,
  assignActions,
  readActionAssignment,
  type AssignableUser,
} from './assignment';
import type { ComplianceAction } from './actions';

const user = (uid: string, extra: Partial<AssignableUser> = {}): AssignableUser => ({
  uid,
  name: uid,
  role: 'manager',
  disabled: false,
  franchiseeLocationId: 'loc',
  territoryIds: ['north'],
  ...extra,
});

const PLACE = { locationId: 'loc', territoryId: 'north' };
const OWNER = user('owner', { role: 'franchiseeOwner', franchiseeLocationId: '' });

describe('actionAssignee', () => {
  it("assigns the location's manager, the first by name when there are several", () => {
    const users = [user('zoe', { name: 'Zoe' }), user('ann', { name: 'Ann' }), OWNER];
    expect(actionAssignee('managerElseOwner', PLACE, { users, ownerId: 'owner' })).toEqual({
      uid: 'ann',
      name: 'Ann',
    });
  });

  it('falls back to the territory owner without an enabled manager of the location', () => {
    const users = [
      user('off', { disabled: true }),
      user('emp', { role: 'employee' }),
      user('other', { franchiseeLocationId: 'loc-2' }),
      user('moved', { territoryIds: ['south'] }),
      OWNER,
    ];
    expect(actionAssignee('managerElseOwner', PLACE, { users, ownerId: 'owner' })?.uid).toBe(
      'owner',
    );
  });

  it('assigns the owner, or nobody, as the setting says', () => {
    const users = [user('m'), OWNER];
    expect(actionAssignee('territoryOwner', PLACE, { users, ownerId: 'owner' })?.uid).toBe('owner');
    expect(actionAssignee('unassigned', PLACE, { users, ownerId: 'owner' })).toBeNull();
    expect(actionAssignee('territoryOwner', PLACE, { users, ownerId: '' })).toBeNull();
    const disabledOwner = { ...OWNER, disabled: true };
    expect(
      actionAssignee('territoryOwner', PLACE, { users: [disabledOwner], ownerId: 'owner' }),
    ).toBeNull();
  });

  it('reads the stored setting, the manager by default', () => {
    expect(readActionAssignment('territoryOwner')).toBe('territoryOwner');
    expect(readActionAssignment(undefined)).toBe('managerElseOwner');
    expect(readActionAssignment('someone')).toBe('managerElseOwner');
  });

  it('writes the assignee on every action, or leaves them unassigned', () => {
    const action = { id: 'a', assigneeId: '', assigneeName: '' } as ComplianceAction;
    expect(assignActions([action], { uid: 'm', name: 'Mia Manager' })[0]).toMatchObject({
      assigneeId: 'm',
      assigneeName: 'Mia Manager',
    });
    expect(assignActions([action], null)[0]).toBe(action);
  });
});
