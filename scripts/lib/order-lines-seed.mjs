/**
 * Stored order lines for scripts/seed.mjs (issue 10): buildData() keeps orders and drafts with
 * the app's in-memory `items` list ({id, quantity}), which the sales, inventory and COGS seed
 * modules read and scale; Firestore stores them as the `lines` map {itemId: "<quantity>"} that
 * firestore.rules check (src/data/orderLines.ts, toStoredLines). Returns the seed's
 * `[collection, id, data]` entries with every order and draft in the stored shape.
 */
export function withStoredOrderLines(docs) {
  return docs.map(([collection, id, data]) => {
    if (!['orders', 'draft_orders'].includes(collection) || !Array.isArray(data.items)) {
      return [collection, id, data];
    }
    const { items, ...rest } = data;
    const lines = Object.fromEntries(items.map((line) => [line.id, String(line.quantity)]));
    if (Object.keys(lines).length !== items.length) {
      throw new Error(`Seeded ${collection}/${id} names an item twice`);
    }
    return [collection, id, { ...rest, lines }];
  });
}
