// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { addCogsSeed } from './cogs-seed.mjs';

const now = new Date(2026, 10, 23, 10);
const ts = (d) => ({ toDate: () => d });
const period = (status, locationType) => ({
  locationId: locationType === 'truck' ? 'location-north-truck-1' : 'location-north-cafe',
  locationType,
  territoryId: 'north',
  status,
  userId: 'manager',
});

describe('addCogsSeed', () => {
  it('links the demo locations to their delivery locations and prices closed periods only', () => {
    const docs = [
      ['franchise_locations', 'location-north-cafe', { name: 'Cafe' }],
      ['franchise_locations', 'location-gulf-truck-2', { name: 'Old truck' }],
      ['inventory_reports', 'cafe-1', period('closed', 'restaurant')],
      ['inventory_reports', 'truck-1', period('closed', 'truck')],
      ['inventory_reports', 'truck-2', period('open', 'truck')],
    ];
    addCogsSeed({ docs, now, ts });
    expect(docs[0][2].deliveryLocationId).toBe('delivery-north-cafe');
    expect(docs[1][2].deliveryLocationId).toBeUndefined();
    const expenses = docs.filter(([c]) => c === 'other_expenses');
    expect(expenses.map(([, id]) => id)).toEqual([
      'cafe-1_labour',
      'cafe-1_rent',
      'truck-1_labour',
      'truck-1_rent',
      'truck-1_fuel',
    ]);
    for (const [, id, e] of expenses) {
      expect(id).toBe(`${e.reportId}_${e.category}`);
      expect(Number.isInteger(e.amountCents) && e.amountCents > 0).toBe(true);
    }
  });
});
