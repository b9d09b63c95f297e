/**
 * The COGS rollups of seeded inventory periods (issue 29): cogs_period_rollups computed from the
 * seeded periods, count lines, movements, orders and sales days with the app's own pure module
 * (src/features/reports/inventory/model/cogsRollups.ts, what the server keeps them with), so the
 * COGS and P&L pages of the demo and of the scale seed show the figures of their documents.
 */

/**
 * The seeded documents COGS is computed from, as the server reads them (cogsSources.ts
 * CogsDocuments).
 * @param {Iterable<[string, string, Record<string, any>]>} docs seeded `[collection, id, data]`
 */
export function cogsDocuments(docs) {
  const out = {
    reports: [],
    countLines: {},
    movements: {},
    locations: [],
    orders: [],
    items: [],
    sales: [],
  };
  for (const [collection, id, data] of docs) {
    const sub = /^inventory_reports\/([^/]+)\/(.+)$/.exec(collection);
    if (sub?.[2] === 'count_lines') (out.countLines[sub[1]] ??= []).push(data);
    else if (sub?.[2] === 'stock_movements') (out.movements[sub[1]] ??= []).push({ id, data });
    else if (collection === 'inventory_reports') out.reports.push({ id, data });
    else if (collection === 'franchise_locations') out.locations.push({ id, data });
    else if (collection === 'orders') out.orders.push(data);
    else if (collection === 'items') out.items.push({ id, data });
    else if (collection === 'sales_entries') out.sales.push(data);
  }
  return out;
}

/**
 * The period rollups and each seeded location's trend (cogs_location_trends), as the server
 * writes them.
 * @param {ReturnType<typeof cogsDocuments>} documents what cogsDocuments made of the seeded rows
 * @param {{ cogsRollupsOf: Function, cogsRollupFields: Function, cogsTrendFields: Function }} rollups the model module
 * @param {string} asOf the seed's day (yyyy-MM-dd, UTC as the server's)
 * @param {unknown} updatedAt the write time to stamp
 * @returns {[string, string, Record<string, unknown>][]}
 */
export function cogsRollupRows(documents, rollups, asOf, updatedAt) {
  const all = rollups.cogsRollupsOf(documents, asOf);
  return [
    ...all.map((r) => [
      'cogs_period_rollups',
      r.reportId,
      { ...rollups.cogsRollupFields(r), updatedAt },
    ]),
    ...documents.locations.map(({ id, data }) => [
      'cogs_location_trends',
      id,
      { ...rollups.cogsTrendFields({ id, territoryId: data.territoryId ?? '' }, all), updatedAt },
    ]),
  ];
}
