/**
 * The sales rollups of seeded sales (issue 29): sales_rollups, territory_sales_rollups and
 * chain_sales_rollups computed from the seeded sales_entries and sales_adjustments rows with the
 * app's own arithmetic (src/features/reports/model/salesRollups.ts, the module the server keeps
 * them with), so the franchise sales report of the demo and of the scale seed shows the figures
 * of its days. A chain rollup holds only the seeded territories: a seed that adds territories to
 * others' (the scale seed) merges it (CHAIN_ROLLUPS).
 */

export const CHAIN_ROLLUPS = 'chain_sales_rollups';

const COLLECTION_OF = { location: 'sales_rollups', territory: 'territory_sales_rollups' };

/**
 * @param {Iterable<[string, string, Record<string, unknown>]>} rows seeded `[collection, id, data]`
 * @param {typeof import('../../src/features/reports/model/salesRollups')} rollups the model module
 * @param {unknown} updatedAt the write time to stamp
 * @returns {[string, string, Record<string, unknown>][]}
 */
export function salesRollupRows(rows, rollups, updatedAt) {
  const records = [];
  for (const [collection, , data] of rows) {
    if (collection === 'sales_entries') records.push(rollups.entryRecord(data));
    if (collection === 'sales_adjustments') records.push(rollups.adjustmentRecord(data));
  }
  const all = rollups.rollupsOf(records);
  return [
    ...all.map((r) => [
      COLLECTION_OF[r.level],
      rollups.rollupId(r),
      { ...rollups.rollupFields(r), updatedAt },
    ]),
    ...rollups
      .chainRollupsOf(all)
      .map((c) => [CHAIN_ROLLUPS, c.period, { ...rollups.chainRollupFields(c), updatedAt }]),
  ];
}
