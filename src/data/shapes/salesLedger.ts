import { fields as field, type StoredFields } from './fields';
import type { LocationType } from '../franchiseLocations';

/*
 * The sales ledger's day records, pure (no Firebase SDK: the server's callables and jobs read
 * with them too), money in integer cents:
 * - sales_entries/{locationId}_{day}: a franchise location's reported sales of one day;
 * - sales_adjustments/{approvalId}: an approved refund on its refund day.
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
