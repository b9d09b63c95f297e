import { describe, expect, it } from 'vitest';
import { refusal } from '../refusal.testing';
import { resolvePermissions, type Role } from '@/domain/permissions';
import {
  assertInventoryStaff,
  assertStatus,
  assertTopRole,
  readCompleteRequest,
  readPeriodRequest,
  readStartRequest,
  unfinishedPeriodMessage,
} from './inventoryPeriodRules';

const user = (role: Role, extra: Record<string, unknown> = {}) => ({
  role,
  territoryIds: ['north'],
  permissions: resolvePermissions(role),
  ...extra,
});

describe('reading the requests', () => {
  it('reads a start: location, trimmed name, optional delivery point', () => {
    expect(readStartRequest({ locationId: 'loc-1', name: '  Nov  ' })).toEqual({
      locationId: 'loc-1',
      name: 'Nov',
      deliveryLocationId: null,
    });
    expect(
      readStartRequest({ locationId: 'loc-1', name: 'Nov', deliveryLocationId: 'dock' }),
    ).toMatchObject({ deliveryLocationId: 'dock' });
  });

  it('refuses a start without a valid location or name, or with a bad delivery point', () => {
    expect(refusal(() => readStartRequest({ name: 'Nov' })).code).toBe('invalid-argument');
    expect(refusal(() => readStartRequest({ locationId: 'a/b', name: 'Nov' })).code).toBe(
      'invalid-argument',
    );
    expect(refusal(() => readStartRequest({ locationId: 'l', name: '   ' })).message).toBe(
      'Give the period a name.',
    );
    expect(
      refusal(() => readStartRequest({ locationId: 'l', name: 'x'.repeat(201) })).message,
    ).toBe("A period's name may have at most 200 characters.");
    expect(readStartRequest({ locationId: 'l', name: 'x'.repeat(200) }).name).toHaveLength(200);
    expect(
      refusal(() => readStartRequest({ locationId: 'l', name: 'N', deliveryLocationId: 4 })).code,
    ).toBe('invalid-argument');
  });

  it('reads a step: the period and, to complete, which count', () => {
    expect(readPeriodRequest({ reportId: 'r1' })).toEqual({ reportId: 'r1' });
    expect(readCompleteRequest({ reportId: 'r1', count: 'closing' })).toEqual({
      reportId: 'r1',
      count: 'closing',
    });
    expect(refusal(() => readCompleteRequest({ reportId: 'r1', count: 'middle' })).code).toBe(
      'invalid-argument',
    );
    expect(refusal(() => readPeriodRequest(null)).code).toBe('invalid-argument');
  });
});

describe('who may take a step', () => {
  it('lets the franchise staff of the territory start and step (their presets)', () => {
    for (const role of ['franchiseeOwner', 'manager', 'employee'] as const) {
      expect(() => assertInventoryStaff(user(role), 'north', 'create', 'start')).not.toThrow();
      expect(() => assertInventoryStaff(user(role), 'north', 'edit', 'complete')).not.toThrow();
    }
  });

  it('refuses another territory, the top roles, inactive accounts and a missing permission', () => {
    expect(refusal(() => assertInventoryStaff(user('manager'), 'gulf', 'edit', 'x')).message).toBe(
      'This location is not in your territories.',
    );
    for (const role of ['superAdmin', 'fulfillment'] as const) {
      expect(refusal(() => assertInventoryStaff(user(role), 'north', 'edit', 'x')).code).toBe(
        'permission-denied',
      );
    }
    expect(
      refusal(() => assertInventoryStaff(user('manager', { disabled: true }), 'north', 'edit', 'x'))
        .message,
    ).toBe('Your account cannot change inventory counts: it is disabled or has no role yet.');
    expect(refusal(() => assertInventoryStaff(undefined, 'north', 'edit', 'x')).code).toBe(
      'permission-denied',
    );
    const noCreate = user('manager', {
      permissions: resolvePermissions('manager', { inventory: { create: false } }),
    });
    expect(
      refusal(() => assertInventoryStaff(noCreate, 'north', 'create', 'start an inventory period'))
        .message,
    ).toBe('You need the "Create Inventory" permission to start an inventory period.');
    expect(() => assertInventoryStaff(noCreate, 'north', 'edit', 'complete')).not.toThrow();
  });

  it('lets only an active top role reopen', () => {
    expect(() => assertTopRole(user('superAdmin', { territoryIds: [] }))).not.toThrow();
    expect(() => assertTopRole(user('fulfillment'))).not.toThrow();
    expect(refusal(() => assertTopRole(user('franchiseeOwner'))).message).toBe(
      'Only Super Admin and Fulfillment may reopen a closed inventory period.',
    );
    expect(refusal(() => assertTopRole(user('superAdmin', { disabled: true }))).code).toBe(
      'permission-denied',
    );
  });
});

describe('the refusals of a step out of turn', () => {
  it('names where the period is now', () => {
    expect(() => assertStatus('open', 'open', 'x')).not.toThrow();
    const error = refusal(() =>
      assertStatus('closed', 'open', 'Only an open period can start its closing count'),
    );
    expect(error.code).toBe('failed-precondition');
    expect(error.message).toBe(
      'Only an open period can start its closing count: this period is Closed. Reload it to see where it is.',
    );
    expect(unfinishedPeriodMessage('North Cafe')).toBe(
      'North Cafe already has an unfinished inventory period: finish it first.',
    );
  });
});
