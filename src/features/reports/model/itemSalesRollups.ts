import type { ItemSalesDay } from '@/data/shapes/salesLedger';
import type { LocationType } from '@/data/franchiseLocations';
import { daysIn, type DayBounds } from './aggregate';
import { coverBounds, periodBounds, periodsOfDay } from './salesRollups';

/*
 * Item sales rollups (issue 29): per delivery location, the item totals (cases and cents per
 * item) of one calendar month ("2026-11") or one ISO week ("2026-W48") of its item_sales_daily
 * days, the periods of the sales rollups (./salesRollups.ts), so the item sales report reads one
 * document per delivery location and period instead of every delivery day under it. Pure: the
 * server adds each day's delta in the transaction that changes the day
 * (functions/src/reports/itemSalesRollups.ts), the rebuild and the seeds compute them from the
 * days with these functions, and the app sums what it read with ItemSalesView.
 * Territory item rollups (territory_item_sales_rollups/{territoryId}_{period}): the same days
 * summed per territory, per month, ISO week and single day (the ends of a range), with the items
 * of each location type apart and the delivery locations they came from, so the corporate views
 * read one document per territory and period whatever the number of locations. Stored in two
 * documents of the same id: the items of every type (territory_item_sales_rollups, the first
 * view) and the types with the locations (territory_item_type_rollups, read on demand).
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

// ------------------------------------------------------------------ territory rollups

/** A delivery location a territory rollup counts, with the type of its latest day. */
interface RollupLocation {
  name: string;
  type?: LocationType;
}

/**
 * One territory_item_sales_rollups document: a territory's item totals of one month, ISO week or
 * day ("2026-11-30"), all types together and per location type (a delivery location serving no
 * franchise location counts in `items` only), and the delivery locations counted.
 */
export interface TerritoryItemRollup {
  territoryId: string;
  period: string;
  items: ItemTotalsMap;
  types: Partial<Record<LocationType, ItemTotalsMap>>;
  locations: Record<string, RollupLocation>;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The first and last day of a territory rollup's period (a day is its own). */
const territoryPeriodBounds = (period: string): DayBounds =>
  DAY.test(period) ? { from: period, to: period } : periodBounds(period);

/** A territory item rollup document's id: `{territoryId}_{period}`. */
export const territoryItemRollupId = (r: Pick<TerritoryItemRollup, 'territoryId' | 'period'>) =>
  `${r.territoryId}_${r.period}`;

const placeOf = (record: ItemSalesRecord): RollupLocation => ({
  name: record.locationName,
  ...(record.locationType ? { type: record.locationType } : {}),
});

/**
 * The three territory rollups (month, ISO week, the day itself) a day's record counts in, each
 * with the record's items under its type: the increments the server adds with the day's change.
 */
export function territoryItemRollupDeltas(record: ItemSalesRecord): TerritoryItemRollup[] {
  const { date, territoryId, items, locationType } = record;
  return [...periodsOfDay(date), date].map((period) => ({
    territoryId,
    period,
    items,
    types: locationType ? { [locationType]: items } : {},
    locations: { [record.deliveryLocationId]: placeOf(record) },
  }));
}

/**
 * The territory rollups of a set of days, computed from scratch (the rebuild and the seeds),
 * sorted by id. A delivery location is listed with the name and type of its latest day, as the
 * server's writes leave it.
 */
export function territoryItemRollupsOf(days: readonly ItemSalesRecord[]): TerritoryItemRollup[] {
  const rollups = new Map<string, TerritoryItemRollup>();
  const byDay = [...days].sort((a, b) => a.date.localeCompare(b.date));
  for (const day of byDay) {
    for (const delta of territoryItemRollupDeltas(day)) {
      const id = territoryItemRollupId(delta);
      const was = rollups.get(id);
      if (!was) {
        rollups.set(id, delta);
        continue;
      }
      const types = { ...was.types };
      for (const [type, items] of Object.entries(delta.types) as [LocationType, ItemTotalsMap][]) {
        types[type] = addItems(types[type] ?? {}, items);
      }
      rollups.set(id, {
        ...was,
        items: addItems(was.items, delta.items),
        types,
        locations: { ...was.locations, ...delta.locations },
      });
    }
  }
  return [...rollups.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([, r]) => r);
}

/** The fields a territory item rollup and its type rollup both store: its place in time. */
function territoryPeriodFields(r: TerritoryItemRollup): Record<string, unknown> {
  const day = DAY.test(r.period);
  const { from, to } = territoryPeriodBounds(r.period);
  return {
    territoryId: r.territoryId,
    unit: day ? 'day' : r.period.includes('-W') ? 'week' : 'month',
    period: r.period,
    from,
    to,
  };
}

/**
 * The stored fields of a territory item rollup document (without its write time): the items of
 * every type together, all the report's first view shows. The types and the delivery locations
 * are in its type rollup (territoryItemTypeRollupFields), read only for a type or the location
 * picker: on a tablet they were four fifths of the bytes of the first view.
 */
export function territoryItemRollupFields(r: TerritoryItemRollup): Record<string, unknown> {
  return { ...territoryPeriodFields(r), items: r.items };
}

/**
 * The stored fields of a territory item type rollup document
 * (territory_item_type_rollups/{territoryId}_{period}, without its write time): the items per
 * location type and the delivery locations counted.
 */
export function territoryItemTypeRollupFields(r: TerritoryItemRollup): Record<string, unknown> {
  return {
    ...territoryPeriodFields(r),
    // Absent, not empty, when no day had a type: as the server's increments leave it.
    ...(Object.keys(r.types).length > 0 ? { types: r.types } : {}),
    locations: r.locations,
  };
}

// ------------------------------------------------------------------ reading

/** Some items of one territory: a rollup's or a day's, of any level. */
interface ItemPart {
  territoryId: string;
  items: ItemTotalsMap;
}

/**
 * What an item sales report read: rollups of some periods and days at the ends of its ranges
 * (readPlan), of a territory or of one delivery location. itemsOf sums the items over any bounds
 * whose coverBounds parts were read.
 */
export class ItemSalesView {
  private readonly periods = new Map<string, ItemPart[]>();
  private readonly days = new Map<string, ItemPart[]>();

