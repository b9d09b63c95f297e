import { fields as field, type StoredFields } from './fields';
import type { LocationType } from '../franchiseLocations';

/*
 * The sales ledger's day records, pure (no Firebase SDK: the server's callables and jobs read
 * with them too), money in integer cents:
 * - sales_entries/{locationId}_{day}: a franchise location's reported sales of one day;
 * - sales_adjustments/{approvalId}: an approved refund on its refund day;
 * - sales_rollups/{locationId}_{period} and territory_sales_rollups/{territoryId}_{period}: the
 *   server-kept totals of a calendar month ("2026-11") or ISO week ("2026-W48", with its days)
 *   of those records (src/features/reports/model/salesRollups.ts);
 * - item_sales_daily/{day}_{deliveryLocationId}: approved order lines per delivery day,
 *   item_sales_rollups/{deliveryLocationId}_{period}: their months and ISO weeks summed, and
 *   territory_item_sales_rollups/{territoryId}_{period}: a territory's months, ISO weeks and days
 *   summed, with territory_item_type_rollups of the same id holding their sums per location type
 *   and the delivery locations (src/features/reports/model/itemSalesRollups.ts).
 */

/** The location type a ledger document carries; anything else reads as a restaurant. */
const readLocationType = (value: unknown): LocationType =>
  value === 'truck' ? 'truck' : 'restaurant';

// ------------------------------------------------------------------ sales_entries

/** One sales_entries document's figures with its place. */
export interface SalesDay {
  locationId: string;
  locationType: LocationType;
  date: string;
  grossCents: number;
  discountCents: number;
  refundCents: number;
  netCents: number;
  transactions: number;
}

export const readSalesDay = (data: StoredFields): SalesDay => ({
  locationId: field.text(data.locationId),
  locationType: readLocationType(data.locationType),
  date: field.text(data.date),
  grossCents: field.number(data.grossCents),
  discountCents: field.number(data.discountCents),
  refundCents: field.number(data.refundCents),
  netCents: field.number(data.netCents),
  transactions: field.number(data.transactions),
});

// ------------------------------------------------------------------ sales_adjustments

/** One sales_adjustments document: an approved refund request of a location on its refund day. */
export interface SalesAdjustment {
  approvalId: string;
  locationId: string;
  date: string;
  amountCents: number;
}

export const readSalesAdjustment = (data: StoredFields, id: string): SalesAdjustment => ({
  approvalId: id,
  locationId: field.text(data.locationId),
  date: field.text(data.date),
  amountCents: field.number(data.amountCents),
});

// ------------------------------------------------------------------ sales_rollups

/** The figures of some days of one location (or territory), money in integer cents. */
export interface SalesFigures {
  grossCents: number;
  discountCents: number;
  refundCents: number;
  /** Net sales as the POS reported them, before approved refunds. */
  netCents: number;
  transactions: number;
  /** Days reported (sales_entries), not calendar days. */
  days: number;
  /** Approved refunds (sales_adjustments) on these days. */
  adjustmentCents: number;
}

/** One sales_rollups document: a location's figures of one month or ISO week. */
export interface LocationRollup {
  locationId: string;
  period: string;
  figures: SalesFigures;
  /** A week's figures per day (yyyy-MM-dd); months have none. */
  byDay?: Record<string, SalesFigures>;
}

const readRollupFigures = (data: StoredFields): SalesFigures => ({
  grossCents: field.number(data.grossCents),
  discountCents: field.number(data.discountCents),
  refundCents: field.number(data.refundCents),
  netCents: field.number(data.netCents),
  transactions: field.number(data.transactions),
  days: field.number(data.days),
  adjustmentCents: field.number(data.adjustmentCents),
});

const isMap = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** A week's days; absent (a month, or a week stored before days were kept) when not a map. */
function readByDay(value: unknown): { byDay?: Record<string, SalesFigures> } {
  if (!isMap(value)) return {};
  const byDay: Record<string, SalesFigures> = {};
  for (const [day, figures] of Object.entries(value)) {
    if (isMap(figures)) byDay[day] = readRollupFigures(figures);
  }
  return { byDay };
}

export const readLocationRollup = (data: StoredFields): LocationRollup => ({
  locationId: field.text(data.locationId),
  period: field.text(data.period),
  figures: readRollupFigures(data),
  ...readByDay(data.byDay),
});

/** One territory_sales_rollups document: a territory's figures of one month or ISO week. */
export interface TerritoryRollup extends Omit<LocationRollup, 'locationId'> {
  territoryId: string;
}

export const readTerritoryRollup = (data: StoredFields): TerritoryRollup => ({
  territoryId: field.text(data.territoryId),
  period: field.text(data.period),
  figures: readRollupFigures(data),
  ...readByDay(data.byDay),
});

/**
 * One chain_sales_rollups document: every territory's figures of one month or ISO week, keyed by
 * territory id, each as its territory_sales_rollups document holds them.
 */
export interface ChainSalesRollup {
  period: string;
  territories: Record<string, Pick<LocationRollup, 'figures' | 'byDay'>>;
}

