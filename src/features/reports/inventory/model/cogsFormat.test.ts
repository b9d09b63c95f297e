import { describe, expect, it } from 'vitest';
import { systemMedianLine } from './cogsFormat';

describe('system median line', () => {
  const benchmark = { cogs: { truck: { medianCogsBps: 3_120, locationCount: 3 } } };

  it("shows the cohort's median of the month the period closed in", () => {
    expect(systemMedianLine(benchmark, 'truck', '2026-10-25')).toEqual({
      label: 'System median COGS % (trucks)',
      value: '31.20 %',
      note: "System median: the median COGS % of the 3 trucks whose latest inventory period closed in Oct 2026, computed by the server; no other location's own figure is shown.",
    });
  });

  it('says why there is none: too few locations, or no document for that month', () => {
    const none = {
      label: 'System median COGS % (restaurants)',
      value: 'Too few locations',
      note: 'No system median for Oct 2026: fewer than 2 restaurants closed an inventory period with sales in that month.',
    };
    expect(systemMedianLine(benchmark, 'restaurant', '2026-10-25')).toEqual(none);
    expect(systemMedianLine(null, 'restaurant', '2026-10-25')).toEqual(none);
    expect(systemMedianLine(undefined, 'truck', '2026-10-25').value).toBe('Loading…');
  });
});
