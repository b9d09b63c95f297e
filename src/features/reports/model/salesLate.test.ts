import { describe, expect, it } from 'vitest';
import { lateDays, salesLateWindow } from './salesLate';

describe('salesLateWindow', () => {
  it('lists the 7 days whose deadline (end of the next day) passed before the run day', () => {
    // Run for 23 Nov: 21 Nov was due by the end of 22 Nov; 22 Nov is due by the end of today.
    expect(salesLateWindow('2026-11-23')).toEqual([
      '2026-11-21',
      '2026-11-20',
      '2026-11-19',
      '2026-11-18',
      '2026-11-17',
      '2026-11-16',
      '2026-11-15',
    ]);
  });

  it('never lists yesterday or the run day itself', () => {
    const days = salesLateWindow('2026-11-23');
    expect(days).not.toContain('2026-11-22');
    expect(days).not.toContain('2026-11-23');
  });

  it('crosses month and year ends', () => {
    expect(salesLateWindow('2027-01-01')[0]).toBe('2026-12-30');
  });
});

describe('lateDays', () => {
  it('keeps every location-day without an entry', () => {
    const reported = new Set(['a_2026-11-21', 'b_2026-11-20']);
    expect(lateDays(['a', 'b'], ['2026-11-21', '2026-11-20'], reported)).toEqual([
      { locationId: 'a', day: '2026-11-20', entryId: 'a_2026-11-20' },
      { locationId: 'b', day: '2026-11-21', entryId: 'b_2026-11-21' },
    ]);
  });

  it('gives nothing when every day is reported', () => {
    expect(lateDays(['a'], ['2026-11-21'], new Set(['a_2026-11-21']))).toEqual([]);
  });
});
