import { describe, expect, it } from 'vitest';
import {
  addDays,
  deliveryFor,
  distinct,
  isWeeklyDay,
  jobClock,
  mailPeople,
  staffOf,
  topRoleUsers,
} from './people';
import { user } from './testUsers';

describe('the jobs clock', () => {
  it('judges a day at 12:00 UTC and adds calendar days across month ends', () => {
    expect(new Date(jobClock('2026-11-30')).toISOString()).toBe('2026-11-30T12:00:00.000Z');
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('sends the weekly mails on Mondays', () => {
    expect(isWeeklyDay('2026-11-30')).toBe(true);
    expect(isWeeklyDay('2026-11-29')).toBe(false);
  });
});

describe('who receives', () => {
  const users = [
    user('owner', 'franchiseeOwner', ['north']),
    user('manager', 'manager', ['north']),
    user('employee', 'employee', ['north']),
    user('south', 'manager', ['south']),
    user('gone', 'employee', ['north'], { disabled: true }),
    user('top', 'superAdmin'),
    user('ship', 'fulfillment'),
    user('nobody', null, ['north']),
  ];

  it("finds a territory's franchise staff holding a permission, never the top roles", () => {
    expect(staffOf(users, 'north', 'franchiseSales.create').map((u) => u.uid)).toEqual([
      'owner',
      'manager',
      'employee',
    ]);
    // Only the owner holds Delete Approvals by preset.
    expect(staffOf(users, 'north', 'approvals.delete').map((u) => u.uid)).toEqual(['owner']);
    expect(topRoleUsers(users).map((u) => u.uid)).toEqual(['top', 'ship']);
  });

  it('keeps the first of each user and reads each kind with the user’s choice', () => {
    expect(distinct([users[0], null, users[0], users[1]]).map((u) => u.uid)).toEqual([
      'owner',
      'manager',
    ]);
    const chose = user('m', 'manager', ['north'], { kinds: { salesLate: 'never' } });
    const optedOut = user('o', 'manager', ['north'], { optedOut: true });
    expect(deliveryFor(chose, 'salesLate')).toBe('never');
    expect(deliveryFor(chose, 'approvalDue')).toBe('immediately');
    expect(deliveryFor(optedOut, 'approvalDue')).toBe('never');
    expect(mailPeople([chose], 'salesLate')).toEqual([
      { uid: 'm', email: 'm@x.test', delivery: 'never' },
    ]);
  });

  it('honours the choice for every kind the jobs send', () => {
    const kinds = [
      'salesLate',
      'orderExpired',
      'actionOverdue',
      'actionsWeekly',
      'inspectionDue',
      'approvalDue',
      'approvalEscalated',
    ];
    for (const delivery of ['immediately', 'digest', 'never'] as const) {
      const chose = user('c', 'manager', ['north'], {
        kinds: Object.fromEntries(kinds.map((kind) => [kind, delivery])),
      });
      expect(kinds.map((kind) => deliveryFor(chose, kind))).toEqual(kinds.map(() => delivery));
    }
    const never = user('n', 'manager', ['north'], { kinds: { weeklyDigest: 'never' } });
    expect(deliveryFor(never, 'weeklyDigest')).toBe('never');
  });
});
