import { describe, expect, it } from 'vitest';
import {
  reportedDays,
  salesDaysDeltas,
  salesDaysFields,
  salesDaysOf,
  weeksOfBounds,
} from './salesDays';
import { netSale } from '@/testing/salesRecords';
import { adjustmentRecord } from './salesRollups';

/** A reported day of location `x` (territory `t`) with `netCents` net sales. */
const entry = (date: string, netCents: number, locationId = 'x') =>
  netSale({ date, netCents, locationId });

describe('reported days per ISO week', () => {
  it('files each entry under its territory, ISO week, location and day', () => {
    // Wednesday 31 December 2025 and Monday 5 January 2026: weeks 2026-W01 and 2026-W02.
    const weeks = salesDaysOf([
      entry('2025-12-31', 10_000),
      entry('2026-01-05', 7_000),
      entry('2025-12-31', 3_000, 'y'),
    ]);
    expect(weeks).toEqual([
      {
        territoryId: 't',
        period: '2026-W01',
        locations: {
          x: { '2025-12-31': { netCents: 10_000, reported: 1 } },
          y: { '2025-12-31': { netCents: 3_000, reported: 1 } },
        },
      },
      {
        territoryId: 't',
        period: '2026-W02',
        locations: { x: { '2026-01-05': { netCents: 7_000, reported: 1 } } },
      },
    ]);
    expect(salesDaysFields(weeks[0])).toMatchObject({ from: '2025-12-29', to: '2026-01-04' });
  });

  it('takes a replaced day as the difference, a removed one back to unreported', () => {
    expect(
      salesDaysDeltas([
        // 100.00 replaced by 120.50: +20.50, still one report.
        { before: entry('2026-11-23', 10_000), after: entry('2026-11-23', 12_050) },
        // A new day.
        { before: null, after: entry('2026-11-24', 5_000) },
        // A day removed.
        { before: entry('2026-11-25', 4_000), after: null },
        // The same figures again move nothing.
        { before: entry('2026-11-26', 1_000), after: entry('2026-11-26', 1_000) },
      ]),
    ).toEqual([
      {
        territoryId: 't',
        period: '2026-W48',
        locations: {
          x: {
            '2026-11-23': { netCents: 2_050, reported: 0 },
            '2026-11-24': { netCents: 5_000, reported: 1 },
            '2026-11-25': { netCents: -4_000, reported: -1 },
          },
        },
      },
    ]);
  });

  it('ignores approved refunds: they report no day and the dashboard shows POS net sales', () => {
    const refund = adjustmentRecord({
      territoryId: 't',
      locationId: 'x',
      date: '2026-11-23',
      amountCents: 2_500,
    });
    expect(salesDaysDeltas([{ before: null, after: refund }])).toEqual([]);
  });

  it('reads back only the days still reported, and names the weeks a range needs', () => {
    const [week] = salesDaysOf([entry('2026-11-23', 10_000), entry('2026-11-24', 6_000)]);
    week.locations.x['2026-11-24'].reported = 0;
    expect(reportedDays([week])).toEqual([
      { locationId: 'x', date: '2026-11-23', netCents: 10_000 },
    ]);
    // Sunday 15 to Saturday 28 November 2026: weeks 46 (its Sunday), 47 and 48.
    expect(weeksOfBounds({ from: '2026-11-15', to: '2026-11-28' })).toEqual([
      '2026-W46',
      '2026-W47',
      '2026-W48',
    ]);
  });
});