  constructor(
    periods: readonly (ItemPart & { period: string })[],
    days: readonly (ItemPart & { date: string })[],
  ) {
    for (const r of periods) this.periods.set(r.period, [...(this.periods.get(r.period) ?? []), r]);
    for (const d of days) this.days.set(d.date, [...(this.days.get(d.date) ?? []), d]);
  }

  /** Every part (rollup or day) of `bounds` as read. */
  private partsOf(bounds: DayBounds): ItemPart[] {
    const { periods, days } = coverBounds(bounds);
    const parts = periods.flatMap((p) => this.periods.get(p) ?? []);
    for (const day of days.flatMap(daysIn)) parts.push(...(this.days.get(day) ?? []));
    return parts;
  }

  /** Cases and cents per item over `bounds`. */
  itemsOf(bounds: DayBounds): ItemTotalsMap {
    return this.partsOf(bounds).reduce<ItemTotalsMap>((sum, p) => addItems(sum, p.items), {});
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
}

/**
 * The view of territory rollups as read (months and weeks as periods, days as days), of every
 * location or of one location type's.
 */
export function territoryItemSalesView(
  rollups: readonly TerritoryItemRollup[],
  locationType?: LocationType,
): ItemSalesView {
  const part = (r: TerritoryItemRollup): ItemPart => ({
    territoryId: r.territoryId,
    items: locationType ? (r.types[locationType] ?? {}) : r.items,
  });
  return new ItemSalesView(
    rollups.filter((r) => !DAY.test(r.period)).map((r) => ({ ...part(r), period: r.period })),
    rollups.filter((r) => DAY.test(r.period)).map((r) => ({ ...part(r), date: r.period })),
  );
}

/** A delivery location an item sales read found, for the report's location picker. */
interface ItemSalesLocation {
  id: string;
  name: string;
  territoryId: string;
}

/**
 * The delivery locations the territory rollups read count (of one type when given), by name,
 * each with its name in the latest period read.
 */
export function itemSalesLocations(
  rollups: readonly TerritoryItemRollup[],
  locationType?: LocationType,
): ItemSalesLocation[] {
  const found = new Map<string, ItemSalesLocation & { type?: LocationType; end: string }>();
  for (const r of rollups) {
    const end = territoryPeriodBounds(r.period).to;
    for (const [id, place] of Object.entries(r.locations)) {
      const was = found.get(id);
      if (was && was.end > end) continue;
      found.set(id, { id, name: place.name, type: place.type, territoryId: r.territoryId, end });
    }
  }
  return [...found.values()]
    .filter((l) => !locationType || l.type === locationType)
    .map(({ id, name, territoryId }) => ({ id, name, territoryId }))
    .sort((a, b) => a.name.localeCompare(b.name));
}
