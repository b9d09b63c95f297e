/**
 * The reported days per ISO week of seeded sales (issue 29): territory_sales_days computed from
 * the seeded sales_entries rows with the app's own arithmetic
 * (src/features/reports/model/salesDays.ts, the module the server keeps them with), so the
 * reports dashboard of the demo and of the scale seed shows the figures of its days.
 */

/**
 * @param {Iterable<[string, string, Record<string, unknown>]>} rows seeded `[collection, id, data]`
 * @param {typeof import('../../src/features/reports/model/salesRollups')} rollups ledger records
 * @param {typeof import('../../src/features/reports/model/salesDays')} salesDays the model module
 * @param {unknown} updatedAt the write time to stamp
 * @returns {[string, string, Record<string, unknown>][]}
 */
export function salesDaysRows(rows, rollups, salesDays, updatedAt) {
  const records = [];
  for (const [collection, , data] of rows) {
    if (collection === 'sales_entries') records.push(rollups.entryRecord(data));
  }
  return salesDays
    .salesDaysOf(records)
    .map((w) => [
      'territory_sales_days',
      salesDays.salesDaysId(w),
      { ...salesDays.salesDaysFields(w), updatedAt },
    ]);
}
