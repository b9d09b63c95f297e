import { Timestamp } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_STORAGE_AREAS,
  readCountLine,
  readInventoryReport,
  readOtherExpense,
  readStockMovement,
  readStorageAreas,
} from './inventory';

describe('inventory readers', () => {
  it('read a period with its stamps, leaving absent what is not stored', () => {
    const at = Timestamp.fromMillis(Date.UTC(2026, 10, 2));
    const report = readInventoryReport(
      {
        locationId: 'l1',
        locationType: 'truck',
        name: 'November',
        status: 'closingInProgress',
        reopenCount: 1,
        openingCountedAt: at,
        closingCountedAt: '2026-11-30',
        createdAt: at,
      },
      'p1',
    );
    expect(report).toMatchObject({
      id: 'p1',
      locationId: 'l1',
      locationType: 'truck',
      status: 'closingInProgress',
      reopenCount: 1,
      openingCountedAt: at,
      createdAt: at,
      updatedAt: null,
    });
    expect(report).not.toHaveProperty('closingCountedAt');
    expect(report).not.toHaveProperty('deliveryLocationId');
  });

  it('read a period of wrong types as empty, an unknown status as the first step', () => {
    expect(
      readInventoryReport({ name: 3, status: 'done', reopenCount: '1', locationType: 1 }, 'p2'),
    ).toMatchObject({
      name: '',
      status: 'openingInProgress',
      reopenCount: 0,
      locationType: 'restaurant',
      createdAt: null,
    });
  });

  it('read a count line: only an explicit zero is zero, note and recount only when set', () => {
    expect(
      readCountLine({ itemId: 'cod', count: 'closing', state: 'counted', quantity: 4, note: 'x' }),
    ).toEqual({
      itemId: 'cod',
      count: 'closing',
      state: 'counted',
      quantity: 4,
      note: 'x',
    });
    expect(readCountLine({ itemId: 'cod', state: 'zero', recounted: true })).toEqual({
      itemId: 'cod',
      count: 'opening',
      state: 'zero',
      quantity: 0,
      recounted: true,
    });
    expect(readCountLine({ quantity: '4', note: 5, recounted: 'yes' })).toEqual({
      itemId: '',
      count: 'opening',
      state: 'counted',
      quantity: 0,
    });
  });

  it('read a movement, an unknown kind as waste and an unknown reason as none', () => {
    expect(
      readStockMovement(
        {
          kind: 'transferIn',
          itemId: 'cod',
          quantity: 2,
          date: '2026-11-03',
          otherLocationId: 'l2',
        },
        'm1',
      ),
    ).toMatchObject({
      id: 'm1',
      kind: 'transferIn',
      quantity: 2,
      reason: '',
      otherLocationId: 'l2',
    });
    expect(readStockMovement({ kind: 'lost', reason: 'rain', quantity: 'a' }, 'm2')).toMatchObject({
      kind: 'waste',
      reason: '',
      quantity: 0,
      otherLocationName: '',
      userId: '',
    });
  });

  it('read storage areas, keeping the defaults of a type without a saved list', () => {
    expect(readStorageAreas({ restaurant: ['Cooler', 4, 'Line'], truck: 'Cab' })).toEqual({
      restaurant: ['Cooler', 'Line'],
      truck: DEFAULT_STORAGE_AREAS.truck,
    });
    expect(readStorageAreas({ restaurant: [] }).restaurant).toEqual([]);
  });

  it('read an expense, an unknown category as other expenses', () => {
    expect(readOtherExpense({ reportId: 'p1', category: 'rent', amountCents: 150_000 })).toEqual({
      reportId: 'p1',
      category: 'rent',
      amountCents: 150_000,
    });
    expect(readOtherExpense({ reportId: 1, category: 'tax', amountCents: '5' })).toEqual({
      reportId: '',
      category: 'other',
      amountCents: 0,
    });
  });
});
