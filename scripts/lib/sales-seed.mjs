/**
 * Seed of the sales reports (issue 13), built from the documents scripts/seed.mjs already made:
 * - sales_entries: a year (and a month) of daily sales for every enabled franchise location, up to 3 days ago
 *   (the browser test reports the last two days), with one month left unreported at North Coast
 *   Truck 1 so a "late" statement shows;
 * - royalty_settings: 6 % royalty and 2 % ad fund for every enabled location, in force from the
 *   first seeded month;
 * - item_sales_daily: per day per delivery location per item cases and revenue. The last ~120 days
 *   are summed from the seeded approved and fulfilled orders (the orders behind the report); the
 *   year before them is generated in the same shape, since adding hundreds of old orders would
 *   change the order lists and counters other features' tests rely on.
 *   Each carries the franchise location its delivery location serves and that location's type
 *   (`franchiseLocationId`, `locationType`: the item sales location-type filter), as the app's
 *   status-change batch writes them.
 * One document per location and day keeps the seed near 3,000 writes (batched by seed.mjs).
 */
import { DELIVERY_OF_LOCATION } from './cogs-seed.mjs';

/** Oldest seeded day: a year plus a month, so "last month" has its same month last year. */
const DAYS_BACK = 430;

/** Small deterministic PRNG so every run writes the same figures. */
function prng(seed) {
  let s = seed;
  return () => {
    s = (s * 1664525 + 1013904223) % 4294967296;
    return s / 4294967296;
  };
}

const pad = (n) => String(n).padStart(2, '0');
/** Local yyyy-MM-dd, as the app's dayKey. */
export const dayKey = (d) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

function daysBefore(now, n) {
  const d = new Date(now);
  d.setHours(12, 0, 0, 0);
  d.setDate(d.getDate() - n);
  return d;
}

/**
 * @param {{ docs: [string, string, Record<string, any>][], now?: Date, ts: (d: Date) => unknown }} input
 * @returns {[string, string, Record<string, any>][]}
 */
export function buildSalesSeed({ docs, now = new Date(), ts }) {
  const random = prng(1313);
  const out = [];
  const put = (collection, id, data) => out.push([collection, id, data]);
  const of = (collection) => docs.filter(([c]) => c === collection);
  const stamp = ts(daysBefore(now, 400));

  // Daily sales: restaurants sell more than trucks, weekends more than weekdays, a slow winter.
  const locations = of('franchise_locations').filter(([, , d]) => d.enabled);
  const lateMonth = dayKey(daysBefore(now, 120)).slice(0, 7);
  for (const [, locationId, loc] of locations) {
    const base = loc.type === 'restaurant' ? 520_000 : 210_000;
    for (let n = 3; n <= DAYS_BACK; n++) {
      const day = daysBefore(now, n);
      const date = dayKey(day);
      if (loc.name === 'North Coast Truck 1' && date.startsWith(lateMonth)) continue;
      const weekend = day.getDay() === 0 || day.getDay() === 6 ? 1.35 : 1;
      const season = 1 + 0.2 * Math.sin(((day.getMonth() - 2) / 12) * 2 * Math.PI);
      const grossCents = Math.round(base * weekend * season * (0.85 + random() * 0.3));
      const discountCents = Math.round(grossCents * (0.01 + random() * 0.03));
      const refundCents = Math.round(grossCents * random() * 0.01);
      const netCents = grossCents - discountCents - refundCents;
      const averageCheck = loc.type === 'restaurant' ? 2_450 : 1_380;
      put('sales_entries', `${locationId}_${date}`, {
        locationId,
        locationName: loc.name,
        locationType: loc.type,
        territoryId: loc.territoryId,
        date,
        month: date.slice(0, 7),
        grossCents,
        discountCents,
        refundCents,
        netCents,
        transactions: Math.max(1, Math.round(netCents / (averageCheck * (0.9 + random() * 0.2)))),
        source: 'form',
        userId: 'demo-owner',
        createdAt: stamp,
        updatedAt: stamp,
      });
    }
    put('royalty_settings', locationId, {
      locationId,
      territoryId: loc.territoryId,
      versions: [
        { from: dayKey(daysBefore(now, DAYS_BACK)).slice(0, 7), royaltyBps: 600, adFundBps: 200 },
      ],
      userId: 'demo-superadmin',
      updatedAt: stamp,
    });
  }

  // Item sales: prices in cents at the item's sale price when it is on sale.
  const items = new Map(
    of('items').map(([, id, d]) => [
      id,
      d.isOnSale && d.salePriceCents > 0 ? d.salePriceCents : d.priceCents,
    ]),
  );
  const delivery = new Map(of('delivery_locations').map(([, id, d]) => [id, d]));
  // The franchise location each delivery location serves, picked as findServedLocation does
  // (same territory; enabled first, then the lowest id). The link is the COGS seed's.
  const served = new Map();
  const candidates = of('franchise_locations')
    .map(([, id, d]) => ({
      id,
      ...d,
      deliveryLocationId: d.deliveryLocationId ?? DELIVERY_OF_LOCATION[id],
    }))
    .sort((a, b) => Number(b.enabled) - Number(a.enabled) || a.id.localeCompare(b.id));
  for (const loc of candidates) {
    const point = delivery.get(loc.deliveryLocationId);
    if (point?.territoryId === loc.territoryId && !served.has(loc.deliveryLocationId)) {
      served.set(loc.deliveryLocationId, { franchiseLocationId: loc.id, locationType: loc.type });
    }
  }
  const totals = new Map(); // `${date}_${deliveryLocationId}` -> doc
  const add = (date, deliveryLocationId, itemId, qty) => {
    const key = `${date}_${deliveryLocationId}`;
    const loc = delivery.get(deliveryLocationId);
    const doc = totals.get(key) ?? {
      date,
      territoryId: loc.territoryId,
      deliveryLocationId,
      locationName: loc.name,
      ...served.get(deliveryLocationId),
      items: {},
    };
    const line = doc.items[itemId] ?? { qty: 0, cents: 0 };
    line.qty += qty;
    line.cents += qty * (items.get(itemId) ?? 0);
    doc.items[itemId] = line;
    totals.set(key, doc);
  };
  let oldest = dayKey(now);
  for (const [, , order] of of('orders')) {
    if (order.status !== 'approved' && order.status !== 'fulfilled') continue;
    const date = dayKey(order.createdAt.toDate());
    if (date < oldest) oldest = date;
    for (const line of order.items) add(date, order.deliveryLocationId, line.id, line.quantity);
  }
  // The year before the seeded orders: a delivery a week per delivery location.
  const activeItems = of('items')
    .filter(([, , d]) => d.status !== 'discontinued')
    .map(([, id]) => id);
  for (const [deliveryLocationId] of delivery) {
    for (let n = 0; n < DAYS_BACK; n++) {
      const day = daysBefore(now, n);
      const date = dayKey(day);
      if (date >= oldest || day.getDay() !== 2) continue;
      for (const itemId of activeItems) {
        if (random() < 0.4) continue;
        add(date, deliveryLocationId, itemId, 1 + Math.floor(random() * 6));
      }
    }
  }
  for (const [id, doc] of totals) put('item_sales_daily', id, { ...doc, updatedAt: stamp });
  return out;
}
