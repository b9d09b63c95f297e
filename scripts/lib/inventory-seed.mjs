/**
 * Seed of the inventory counts (issue 14), built from the documents scripts/seed.mjs already made:
 * - the items get their counting fields (unitsPerCase, countUnit, storageAreas, shelfOrder),
 *   patched into the item documents in `docs`;
 * - inventory_settings/storageAreas: the default areas per location type;
 * - per enabled franchise location three periods: two closed (95 -> 65 and 65 -> 35 days ago)
 *   and one open since 35 days ago, each opening equal to the previous closing (as the app
 *   pre-fills it), with count_lines in the repository's shape
 *   ({itemId, count, state: 'counted' | 'zero', quantity in eaches or lb, userId, updatedAt}).
 * Purchases are the seeded orders already fulfilled inside each period at the location's
 * delivery point (`deliveryLocationId` on the period): no order is added, so the order lists
 * and counters other tests rely on stay as they are. Closing = opening + received - usage.
 *
 * Realistic COGS: a period uses up COGS_SHARE (31 %) of the location's net sales in it (a
 * quick-service COGS % is 28-35 %). The seeded orders alone are far too small for that (a few
 * cases against $60,000-180,000 of sales a month), so the cases of the location's fulfilled
 * orders are multiplied by one whole factor (the orders and their number stay; their
 * item_sales_daily totals grow with them), sized so that what arrives from the first count to
 * today pays for what is used. Plausible counts (issue 30): each item is used at an even pace
 * through each period (plannedStock), so every seeded count, and the stock held today, is what
 * the count sheet's expectations lead one to expect; no line runs out or passes the rules'
 * 100,000.
 */
import { DELIVERY_OF_LOCATION } from './cogs-seed.mjs';
import { dayKey } from './sales-seed.mjs';

/** Share of net sales a seeded period uses up: its COGS %. */
export const COGS_SHARE = 0.31;
/** The rules' bound on one count line (eaches or lb). */
export const MAX_COUNT = 100_000;
/** At most this many eaches of an item arrive in one order line, so counts stay in bounds. */
export const MAX_DELIVERED = MAX_COUNT / 2;

/** Counting fields per item SKU: [unitsPerCase, countUnit, restaurant area, truck area, shelf]. */
const COUNTING = {
  'BP-4OZ': [40, 'each', 'Freezer', 'Truck freezer', 1],
  'BUN-BRI': [12, 'each', 'Dry storage', 'Dry bins', 1],
  'CHS-CHD': [160, 'each', 'Walk-in cooler', 'Truck fridge', 2],
  'FF-5LB': [6, 'each', 'Freezer', 'Truck freezer', 2],
  'CT-3LB': [4, 'each', 'Freezer', 'Truck freezer', 3],
  'SAU-SIG': [4, 'each', 'Walk-in cooler', 'Truck fridge', 1],
  'CUP-16': [1000, 'each', 'Dry storage', 'Truck cab', 2],
  'OR-2LB': [6, 'each', 'Freezer', 'Truck freezer', 4],
  'FSH-FIL': [10, 'lb', 'Walk-in cooler', 'Truck fridge', 3],
  'VB-4OZ': [40, 'each', 'Freezer', 'Truck freezer', 5],
  'CUP-HOL': [1000, 'each', 'Dry storage', 'Truck cab', 3],
};

export const STORAGE_AREAS = {
  restaurant: ['Walk-in cooler', 'Freezer', 'Dry storage', 'Line'],
  truck: ['Truck fridge', 'Truck freezer', 'Dry bins', 'Truck cab'],
};

/** Days before `now` of each count: opening of period 1, then each closing (= next opening). */
const COUNT_DAYS = [95, 65, 35];

function prng(seed) {
  let s = seed;
  return () => {
    s = (s * 1664525 + 1013904223) % 4294967296;
    return s / 4294967296;
  };
}

function daysBefore(now, n) {
  const d = new Date(now);
  d.setDate(d.getDate() - n);
  d.setHours(18, 0, 0, 0);
  return d;
}

const short = (d) => d.toLocaleDateString('en-US', { month: 'short', day: 'numeric' });

/** When a seeded order was fulfilled: its last revision into 'fulfilled'. */
function fulfilledAt(order) {
  const entry = [...(order.revisions ?? [])].reverse().find((r) => r.to === 'fulfilled');
  return entry ? entry.at.toDate() : null;
}

/**
 * @param {{ docs: [string, string, Record<string, any>][], now?: Date, ts: (d: Date) => unknown }} input
 * @returns {[string, string, Record<string, any>][]}
 */
