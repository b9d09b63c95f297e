import { describe, expect, it } from 'vitest';
import { itemSalesDelta, orderDayOf, pickServedLocation } from './itemSalesDelta';

describe('item sales delta of a status change', () => {
  it('adds on approval, removes when an approved order leaves, ignores the rest', () => {
    expect(itemSalesDelta('pending', 'approved')).toBe(1);
    expect(itemSalesDelta('revision', 'approved')).toBe(1);
    expect(itemSalesDelta('approved', 'revision')).toBe(-1);
    expect(itemSalesDelta('approved', 'deleted')).toBe(-1);
    expect(itemSalesDelta('approved', 'fulfilled')).toBe(0);
    expect(itemSalesDelta('fulfilled', 'approved')).toBe(0);
    expect(itemSalesDelta('pending', 'revision')).toBe(0);
    expect(itemSalesDelta('pending', 'deleted')).toBe(0);
  });
});

describe('the day an order counts under', () => {
  it('is the UTC calendar day of its creation', () => {
    expect(orderDayOf(new Date('2026-03-09T23:59:59.999Z'))).toBe('2026-03-09');
    expect(orderDayOf(new Date('2026-03-10T00:00:00.000Z'))).toBe('2026-03-10');
    // 8 pm in Los Angeles on 31 Dec is already 1 Jan in UTC.
    expect(orderDayOf(new Date('2025-12-31T20:00:00-08:00'))).toBe('2026-01-01');
  });
});

describe('the franchise location a day is typed by', () => {
  it('prefers an enabled truck or restaurant, then the lowest id', () => {
    expect(
      pickServedLocation([
        { id: 'b', type: 'restaurant', enabled: true },
        { id: 'a', type: 'truck', enabled: false },
        { id: 'c', type: 'truck' },
      ]),
    ).toEqual({ id: 'b', type: 'restaurant' });
    expect(pickServedLocation([{ id: 'a', type: 'truck', enabled: false }])).toEqual({
      id: 'a',
      type: 'truck',
    });
  });

  it('is none without a truck or restaurant', () => {
    expect(pickServedLocation([])).toBeNull();
    expect(pickServedLocation([{ id: 'a', type: 'kiosk' }])).toBeNull();
  });
});
