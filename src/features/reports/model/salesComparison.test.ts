import { describe, expect, it } from 'vitest';
import { presetRange } from '@/lib/dateRanges';
import { NO_SALES } from './salesRollups';
import {
  chartPoint,
  comparedRanges,
  missingDaysText,
  monthLabel,
  perDayChange,
  reportableDays,
  salesRow,
} from './salesComparison';

// Wednesday 25 November 2026.
const NOW = new Date(2026, 10, 25, 10);
const figures = (netCents: number, days: number, adjustmentCents = 0, transactions = 0) => ({
  ...NO_SALES,
  netCents,
  grossCents: netCents,
  days,
  adjustmentCents,
  transactions,
});

describe('compared ranges', () => {
  it('compares whole months with the months before and the same months a year earlier', () => {
    expect(comparedRanges(presetRange('lastMonth', NOW))).toEqual({
      current: { from: '2026-10-01', to: '2026-10-31' },
      previous: { from: '2026-09-01', to: '2026-09-30' },
      lastYear: { from: '2025-10-01', to: '2025-10-31' },
    });
    expect(comparedRanges(presetRange('lastYear', NOW))).toEqual({
      current: { from: '2025-01-01', to: '2025-12-31' },
      previous: { from: '2024-01-01', to: '2024-12-31' },
      lastYear: { from: '2024-01-01', to: '2024-12-31' },
    });
  });

  it('compares other ranges with the days before and the same weekdays 52 weeks earlier', () => {
    // This week: Monday 23 to Sunday 29 November; 52 weeks earlier Monday 24 November 2025.
    expect(comparedRanges(presetRange('week', NOW))).toEqual({
      current: { from: '2026-11-23', to: '2026-11-29' },
      previous: { from: '2026-11-16', to: '2026-11-22' },
      lastYear: { from: '2025-11-24', to: '2025-11-30' },
    });
    expect(comparedRanges(presetRange('last7', NOW)).lastYear).toEqual({
      from: '2025-11-20',
      to: '2025-11-26',
    });
  });
});

describe('days not reported', () => {
  it('counts the days of a range before today', () => {
    expect(reportableDays({ from: '2026-11-19', to: '2026-11-25' }, '2026-11-25')).toBe(6);
    expect(reportableDays({ from: '2026-10-01', to: '2026-10-31' }, '2026-11-25')).toBe(31);
    expect(reportableDays({ from: '2026-11-25', to: '2026-11-29' }, '2026-11-25')).toBe(0);
  });

  it('compares net sales per reported day, so unreported days are no drop', () => {
    // 4 days at 1,000 against 7 days at 1,000 (7,000): per day 1,000 both, not -42.9 %.
    expect(perDayChange(figures(4_000, 4), figures(7_000, 7))).toBe(0);
    // 4 days at 1,100 (4,400) against 1,000 a day: +10 %.
    expect(perDayChange(figures(4_400, 4), figures(7_000, 7))).toBe(10);
    // Approved refunds come off: (4,400 - 400) / 4 = 1,000 a day.
    expect(perDayChange(figures(4_400, 4, 400), figures(7_000, 7))).toBe(0);
    expect(perDayChange(figures(0, 0), figures(7_000, 7))).toBeNull();
    expect(perDayChange(figures(4_000, 4), figures(0, 0))).toBeNull();
  });

  it('builds a row with the days not reported beside the figure', () => {
    const last7 = { bounds: { from: '2026-11-19', to: '2026-11-25' }, today: '2026-11-25' };
    const row = salesRow(
      figures(4_400, 4, 400, 40),
      { previous: figures(7_000, 7), lastYear: figures(0, 0) },
      { ...last7, locations: 1 },
    );
    // 4,400 - 400 = 4,000 over 40 checks = 100; 2 of the 6 days before today not reported.
    expect(row).toEqual({
      netCents: 4_000,
      approvedRefundsCents: 400,
      transactions: 40,
      averageCheckCents: 100,
      missingDays: 2,
      reportableDays: 6,
      previousChange: 0,
      lastYearChange: null,
    });
    expect(missingDaysText(row, false)).toBe('2 of 6 days not reported');
    // A territory of 3 locations: 18 location days, 4 reported.
    const territory = salesRow(figures(4_000, 4), null, { ...last7, locations: 3 });
    expect(missingDaysText(territory, true)).toBe('14 of 18 location days not reported');
    expect(territory.previousChange).toBeNull();
    expect(
      missingDaysText(salesRow(figures(6_000, 6), null, { ...last7, locations: 1 }), false),
    ).toBeNull();
  });
});

describe('the chart', () => {
  it('draws a period without a reported day as a gap, and months readable', () => {
    expect(chartPoint(figures(0, 0))).toBeNull();
    expect(chartPoint(figures(5_000, 2, 1_000))).toBe(4_000);
    expect(monthLabel('2025-12-01')).toBe('Dec 2025');
  });
});
