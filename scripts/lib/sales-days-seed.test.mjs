import { describe, expect, it } from 'vitest';
import { buildData, loadModel } from '../seed.mjs';

const model = await loadModel();

describe('seeded reported days per week', () => {
  it("copies every seeded entry's net sales under its territory, ISO week, location and day", () => {
    const docs = buildData(model, new Date(2026, 10, 23, 10));
    const of = (name) => docs.filter(([c]) => c === name).map(([, id, d]) => ({ id, ...d }));
    const weeks = new Map(of('territory_sales_days').map((w) => [w.id, w]));
    const entries = of('sales_entries');
    expect(entries.length).toBeGreaterThan(100);
    for (const e of entries) {
      const [, week] = model.salesRollups.periodsOfDay(e.date);
      expect(weeks.get(`${e.territoryId}_${week}`)?.locations[e.locationId][e.date]).toEqual({
        netCents: e.netCents,
        reported: 1,
      });
    }
    // Nothing else: one day per entry.
    const days = of('territory_sales_days').flatMap((w) =>
      Object.values(w.locations).flatMap((l) => Object.keys(l)),
    );
    expect(days).toHaveLength(entries.length);
  });
});
