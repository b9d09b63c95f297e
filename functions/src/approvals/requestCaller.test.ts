import { describe, expect, it } from 'vitest';
import { resolvePermissions, type Role } from '@/domain/permissions';
import { refusal } from '../refusal.testing';
import { assertMayActOn } from './requestCaller';

const user = (role: Role, extra: Record<string, unknown> = {}) => ({
  role,
  territoryIds: ['north'],
  permissions: resolvePermissions(role),
  ...extra,
});
const REQUEST = { userId: 'me', territoryId: 'north' };
type Act = Parameters<typeof assertMayActOn>[2];
const SEND: Act = {
  verb: 'send',
  permission: 'approvals.create',
  neededTo: 'send an approval request',
  authorRefusal: null,
};

describe('assertMayActOn', () => {
  it('lets an active caller holding the permission act in their territory', () => {
    expect(() => assertMayActOn(user('manager'), REQUEST, SEND)).not.toThrow();
    // A top role reaches every territory.
    expect(() =>
      assertMayActOn(
        user('superAdmin', { territoryIds: [] }),
        { ...REQUEST, territoryId: 'gulf' },
        SEND,
      ),
    ).not.toThrow();
  });

  it('refuses in the order a person fixes it: account, permission, author, territory', () => {
    const refused = (caller: Record<string, unknown> | undefined, act = SEND, request = REQUEST) =>
      refusal(() => assertMayActOn(caller, request, act));
    // Disabled and elsewhere: the account is named first.
    expect(refused(user('manager', { disabled: true, territoryIds: [] })).message).toBe(
      'Your account cannot send approval requests: it is disabled or has no role yet.',
    );
    expect(refused(undefined, { ...SEND, verb: 'decide' })).toMatchObject({
      code: 'permission-denied',
      message: 'Your account cannot decide approval requests: it is disabled or has no role yet.',
    });
    expect(
      refused(user('employee'), { ...SEND, authorRefusal: 'Only the author can send it.' }).message,
    ).toBe('You need the "Create Approvals" permission to send an approval request.');
    expect(
      refused(user('manager', { territoryIds: [] }), { ...SEND, authorRefusal: 'Not yours.' })
        .message,
    ).toBe('Not yours.');
    expect(refused(user('manager'), SEND, { ...REQUEST, territoryId: 'gulf' })).toMatchObject({
      code: 'permission-denied',
      message: "This request's territory is not one of yours.",
    });
  });
});
