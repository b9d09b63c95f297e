import { fields as field, type StoredFields } from './fields';
import type { LocationType } from '../franchiseLocations';

/*
 * The sales ledger's day records, pure (no Firebase SDK: the server's callables and jobs read
 * with them too), money in integer cents:
 * - sales_entries/{locationId}_{day}: a franchise location's reported sales of one day;
 * - sales_adjustments/{approvalId}: an approved refund on its refund day;
 * - sales_rollups/{locationId}_{period} and territory_sales_rollups/{territoryId}_{period}: the
 *   server-kept totals of a calendar month ("2026-11") or ISO week ("2026-W48") of those records
 *   (src/features/reports/model/salesRollups.ts).
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

export const readLocationRollup = (data: StoredFields): LocationRollup => ({
  locationId: field.text(data.locationId),
  period: field.text(data.period),
  figures: readRollupFigures(data),
});

/** One territory_sales_rollups document: a territory's figures of one month or ISO week. */
export interface TerritoryRollup {
  territoryId: string;
  period: string;
  figures: SalesFigures;
}

export const readTerritoryRollup = (data: StoredFields): TerritoryRollup => ({
  territoryId: field.text(data.territoryId),
  period: field.text(data.period),
  figures: readRollupFigures(data),
});
