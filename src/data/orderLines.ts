/** One line of an order or a draft: an item of the catalogue and how many cases. */
export interface OrderLine {
  id: string;
  quantity: number;
}

/**
 * Order lines as stored (README "Order lines are a map checked against the item catalogue
 * index"): `lines: {<itemId>: "<quantity>"}`. A map because the rules check all of its keys at
 * once against the catalogue index (`keys().hasOnly(ids)`) and its keys cannot repeat, so no item
 * is ordered twice. Quantities are decimal text because the rules can join text values and check
 * every quantity with one pattern, which numbers do not allow (no loops, no number-to-text of a
 * list). The app keeps working with `OrderLine[]`; the orders converter turns one into the other.
 */
type StoredLines = Record<string, string>;

/**
 * The stored map of `lines` (quantities written as whole decimal text). The form never names an
 * item twice; a caller that does gets an error rather than one of its lines silently dropped.
 */
export function toStoredLines(lines: readonly OrderLine[]): StoredLines {
  const stored: StoredLines = {};
  for (const line of lines) {
    if (line.id in stored) throw new Error(`An order cannot name item ${line.id} twice`);
    stored[line.id] = String(line.quantity);
  }
  return stored;
}

const WHOLE = /^\d+$/;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object';

/** A stored quantity: whole text, or a number (hand edits); anything else reads as 0. */
function quantityOf(value: unknown): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : 0;
  return typeof value === 'string' && WHOLE.test(value) ? Number(value) : 0;
}

/**
 * The lines of a stored order or draft: the `lines` map, or, for a document written before it,
 * the older `items` list of `{id, quantity}` (an edit then writes the map). Anything else reads as
 * no line.
 */
export function readStoredLines(lines: unknown, legacyItems?: unknown): OrderLine[] {
  if (isRecord(lines) && !Array.isArray(lines)) {
    return Object.entries(lines).map(([id, quantity]) => ({ id, quantity: quantityOf(quantity) }));
  }
  if (!Array.isArray(legacyItems)) return [];
  return legacyItems.filter(isRecord).map((line) => ({
    id: typeof line.id === 'string' ? line.id : '',
    quantity: quantityOf(line.quantity),
  }));
}

/**
 * `lines` in the order of `catalogueIds` (the items' catalogue `order`), ids the catalogue does
 * not hold last: a stored map keeps no order, and screens list lines as the catalogue does.
 */
export function inCatalogueOrder<T extends { id: string }>(
  lines: readonly T[],
  catalogueIds: readonly string[],
): T[] {
  const position = new Map(catalogueIds.map((id, i) => [id, i]));
  const rank = (id: string) => position.get(id) ?? catalogueIds.length;
  return [...lines].sort((a, b) => rank(a.id) - rank(b.id) || a.id.localeCompare(b.id));
}

/**
 * What an approval added to the item sales totals, recorded on the order (`countedSales`) so
 * that un-approving takes back exactly that: the day, the delivery location and each item's
 * cases and cents. COGS prices each fulfilled order's purchases from it (cents / cases).
 */
export interface CountedSales {
  date: string;
  deliveryLocationId: string;
  items: Record<string, { qty: number; cents: number }>;
}

/** The order's recorded `countedSales`, or null when absent or not of that shape. */
export function readCountedSales(value: unknown): CountedSales | null {
  if (typeof value !== 'object' || value === null) return null;
  const { date, deliveryLocationId, items } = value as Record<string, unknown>;
  if (typeof date !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  if (typeof deliveryLocationId !== 'string' || deliveryLocationId === '') return null;
  if (typeof items !== 'object' || items === null) return null;
  const read: CountedSales['items'] = {};
  for (const [id, v] of Object.entries(items)) {
    const { qty, cents } = (v ?? {}) as Record<string, unknown>;
    if (!Number.isInteger(qty) || !Number.isInteger(cents)) return null;
    read[id] = { qty: qty as number, cents: cents as number };
  }
  return { date, deliveryLocationId, items: read };
}

/**
 * When a stored order was fulfilled: the time of its last revision into `fulfilled`, else its
 * `updatedAt` (orders without revisions). Either SDK's stored time (`T`): the count sheet's
 * expectations read it in the browser, the count check on the server.
 */
export function fulfilledAtOf<T>(revisions: unknown, updatedAt: unknown): T | null {
  const intoFulfilled = (Array.isArray(revisions) ? revisions : [])
    .filter(isRecord)
    .filter((r) => r.to === 'fulfilled');
  return (intoFulfilled.at(-1)?.at ?? updatedAt ?? null) as T | null;
}
