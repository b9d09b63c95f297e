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
 */
import { DELIVERY_OF_LOCATION } from './cogs-seed.mjs';

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
    if (data.status === 'active') items.push({ id, unitsPerCase: data.unitsPerCase ?? 1 });
  }
  const orders = docs.filter(([c, , d]) => c === 'orders' && d.status === 'fulfilled');
  const users = Object.fromEntries(
    docs.filter(([c]) => c === 'users').map(([, id, d]) => [d.role, id]),
  );

  const locations = docs.filter(([c, , d]) => c === 'franchise_locations' && d.enabled);
  for (const [, locationId, location] of locations) {
    const deliveryLocationId = DELIVERY_OF_LOCATION[locationId];
    const counter = location.territoryId.includes('north') ? users.manager : users.franchiseeOwner;
    /** Cases received per item at the delivery point in (from, to]. */
    const received = (from, to) => {
      const cases = {};
      for (const [, , order] of orders) {
        if (order.deliveryLocationId !== deliveryLocationId) continue;
        const at = fulfilledAt(order);
        if (!at || at <= from || at > to) continue;
        for (const line of order.items) cases[line.id] = (cases[line.id] ?? 0) + line.quantity;
      }
      return cases;
    };
    // The first opening: 2 to 6 cases and some loose eaches of each item.
    let stock = Object.fromEntries(
      items.map((i) => [
        i.id,
        (2 + Math.floor(random() * 5)) * i.unitsPerCase + Math.floor(random() * i.unitsPerCase),
      ]),
    );
    const dates = [...COUNT_DAYS.map((n) => daysBefore(now, n)), null];
    for (let p = 0; p < 3; p++) {
      const openedAt = dates[p];
      const closedAt = dates[p + 1];
      const id = `inventory-${locationId.replace('location-', '')}-${p + 1}`;
      const lines = (count, quantities, at) => {
        for (const [itemId, quantity] of Object.entries(quantities)) {
          out.push([
            `inventory_reports/${id}/count_lines`,
            `${count}_${itemId}`,
            {
              itemId,
              count,
              state: quantity === 0 ? 'zero' : 'counted',
              quantity,
              userId: counter,
              updatedAt: ts(at),
            },
          ]);
        }
      };
      lines('opening', stock, openedAt);
      if (closedAt) {
        const cases = received(openedAt, closedAt);
        const days = Math.round((closedAt - openedAt) / 86_400_000);
        const closing = {};
        for (const i of items) {
          // Uses 0.05 to 0.2 cases a day; never below zero (a sold-out line is counted zero).
          const usage = Math.round((0.05 + random() * 0.15) * days * i.unitsPerCase);
          closing[i.id] = Math.max(0, stock[i.id] + (cases[i.id] ?? 0) * i.unitsPerCase - usage);
        }
        lines('closing', closing, closedAt);
        stock = closing;
      }
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
