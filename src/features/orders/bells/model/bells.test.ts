import { bellScope, isEmptyScope, notificationTitle, unreadCount } from './bells';

describe('order bell scope', () => {
  it('covers everything for the two top roles', () => {
    expect(bellScope({ role: 'superAdmin', territoryIds: [] })).toEqual({ all: true });
    expect(bellScope({ role: 'fulfillment', territoryIds: ['t1'] })).toEqual({ all: true });
  });

  it("covers a Manager's or Employee's own territories", () => {
    expect(bellScope({ role: 'manager', territoryIds: ['t1', 't2'] })).toEqual({
      all: false,
      territoryIds: ['t1', 't2'],
    });
    const employee = bellScope({ role: 'employee', territoryIds: [] });
    expect(employee).toEqual({ all: false, territoryIds: [] });
    expect(employee && isEmptyScope(employee)).toBe(true);
  });

  it('gives Franchisee Owners and users without a role no bells', () => {
    expect(bellScope({ role: 'franchiseeOwner', territoryIds: ['t1'] })).toBeNull();
    expect(bellScope({ role: null, territoryIds: [] })).toBeNull();
  });

  it('keeps every territory of a Manager with more than 30 (the queries split them)', () => {
    const ids = Array.from({ length: 40 }, (_, i) => `t${i}`);
    const scope = bellScope({ role: 'manager', territoryIds: ids });
    expect(scope).toEqual({ all: false, territoryIds: ids });
  });
});

describe('order bell numbers and text', () => {
  it('counts unread as total minus read, never below zero', () => {
    expect(unreadCount(12, 5)).toBe(7);
    expect(unreadCount(3, 4)).toBe(0);
  });

  it('titles a notification by order number and delivery location', () => {
    expect(notificationTitle({ orderNumber: 12, name: 'Gulf Shore Warehouse' })).toBe(
      'Order #12 · Gulf Shore Warehouse',
    );
    expect(notificationTitle({ orderNumber: 3, name: '' })).toBe('Order #3');
  });
});