export function buildInventorySeed({ docs, now = new Date(), ts }) {
  const random = prng(14014);
  const out = [];
  out.push(['inventory_settings', 'storageAreas', { ...STORAGE_AREAS, updatedAt: ts(now) }]);

  const items = [];
  for (const [collection, id, data] of docs) {
    if (collection !== 'items') continue;
    const fields = COUNTING[data.sku];
    if (fields) {
      const [unitsPerCase, countUnit, restaurant, truck, shelfOrder] = fields;
      Object.assign(data, {
        unitsPerCase,
        countUnit,
        storageAreas: { restaurant, truck },
        shelfOrder,
      });
    }
    if (data.status === 'active') {
      const casePriceCents =
        (data.isOnSale && data.salePriceCents > 0 ? data.salePriceCents : data.priceCents) || 0;
      items.push({ id, unitsPerCase: data.unitsPerCase ?? 1, casePriceCents });
    }
  }
  const priceOf = new Map(items.map((i) => [i.id, i]));
  const dayTotals = new Map(
    docs.filter(([c]) => c === 'item_sales_daily').map(([, id, d]) => [id, d]),
  );
  const orders = docs.filter(([c, , d]) => c === 'orders' && d.status === 'fulfilled');
  const sold = docs
    .filter(([c, , d]) => c === 'orders' && (d.status === 'approved' || d.status === 'fulfilled'))
    .map(([, , d]) => d);
  const firstOrderDay = sold.map((o) => dayKey(o.createdAt.toDate())).sort()[0] ?? '';
  const users = Object.fromEntries(
    docs.filter(([c]) => c === 'users').map(([, id, d]) => [d.role, id]),
  );

  const locations = docs.filter(([c, , d]) => c === 'franchise_locations' && d.enabled);
  for (const [, locationId, location] of locations) {
    const deliveryLocationId = DELIVERY_OF_LOCATION[locationId];
    const counter = location.territoryId.includes('north') ? users.manager : users.franchiseeOwner;
    const dates = [...COUNT_DAYS.map((n) => daysBefore(now, n)), null];
    const delivered = orders
      .map(([, , order]) => order)
      .filter((order) => order.deliveryLocationId === deliveryLocationId && fulfilledAt(order));
    /** Cases received per item at the delivery point in (from, to]. */
    const received = (from, to) => {
      const cases = {};
      for (const order of delivered) {
        const at = fulfilledAt(order);
        if (at <= from || at > to) continue;
        for (const line of order.items) cases[line.id] = (cases[line.id] ?? 0) + line.quantity;
      }
      return cases;
    };
    // What each stretch between counts uses up: COGS_SHARE of its net sales (the open period's
    // to today, so the stock it holds now is as plausible as the counts before it).
    const spans = [0, 1, 2].map((p) => [dates[p], dates[p + 1] ?? now]);
    const targets = spans.map(([from, to]) =>
      Math.round(COGS_SHARE * netSalesOf(docs, locationId, from, to)),
    );
    const rawCents = valueOfCases(received(dates[0], now), priceOf);
    const factor = rawCents > 0 ? Math.max(1, Math.ceil(sum(targets) / rawCents)) : 1;
    // Approved orders (on their way) and the generated item sales history before the seeded
    // orders grow alike, so item sales compare like with like. Each demo delivery location
    // serves one franchise location (DELIVERY_OF_LOCATION), so its orders grow once.
    for (const order of sold.filter((o) => o.deliveryLocationId === deliveryLocationId)) {
      scaleOrder(order, factor, priceOf, dayTotals);
    }
    for (const [id, day] of dayTotals) {
      if (day.deliveryLocationId !== deliveryLocationId || day.date >= firstOrderDay) continue;
      scaleDay(day, factor, priceOf);
      dayTotals.delete(id);
    }
    const stock = plannedStock({ items, spans, targets, deliveries: delivered, random });
    for (let p = 0; p < 3; p++) {
      const openedAt = dates[p];
      const closedAt = dates[p + 1];
      const id = `inventory-${locationId.replace('location-', '')}-${p + 1}`;
      out.push(...countLines(id, 'opening', stock(openedAt), counter, ts(openedAt)));
      if (closedAt) out.push(...countLines(id, 'closing', stock(closedAt), counter, ts(closedAt)));
      out.push([
        'inventory_reports',
        id,
        {
          locationId,
          locationName: location.name,
          locationType: location.type,
          territoryId: location.territoryId,
          name: `${location.name} ${short(openedAt)}${closedAt ? ` - ${short(closedAt)}` : ''}`,
          status: closedAt ? 'closed' : 'open',
          reopenCount: 0,
          userId: counter,
          deliveryLocationId,
          openingCountedAt: ts(openedAt),
          ...(closedAt ? { closingCountedAt: ts(closedAt) } : {}),
          createdAt: ts(new Date(openedAt.getTime() - 3600_000)),
          updatedAt: ts(closedAt ?? openedAt),
        },
      ]);
    }
  }
  return out;
}

/**
 * The count_lines of one count (`'opening'` or `'closing'`) of period `reportId`, one per item of
 * `quantities` (eaches or lb), in the repository's shape: what the demo and the scale seed write.
 */
export function countLines(reportId, count, quantities, userId, updatedAt) {
  return Object.entries(quantities).map(([itemId, quantity]) => [
    `inventory_reports/${reportId}/count_lines`,
    `${count}_${itemId}`,
    { itemId, count, state: quantity === 0 ? 'zero' : 'counted', quantity, userId, updatedAt },
  ]);
}

