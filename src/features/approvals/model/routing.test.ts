import { describe, expect, it } from 'vitest';
import { reassignReasonError, routedAssignee, routeId, routeIdsFor } from './routing';

describe('routing document ids', () => {
  it('names the territory entry, the type fallback and the overall fallback', () => {
    expect(routeId('refund', 'north')).toBe('refund_north');
    expect(routeId('refund', null)).toBe('refund_default');
    expect(routeId(null, null)).toBe('default');
    expect(routeIdsFor('menu-item', 'gulf')).toEqual([
      'menu-item_gulf',
      'menu-item_default',
      'default',
    ]);
  });
});

describe('routedAssignee', () => {
  const table = {
    refund_north: 'fulfillment-uid',
    refund_default: 'super-uid',
    event_gulf: 'gulf-reviewer',
    default: 'super-uid',
  };

  it('takes the reviewer of the type in the territory first', () => {
    expect(routedAssignee(table, 'refund', 'north', 'manager-uid')).toBe('fulfillment-uid');
    expect(routedAssignee(table, 'event', 'gulf', 'owner-uid')).toBe('gulf-reviewer');
  });

  it("falls back to the type's fallback, then the overall fallback", () => {
    expect(routedAssignee(table, 'refund', 'gulf', 'owner-uid')).toBe('super-uid');
    expect(routedAssignee(table, 'event', 'north', 'owner-uid')).toBe('super-uid');
    expect(routedAssignee({ default: 'x' }, 'promotion', 'north', 'y')).toBe('x');
  });

  it('skips an entry naming the requester, so nobody reviews their own request', () => {
    expect(routedAssignee(table, 'refund', 'north', 'fulfillment-uid')).toBe('super-uid');
    expect(routedAssignee(table, 'refund', 'gulf', 'super-uid')).toBeNull();
    expect(routedAssignee({ refund_default: 'a', default: 'b' }, 'refund', 'north', 'a')).toBe('b');
  });

  it('is null when the table has nothing for the request', () => {
    expect(routedAssignee({}, 'refund', 'north', 'u')).toBeNull();
    expect(routedAssignee({ event_north: 'r' }, 'refund', 'north', 'u')).toBeNull();
    expect(routedAssignee({ refund_north: '' }, 'refund', 'north', 'u')).toBeNull();
  });
});

describe('reassignReasonError', () => {
  it('wants a reason of 1 to 1000 characters', () => {
    expect(reassignReasonError('  ')).toBe('A reason is required');
    expect(reassignReasonError('x'.repeat(1001))).toBe('Must be at most 1000 characters');
    expect(reassignReasonError('On leave this week')).toBeNull();
  });
});
