import { describe, expect, it } from 'vitest';
import type { Permission } from '@/features/auth';
import {
  canTransition,
  isEditableStatus,
  notificationFlags,
  statusAfterEdit,
  STATUS_TRANSITIONS,
  transitionPermission,
} from './status';
import { ORDER_STATUSES } from './types';

describe('order status transition table', () => {
  it('has exactly the agreed transitions and permissions', () => {
    expect(STATUS_TRANSITIONS.map((t) => `${t.from}>${t.to}:${t.permission}`).sort()).toEqual(
      [
        'pending>approved:orders.setStatus',
        'pending>revision:orders.setStatus',
        'pending>deleted:orders.setStatus',
        'revision>approved:orders.setStatus',
        'revision>revision:orders.setStatus',
        'revision>deleted:orders.setStatus',
        'approved>revision:orders.setStatus',
        'approved>deleted:orders.setStatus',
        'approved>fulfilled:fulfillments.setStatus',
        'fulfilled>approved:fulfillments.setStatus',
      ].sort(),
    );
  });

  it('has no way out of deleted and no status action back to pending', () => {
    for (const to of ORDER_STATUSES) {
      expect(transitionPermission('deleted', to)).toBeNull();
      expect(transitionPermission(to, 'pending')).toBeNull();
    }
    expect(transitionPermission('pending', 'fulfilled')).toBeNull();
    expect(transitionPermission('fulfilled', 'deleted')).toBeNull();
  });

  it('allows a transition only with its permission', () => {
    const only = (held: Permission) => (p: Permission) => p === held;
    expect(canTransition('pending', 'approved', only('orders.setStatus'))).toBe(true);
    expect(canTransition('pending', 'approved', only('fulfillments.setStatus'))).toBe(false);
    expect(canTransition('approved', 'fulfilled', only('fulfillments.setStatus'))).toBe(true);
    expect(canTransition('approved', 'fulfilled', only('orders.setStatus'))).toBe(false);
    expect(canTransition('fulfilled', 'approved', only('fulfillments.setStatus'))).toBe(true);
  });

  it('lets pending and revision orders be edited; saving a revision order makes it pending', () => {
    expect(ORDER_STATUSES.filter(isEditableStatus)).toEqual(['pending', 'revision']);
    expect(statusAfterEdit('revision')).toBe('pending');
    expect(statusAfterEdit('pending')).toBe('pending');
  });

  it('maps statuses to notification flags, revision counting as pending', () => {
    expect(notificationFlags('revision')).toEqual({
      isPending: true,
      isApproved: false,
      isFulfilled: false,
    });
    expect(notificationFlags('approved')).toEqual({
      isPending: false,
      isApproved: true,
      isFulfilled: false,
    });
    expect(notificationFlags('fulfilled')).toEqual({
      isPending: false,
      isApproved: false,
      isFulfilled: true,
    });
    expect(notificationFlags('deleted')).toEqual({
      isPending: false,
      isApproved: false,
      isFulfilled: false,
    });
  });
});