/** Net sales (cents) of a location's seeded sales days from the day of `from` to that of `to`. */
function netSalesOf(docs, locationId, from, to) {
  const [first, last] = [dayKey(from), dayKey(to)];
  let cents = 0;
  for (const [collection, , d] of docs) {
    if (collection !== 'sales_entries' || d.locationId !== locationId) continue;
    if (d.date >= first && d.date <= last) cents += d.netCents;
  }
  return cents;
}

function valueOfCases(cases, priceOf) {
  let cents = 0;
  for (const [itemId, n] of Object.entries(cases))
    cents += n * (priceOf.get(itemId)?.casePriceCents ?? 0);
  return cents;
}

const sum = (values) => values.reduce((a, b) => a + b, 0);

/** Whole days between two instants (fractions kept: usage runs by the hour). */
const daysOf = (from, to) => (to.getTime() - from.getTime()) / 86_400_000;

/**
 * What a location holds of each item at any moment, as a steady kitchen would: each item is used
 * at an even rate through each stretch between counts (its share of the stretch's COGS target,
 * the share its deliveries make of all it received, +/- 6 %), deliveries arrive when their orders
 * were fulfilled, and the first opening holds what the item needs until its deliveries catch up
 * plus about a week of use and a few cases. So a count is what the last count, the deliveries and
 * the last period's pace of use lead one to expect (the count sheet's flags stay quiet), and no
 * line runs out. Returns `stock(at)`: whole eaches (or lb) per item at `at`, at most MAX_COUNT.
 */
function plannedStock({ items, spans, targets, deliveries, random }) {
  const [start, end] = [spans[0][0], spans.at(-1)[1]];
  const arrivals = deliveries
    .map((order) => ({ at: fulfilledAt(order), lines: order.items }))
    .filter(({ at }) => at > start && at <= end);
  const eachesIn = (item, lines) =>
    sum(lines.filter((l) => l.id === item.id).map((l) => l.quantity * item.unitsPerCase));
  const centsOf = (item, eaches) => (eaches * item.casePriceCents) / item.unitsPerCase;
  const receivedCents = items.map((i) =>
    centsOf(i, sum(arrivals.map((a) => eachesIn(i, a.lines)))),
  );
  const priced = items.filter((i) => i.casePriceCents > 0);
  // An item never delivered is not used; without any delivery every priced item shares alike.
  const share = (i, n) =>
    sum(receivedCents) > 0
      ? receivedCents[n] / sum(receivedCents)
      : i.casePriceCents > 0
        ? 1 / priced.length
        : 0;
  const plans = items.map((item, n) => {
    // Eaches used per day in each stretch.
    const rates = spans.map(([from, to], p) =>
      item.casePriceCents > 0
        ? (share(item, n) * targets[p] * item.unitsPerCase * (0.94 + 0.12 * random())) /
          item.casePriceCents /
          daysOf(from, to)
        : 0,
    );
    const used = (at) =>
      sum(spans.map(([from, to], p) => rates[p] * Math.max(0, daysOf(from, at < to ? at : to))));
    const came = (at, included) =>
      sum(
        arrivals
          .filter((a) => (included ? a.at <= at : a.at < at))
          .map((a) => eachesIn(item, a.lines)),
      );
    // Stock is lowest just before a delivery, or now: the opening covers the deepest dip.
    const dip = Math.max(
      0,
      ...[...arrivals.map((a) => a.at), end].map((at) => used(at) - came(at, false)),
    );
    const opening =
      dip +
      6 * rates[0] +
      (1 + Math.floor(random() * 3)) * item.unitsPerCase +
      Math.floor(random() * item.unitsPerCase);
    return { item, at: (at) => opening + came(at, true) - used(at) };
  });
  return (at) =>
    Object.fromEntries(
      plans.map(({ item, at: onHand }) => [
        item.id,
        Math.min(MAX_COUNT, Math.max(0, Math.round(onHand(at)))),
      ]),
    );
}

/**
 * Multiplies a seeded order's cases (at most MAX_DELIVERED eaches a line) and adds the extra
 * cases to its day's item sales totals, so the item sales report and COGS purchases agree.
 */
function scaleOrder(order, factor, priceOf, dayTotals) {
  const day = dayTotals.get(`${dayKey(order.createdAt.toDate())}_${order.deliveryLocationId}`);
  for (const line of order.items) {
    const item = priceOf.get(line.id);
    if (!item) continue;
    const cases = scaledCases(line.quantity, factor, item);
    const extra = cases - line.quantity;
    line.quantity = cases;
    const total = day?.items[line.id];
    if (total) {
      total.qty += extra;
      total.cents += extra * item.casePriceCents;
    }
  }
}

function scaledCases(cases, factor, item) {
  return Math.max(cases, Math.min(cases * factor, Math.floor(MAX_DELIVERED / item.unitsPerCase)));
}

/** Multiplies a generated item sales day (no order behind it) as its location's orders. */
function scaleDay(day, factor, priceOf) {
  for (const [itemId, total] of Object.entries(day.items)) {
    const item = priceOf.get(itemId);
    if (!item) continue;
    const cases = scaledCases(total.qty, factor, item);
    total.cents += (cases - total.qty) * item.casePriceCents;
    total.qty = cases;
  }
}
