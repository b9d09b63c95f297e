import { describe, expect, it } from 'vitest';
import { lateDays, remindableDays } from './salesLate';

describe('remindableDays', () => {
  it('lists the days whose deadline (end of the next day, UTC) passed within the window', () => {
    const days = remindableDays(new Date('2026-11-23T10:00:00Z'));
    // 21 Nov was due at 23 Nov 00:00; 15 Nov was due at 17 Nov 00:00, 6 days 10 h ago.
    expect(days).toEqual([
      '2026-11-21',
      '2026-11-20',
      '2026-11-19',
      '2026-11-18',
      '2026-11-17',
      '2026-11-16',
    ]);
  });

  it('never lists yesterday or today, whose deadline has not passed', () => {
    const days = remindableDays(new Date('2026-11-23T23:59:59Z'));
    expect(days).not.toContain('2026-11-22');
    expect(days).not.toContain('2026-11-23');
  });

  it('crosses month and year ends in UTC', () => {
    expect(remindableDays(new Date('2027-01-01T00:30:00Z'))[0]).toBe('2026-12-30');
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
