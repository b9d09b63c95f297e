import { describe, expect, it } from 'vitest';
import { expectedQuantity, usagePerDay } from './variance';

describe('expected quantity', () => {
  it('is opening + received - last usage rate x days', () => {
    expect(expectedQuantity({ opening: 40, received: 20, usagePerDay: 3, days: 10 })).toBe(30);
  });

  it('is the last count when there is no usage rate yet', () => {
    expect(expectedQuantity({ opening: 40, received: 20, usagePerDay: null, days: 10 })).toBe(40);
  });

  it('never goes below zero', () => {
    expect(expectedQuantity({ opening: 5, received: 0, usagePerDay: 3, days: 10 })).toBe(0);
  });

  it('derives the usage rate from a closed period', () => {
    expect(usagePerDay(40, 20, 30, 10)).toBe(3);
    expect(usagePerDay(40, 20, 30, 0)).toBeNull();
  });
});
