import { Timestamp } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import type { InventoryReport } from '@/data/inventory';
import { mergeOpenPeriods, OPEN_LISTED } from './openPeriods';

const period = (id: string, locationName: string, createdDay: number | null): InventoryReport => ({
  id,
  locationId: id,
  locationName,
  locationType: 'truck',
  territoryId: 't',
  name: 'November',
  status: 'open',
  reopenCount: 0,
  userId: 'u',
  createdAt: createdDay === null ? null : Timestamp.fromDate(new Date(2026, 10, createdDay)),
  updatedAt: null,
});

describe('open inventory periods of several territories', () => {
  it('adds the counts and lists the longest open of all, the newest without a server time last', () => {
    const merged = mergeOpenPeriods([
      {
        count: 40,
        oldest: [period('a', 'Alder', 3), period('b', 'Birch', 9), period('n', 'New', null)],
      },
      { count: 2, oldest: [period('c', 'Cedar', 1), period('d', 'Dune', 9)] },
      { count: 0, oldest: [] },
    ]);
    expect(merged.count).toBe(42);
    expect(merged.oldest.map((p) => p.id)).toEqual(['c', 'a', 'b', 'd', 'n']);
    expect(OPEN_LISTED).toBe(5);
  });

  it('keeps OPEN_LISTED of them, and nothing of no territory', () => {
    const many = Array.from({ length: 7 }, (_, i) => period(`p${i}`, `L${i}`, 20 - i));
    expect(mergeOpenPeriods([{ count: 7, oldest: many }]).oldest.map((p) => p.id)).toEqual([
      'p6',
      'p5',
      'p4',
      'p3',
      'p2',
    ]);
    expect(mergeOpenPeriods([])).toEqual({ count: 0, oldest: [] });
  });
});
