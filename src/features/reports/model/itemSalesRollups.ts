import { addDays, parseISO } from 'date-fns';
import type { ItemSalesDay } from '@/data/shapes/salesLedger';
import { dayKey, type DayBounds } from './aggregate';
import { coverBounds, periodBounds, periodsOfDay } from './salesRollups';

/*
 * Item sales rollups (issue 29): per delivery location, the item totals (cases and cents per
 * item) of one calendar month ("2026-11") or one ISO week ("2026-W48") of its item_sales_daily
 * days, the periods of the sales rollups (./salesRollups.ts), so the item sales report reads one
 * document per delivery location and period instead of every delivery day under it. Pure: the
 * server adds each day's delta in the transaction that changes the day
 * (functions/src/reports/itemSalesRollups.ts), the rebuild and the seeds compute them from the
 * days with these functions, and the app sums what it read with ItemSalesView.
 */

/** One item's totals: cases and their value in cents. */
export interface ItemTotals {
  qty: number;
  cents: number;
}

export type ItemTotalsMap = Record<string, ItemTotals>;

/**
 * An item_sales_daily day, or the change one write makes to it: its place, its type (the latest
 * write's: absent when the delivery location serves no franchise location) and its item totals.
 */
export type ItemSalesRecord = Omit<ItemSalesDay, 'items'> & { items: ItemTotalsMap };

/** One item_sales_rollups document: a delivery location's item totals of one month or ISO week. */
export type ItemRollup = Omit<ItemSalesRecord, 'date'> & { period: string };

/**
 * `a + b`, item by item. An item whose cases and cents come back to zero stays, at zero, as it
 * does in the day documents the server increments (an order approved and then un-approved).
 */
function addItems(a: ItemTotalsMap, b: ItemTotalsMap): ItemTotalsMap {
  const sum: ItemTotalsMap = { ...a };
  for (const [itemId, t] of Object.entries(b)) {
    const was = sum[itemId] ?? { qty: 0, cents: 0 };
    sum[itemId] = { qty: was.qty + t.qty, cents: was.cents + t.cents };
  }
  return sum;
}

/** An item rollup document's id: `{deliveryLocationId}_{period}`. */
export const itemRollupId = (r: Pick<ItemRollup, 'deliveryLocationId' | 'period'>) =>
  `${r.deliveryLocationId}_${r.period}`;

/**
 * The two rollups (month and ISO week) a day's record counts in, each with the record's items:
 * the increments the server adds when a write changes the day by `record.items`.
 */
export function itemRollupDeltas(record: ItemSalesRecord): ItemRollup[] {
  const { date, ...place } = record;
  return periodsOfDay(date).map((period) => ({ ...place, period }));
}

/**
 * The rollups of a set of days, computed from scratch (the rebuild and the seeds), sorted by id.
 * A rollup takes the place (name, type, territory) of its latest day, as the server's writes do.
 */
export function itemRollupsOf(days: readonly ItemSalesRecord[]): ItemRollup[] {
  const rollups = new Map<string, ItemRollup>();
  const byDay = [...days].sort((a, b) => a.date.localeCompare(b.date));
  for (const day of byDay) {
    for (const delta of itemRollupDeltas(day)) {
      const id = itemRollupId(delta);
      rollups.set(id, { ...delta, items: addItems(rollups.get(id)?.items ?? {}, delta.items) });
    }
  }
  return [...rollups.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([, r]) => r);
}

/** The stored fields of an item rollup document (without its write time). */
export function itemRollupFields(r: ItemRollup): Record<string, unknown> {
  const { from, to } = periodBounds(r.period);
  return {
    territoryId: r.territoryId,
    deliveryLocationId: r.deliveryLocationId,
    locationName: r.locationName,
    ...(r.locationType ? { locationType: r.locationType } : {}),
    unit: r.period.includes('-W') ? 'week' : 'month',
    period: r.period,
    from,
    to,
    items: r.items,
  };
}

/** A delivery location an item sales read found, for the report's location picker. */
interface ItemSalesLocation {
  id: string;
  name: string;
  territoryId: string;
}

/**
 * What an item sales report read: item rollups of some periods and the item_sales_daily days at
 * the ends of its ranges (readPlan). itemsOf sums the items over any bounds whose coverBounds
 * parts were read, for every delivery location or one.
 */
export class ItemSalesView {
  private readonly periods = new Map<string, ItemRollup[]>();
  private readonly days = new Map<string, ItemSalesRecord[]>();

  constructor(rollups: readonly ItemRollup[], days: readonly ItemSalesRecord[]) {
    for (const r of rollups) this.periods.set(r.period, [...(this.periods.get(r.period) ?? []), r]);
    for (const d of days) this.days.set(d.date, [...(this.days.get(d.date) ?? []), d]);
  }

  /** Every part (rollup or day) of `bounds` as read, of `deliveryLocationId` when given. */
  private partsOf(bounds: DayBounds, deliveryLocationId?: string): Omit<ItemRollup, 'period'>[] {
    const { periods, days } = coverBounds(bounds);
    const parts: Omit<ItemRollup, 'period'>[] = periods.flatMap((p) => this.periods.get(p) ?? []);
    for (const run of days) {
      for (let d = parseISO(run.from); dayKey(d) <= run.to; d = addDays(d, 1)) {
        parts.push(...(this.days.get(dayKey(d)) ?? []));
      }
    }
    return deliveryLocationId === undefined
      ? parts
      : parts.filter((p) => p.deliveryLocationId === deliveryLocationId);
  }

  /** Cases and cents per item over `bounds`, of one delivery location or all. */
  itemsOf(bounds: DayBounds, deliveryLocationId?: string): ItemTotalsMap {
    return this.partsOf(bounds, deliveryLocationId).reduce<ItemTotalsMap>(
      (sum, p) => addItems(sum, p.items),
      {},
    );
  }

  /** Revenue in cents per territory over `bounds`. */
  centsByTerritory(bounds: DayBounds): Map<string, number> {
    const totals = new Map<string, number>();
    for (const p of this.partsOf(bounds)) {
      const cents = Object.values(p.items).reduce((s, t) => s + t.cents, 0);
      totals.set(p.territoryId, (totals.get(p.territoryId) ?? 0) + cents);
    }
    return totals;
  }

  /** The delivery locations of everything read, by name (the latest name of each). */
  locations(): ItemSalesLocation[] {
    const found = new Map<string, ItemSalesLocation>();
    for (const part of [...this.periods.values(), ...this.days.values()].flat()) {
      found.set(part.deliveryLocationId, {
        id: part.deliveryLocationId,
        name: part.locationName,
        territoryId: part.territoryId,
      });
    }
    return [...found.values()].sort((a, b) => a.name.localeCompare(b.name));
  }
}
