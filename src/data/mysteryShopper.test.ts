import { Timestamp } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { readMysteryShopperReport } from './mysteryShopper';

describe('mystery shopper converter', () => {
  it('reads a stored report with its types and keeps only real files', () => {
    const date = Timestamp.fromMillis(Date.UTC(2026, 10, 2));
    const report = readMysteryShopperReport({
      userId: 'u1',
      userName: 'Sam Super',
      territoryId: 't1',
      territoryName: 'North',
      franchiseeLocationId: 'l1',
      franchiseeLocationName: 'North Cafe',
      date,
      text: 'Slow line.',
      files: [{ name: 'a.jpg', url: 'https://x/a.jpg' }, { name: 'no-url' }, 'junk'],
      createdAt: date,
    });
    expect(report).toMatchObject({
      userName: 'Sam Super',
      date,
      text: 'Slow line.',
      createdAt: date,
    });
    expect(report.files).toEqual([{ name: 'a.jpg', url: 'https://x/a.jpg' }]);
    expect(report).not.toHaveProperty('updatedAt');
  });

  it('reads wrong types as empty values', () => {
    const report = readMysteryShopperReport({ text: 5, files: 'a.jpg', date: '2026-11-02' });
    expect(report.text).toBe('');
    expect(report.files).toEqual([]);
    expect(report.date.toMillis()).toBe(0);
  });
});
