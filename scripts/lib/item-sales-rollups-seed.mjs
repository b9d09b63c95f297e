/**
 * The item sales rollups of seeded item sales days (issue 29): item_sales_rollups,
 * territory_item_sales_rollups and territory_item_type_rollups computed from the seeded item_sales_daily rows with the app's own
 * arithmetic
 * (src/features/reports/model/itemSalesRollups.ts, the module the server keeps them with), so the
 * item sales report of the demo and of the scale seed shows the figures of its days.
 */

/**
 * @param {Iterable<[string, string, Record<string, unknown>]>} rows seeded `[collection, id, data]`
 * @param {typeof import('../../src/features/reports/model/itemSalesRollups')} rollups the model module
 * @param {unknown} updatedAt the write time to stamp
 * @returns {[string, string, Record<string, unknown>][]}
 */
export function itemSalesRollupRows(rows, rollups, updatedAt) {
  const days = [];
  for (const [collection, , data] of rows) {
    if (collection === 'item_sales_daily') days.push(data);
  }
  return [
    ...rollups
      .itemRollupsOf(days)
      .map((r) => [
        'item_sales_rollups',
        rollups.itemRollupId(r),
        { ...rollups.itemRollupFields(r), updatedAt },
      ]),
    ...rollups.territoryItemRollupsOf(days).flatMap((r) => [
      [
        'territory_item_sales_rollups',
        rollups.territoryItemRollupId(r),
        { ...rollups.territoryItemRollupFields(r), updatedAt },
      ],
      [
        'territory_item_type_rollups',
        rollups.territoryItemRollupId(r),
        { ...rollups.territoryItemTypeRollupFields(r), updatedAt },
      ],
    ]),
  ];
}
