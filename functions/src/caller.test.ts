import { describe, expect, it } from 'vitest';
import { resolvePermissions } from '@/domain/permissions';
import { callerHolds, callerReaches, isActiveCaller } from './caller';

describe('the stored caller', () => {
  it('acts only as an enabled account with a role', () => {
    expect(isActiveCaller({ role: 'manager' })).toBe(true);
    expect(isActiveCaller({ role: 'manager', disabled: false })).toBe(true);
    expect(isActiveCaller({ role: 'manager', disabled: true })).toBe(false);
    expect(isActiveCaller({ role: 'nobody' })).toBe(false);
    expect(isActiveCaller({})).toBe(false);
    expect(isActiveCaller(undefined)).toBe(false);
  });

  it('holds what its stored permission map grants', () => {
    const manager = { role: 'manager', permissions: resolvePermissions('manager') };
    expect(callerHolds(manager, 'approvals.create')).toBe(true);
    expect(callerHolds(manager, 'approvals.review')).toBe(false);
    expect(callerHolds({ role: 'superAdmin' }, 'approvals.create')).toBe(false);
  });

  it('reaches its own territories, a top role every one', () => {
    const owner = { role: 'franchiseeOwner' as const, territoryIds: ['north', 7, null] };
    expect(callerReaches(owner, 'north')).toBe(true);
    expect(callerReaches(owner, 'gulf')).toBe(false);
    expect(callerReaches({ role: 'manager', territoryIds: 'north' }, 'north')).toBe(false);
    expect(callerReaches({ role: 'fulfillment' }, 'gulf')).toBe(true);
  });
});