export function readChainSalesRollup(data: StoredFields): ChainSalesRollup {
  const territories: ChainSalesRollup['territories'] = {};
  if (isMap(data.territories)) {
    for (const [territoryId, t] of Object.entries(data.territories)) {
      if (isMap(t))
        territories[territoryId] = { figures: readRollupFigures(t), ...readByDay(t.byDay) };
    }
  }
  return { period: field.text(data.period), territories };
}

// ------------------------------------------------------------------ item_sales_daily

/** One item's totals of a day: cases and their value in cents. */
interface ItemDayTotals {
  qty: number;
  cents: number;
}

/** One item_sales_daily document: what one delivery location received per item on one day. */
export interface ItemSalesDay {
  date: string;
  territoryId: string;
  deliveryLocationId: string;
  locationName: string;
  /** The type of the franchise location that delivery location serves; absent when none is linked. */
  locationType?: LocationType;
  items: Record<string, ItemDayTotals>;
}

/** The per-item totals of a day; an entry that is not a map reads as nothing sold. */
function readItemTotals(value: unknown): Record<string, ItemDayTotals> {
  const items: Record<string, ItemDayTotals> = {};
  if (typeof value !== 'object' || value === null) return items;
  for (const [itemId, totals] of Object.entries(value)) {
    if (typeof totals !== 'object' || totals === null) continue;
    items[itemId] = {
      qty: field.number(Reflect.get(totals, 'qty')),
      cents: field.number(Reflect.get(totals, 'cents')),
    };
  }
  return items;
}

export const readItemSalesDay = (data: StoredFields): ItemSalesDay => ({
  date: field.text(data.date),
  territoryId: field.text(data.territoryId),
  deliveryLocationId: field.text(data.deliveryLocationId),
  locationName: field.text(data.locationName),
  ...(data.locationType === 'truck' || data.locationType === 'restaurant'
    ? { locationType: data.locationType }
    : {}),
  items: readItemTotals(data.items),
});

// ------------------------------------------------------------------ item_sales_rollups

/** One item_sales_rollups document: a delivery location's item totals of one month or ISO week. */
export interface ItemSalesRollup extends Omit<ItemSalesDay, 'date'> {
  period: string;
}

export const readItemSalesRollup = (data: StoredFields): ItemSalesRollup => {
  const { date, ...place } = readItemSalesDay(data);
  return { ...place, period: field.text(data.period) };
};

// ------------------------------------------------------------------ territory_item_sales_rollups

/**
 * A territory's item totals of one month, ISO week or day: all together (a
 * territory_item_sales_rollups document, no types or locations), or per location type with the
 * delivery locations counted (a territory_item_type_rollups document, no items); the absent
 * fields read empty.
 */
export interface TerritoryItemSalesRollup {
  territoryId: string;
  period: string;
  items: Record<string, ItemDayTotals>;
  types: Partial<Record<LocationType, Record<string, ItemDayTotals>>>;
  locations: Record<string, { name: string; type?: LocationType }>;
}

function readRollupLocations(value: unknown): TerritoryItemSalesRollup['locations'] {
  const locations: TerritoryItemSalesRollup['locations'] = {};
  if (typeof value !== 'object' || value === null) return locations;
  for (const [id, place] of Object.entries(value)) {
    if (typeof place !== 'object' || place === null) continue;
    const type: unknown = Reflect.get(place, 'type');
    locations[id] = {
      name: field.text(Reflect.get(place, 'name')),
      ...(type === 'truck' || type === 'restaurant' ? { type } : {}),
    };
  }
  return locations;
}

export const readTerritoryItemSalesRollup = (data: StoredFields): TerritoryItemSalesRollup => {
  const types: TerritoryItemSalesRollup['types'] = {};
  const stored: unknown = data.types;
  for (const type of ['truck', 'restaurant'] as const) {
    const items: unknown = typeof stored === 'object' && stored ? Reflect.get(stored, type) : null;
    if (typeof items === 'object' && items !== null) types[type] = readItemTotals(items);
  }
  return {
    territoryId: field.text(data.territoryId),
    period: field.text(data.period),
    items: readItemTotals(data.items),
    types,
    locations: readRollupLocations(data.locations),
  };
};

// ------------------------------------------------------------------ territory_sales_days

/** One territory_sales_days document: per location, the reported days of one ISO week. */
export interface SalesDayWeek {
  territoryId: string;
  period: string;
  /** locationId -> yyyy-MM-dd -> POS net sales and entries reporting it (0 or 1). */
  locations: Record<string, Record<string, { netCents: number; reported: number }>>;
}

export const readSalesDayWeek = (data: StoredFields): SalesDayWeek => {
  const locations: SalesDayWeek['locations'] = {};
  for (const [locationId, days] of Object.entries(isMap(data.locations) ? data.locations : {})) {
    if (!isMap(days)) continue;
    locations[locationId] = {};
    for (const [day, figures] of Object.entries(days)) {
      if (!isMap(figures)) continue;
      locations[locationId][day] = {
        netCents: field.number(figures.netCents),
        reported: field.number(figures.reported),
      };
    }
  }
  return { territoryId: field.text(data.territoryId), period: field.text(data.period), locations };
};
