import { describe, expect, it } from 'vitest';
import { refusal } from '../refusal.testing';
import { resolvePermissions } from '@/domain/permissions';
import {
  assertMayChangeStatus,
  itemSalesDayDeltas,
  readStatusChangeRequest,
} from './orderStatusRules';
import { readCountedSales } from '@/data/orderLines';

const user = (role: string, territoryIds: string[] = ['north'], extra = {}) => ({
  role,
  territoryIds,
  permissions: resolvePermissions(role as never),
  ...extra,
});
const northOrder = (status: string) => ({ status, territoryId: 'north' });

describe('reading a status change request', () => {
  it('keeps a valid request, notes trimmed', () => {
    expect(
      readStatusChangeRequest({
        orderId: 'order-7',
        from: 'pending',
        to: 'approved',
        notes: ' ok ',
      }),
    ).toEqual({ orderId: 'order-7', from: 'pending', to: 'approved', notes: 'ok' });
    expect(readStatusChangeRequest({ orderId: 'o', from: 'approved', to: 'fulfilled' }).notes).toBe(
      '',
    );
  });

  it('refuses a missing or odd order id, unknown statuses and long notes', () => {
    for (const data of [
      null,
      {},
      { orderId: '', from: 'pending', to: 'approved' },
      { orderId: 'orders/x', from: 'pending', to: 'approved' },
      { orderId: 'o', from: 'pending', to: 'shipped' },
      { orderId: 'o', to: 'approved' },
      { orderId: 'o', from: 'pending', to: 'approved', notes: 5 },
      { orderId: 'o', from: 'pending', to: 'approved', notes: 'x'.repeat(2001) },
    ]) {
      expect(refusal(() => readStatusChangeRequest(data)).code).toBe('invalid-argument');
    }
    expect(
      refusal(() =>
        readStatusChangeRequest({
          orderId: 'o',
          from: 'pending',
          to: 'approved',
          notes: 'x'.repeat(2001),
        }),
      ).message,
    ).toBe('Notes must be at most 2000 characters');
  });
});

describe('who may change an order status', () => {
  it('lets a Super Admin approve and Fulfillment fulfil in any territory', () => {
    expect(() =>
      assertMayChangeStatus(user('superAdmin', []), northOrder('pending'), {
        from: 'pending',
        to: 'approved',
      }),
    ).not.toThrow();
    expect(() =>
      assertMayChangeStatus(user('fulfillment', []), northOrder('approved'), {
        from: 'approved',
        to: 'fulfilled',
      }),
    ).not.toThrow();
  });

  it('refuses franchise roles with the permission the transition needs', () => {
    for (const role of ['franchiseeOwner', 'manager', 'employee']) {
      const approve = refusal(() =>
        assertMayChangeStatus(user(role), northOrder('pending'), {
          from: 'pending',
          to: 'approved',
        }),
      );
      expect(approve.code).toBe('permission-denied');
      expect(approve.message).toContain('"Set Order Status"');
      const fulfil = refusal(() =>
        assertMayChangeStatus(user(role), northOrder('approved'), {
          from: 'approved',
          to: 'fulfilled',
        }),
      );
      expect(fulfil.message).toContain('"Set Fulfillment Status"');
    }
  });

  it('honours a granted override: a Manager given Set Order Status may approve in scope only', () => {
    const manager = {
      role: 'manager',
      territoryIds: ['north'],
      permissions: resolvePermissions('manager', { orders: { setStatus: true } }),
    };
    expect(() =>
      assertMayChangeStatus(manager, northOrder('pending'), { from: 'pending', to: 'approved' }),
    ).not.toThrow();
    const outside = refusal(() =>
      assertMayChangeStatus(
        manager,
        { status: 'pending', territoryId: 'gulf' },
        { from: 'pending', to: 'approved' },
      ),
    );
    expect(outside.code).toBe('permission-denied');
    expect(outside.message).toBe('This order is not in your territories.');
  });

  it('refuses a Fulfillment user whose Set Order Status was revoked', () => {
    const revoked = {
      role: 'fulfillment',
      territoryIds: [],
      permissions: resolvePermissions('fulfillment', { orders: { setStatus: false } }),
    };
    const error = refusal(() =>
      assertMayChangeStatus(revoked, northOrder('pending'), { from: 'pending', to: 'approved' }),
    );
    expect(error.code).toBe('permission-denied');
    expect(error.message).toContain('"Set Order Status"');
    // Fulfil needs the other permission, which they keep.
    expect(() =>
      assertMayChangeStatus(revoked, northOrder('approved'), { from: 'approved', to: 'fulfilled' }),
    ).not.toThrow();
  });

  it('refuses a missing, disabled or role-less caller', () => {
    for (const caller of [
      undefined,
      user('superAdmin', [], { disabled: true }),
      { role: null, permissions: resolvePermissions('superAdmin') },
    ]) {
      const error = refusal(() =>
        assertMayChangeStatus(caller, northOrder('pending'), { from: 'pending', to: 'approved' }),
      );
      expect(error.code).toBe('permission-denied');
      expect(error.message).toContain('disabled or has no role');
    }
  });

  it('refuses a stale status and a transition the table does not have', () => {
    const stale = refusal(() =>
      assertMayChangeStatus(user('superAdmin'), northOrder('approved'), {
        from: 'pending',
        to: 'approved',
      }),
    );
    expect(stale.code).toBe('failed-precondition');
    expect(stale.message).toBe(
      'This order is now Approved: someone changed it meanwhile. Reload it and try again.',
    );
    for (const [from, to] of [
      ['approved', 'approved'],
      ['deleted', 'pending'],
      ['fulfilled', 'revision'],
      ['revision', 'pending'],
    ]) {
      const error = refusal(() =>
        assertMayChangeStatus(user('superAdmin'), northOrder(from), {
          from: from as never,
          to: to as never,
        }),
      );
      expect(error.code).toBe('failed-precondition');
      expect(error.message).toMatch(/^An order cannot go from /);
    }
  });
});

describe('item sales day deltas', () => {
  // 3 cases at $10.00 and 2 at $7.25: 3000 + 1450 cents.
  const lines = [
    { id: 'a', quantity: 3 },
    { id: 'b', quantity: 2 },
  ];
  const prices = [1000, 725];

  it('adds the lines on approval and takes them off when it leaves', () => {
    expect(itemSalesDayDeltas(lines, prices, 1)).toEqual({
      a: { qty: 3, cents: 3000 },
      b: { qty: 2, cents: 1450 },
    });
    expect(itemSalesDayDeltas(lines, prices, -1)).toEqual({
      a: { qty: -3, cents: -3000 },
      b: { qty: -2, cents: -1450 },
    });
    expect(itemSalesDayDeltas(lines, prices, 0)).toEqual({});
  });

  it('reads back only a well-formed record of what was counted', () => {
    const counted = {
      date: '2024-02-10',
      deliveryLocationId: 'dl',
      items: { a: { qty: 3, cents: 3000 } },
    };
    expect(readCountedSales(counted)).toEqual(counted);
    expect(readCountedSales(undefined)).toBeNull();
    expect(readCountedSales({ ...counted, date: '10/02/2024' })).toBeNull();
    expect(readCountedSales({ ...counted, items: { a: { qty: 1.5, cents: 3 } } })).toBeNull();
  });
});
