import { describe, expect, it } from 'vitest';
import type { CogsRow } from './cogsReport';
import { axisMonth, cogsTrend, tooltipDay } from './cogsChart';

const row = (to: string, cogsPercentBps: number | null) => ({ to, cogsPercentBps }) as CogsRow;

describe('cogsTrend', () => {
  it('places each closed period at its closing day, with month ticks and a 0-40 % axis', () => {
    const trend = cogsTrend([
      {
        location: { name: 'Cafe' },
        rows: [row('2025-11-20', 3_100), row('2025-12-20', 3_095), row('2026-01-20', null)],
      },
      { location: { name: 'Grill' }, rows: [row('2025-12-05', 3_090)] },
      { location: { name: 'New' }, rows: [row('2026-01-10', null)] },
    ]);
    expect(trend.days).toEqual(['2025-11-20', '2025-12-05', '2025-12-20']);
    // The open period (no COGS %) and a location without one are left out.
    expect(trend.series).toEqual([
      { label: 'Cafe', data: [31, null, 30.95] },
      { label: 'Grill', data: [null, 30.9, null] },
    ]);
    // November to January: the last period sits inside December, between two labels.
    expect(trend.monthTicks).toEqual(['2025-11-01', '2025-12-01', '2026-01-01']);
    expect(trend.maxPercent).toBe(40);
  });

  it('raises the axis top to the ten above the highest COGS %', () => {
    expect(
      cogsTrend([{ location: { name: 'A' }, rows: [row('2026-03-01', 4_210)] }]).maxPercent,
    ).toBe(50);
    expect(cogsTrend([]).monthTicks).toEqual([]);
    // One period: its month and the next label the ends of the axis.
    expect(
      cogsTrend([{ location: { name: 'A' }, rows: [row('2024-10-31', 3_000)] }]).monthTicks,
    ).toEqual(['2024-10-01', '2024-11-01']);
  });
});

describe('axis labels', () => {
  it('writes months as "Dec 2025" and tooltip days in full', () => {
    expect(axisMonth(new Date(2025, 11, 1))).toBe('Dec 2025');
    expect(tooltipDay(new Date(2025, 11, 5))).toBe('5 Dec 2025');
  });
});
