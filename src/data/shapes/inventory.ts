import { fields as field, type StoredFields } from './fields';
import type { LocationType } from '../franchiseLocations';

/*
 * Inventory's stored shapes and pure readers (no Firebase SDK: the server's benchmark job reads
 * periods with them too, functions/src/reports/benchmarks.ts); ../inventory.ts adds the web
 * SDK's timestamps and refs:
 * - inventory_reports/{id}: a location's counting period;
 * - inventory_reports/{id}/count_lines/{count}_{itemId}: one line per count and item;
 * - inventory_reports/{id}/stock_movements/{id}: the transfers and waste of a period;
 * - stock_transfers/{id}: a transfer between two locations, from its sending to its answer.
 */

// ------------------------------------------------------------------ inventory_reports

/** The life of a period, in order (only the server steps it: functions/src/inventory). */
export const INVENTORY_STATUSES = [
  'openingInProgress',
  'open',
  'closingInProgress',
  'closed',
] as const;
export type InventoryStatus = (typeof INVENTORY_STATUSES)[number];
export type CountKind = 'opening' | 'closing';

/** A period's fields without its stored times (each SDK reads those its own way). */
export interface InventoryPeriodFields {
  id: string;
  locationId: string;
  locationName: string;
  locationType: LocationType;
  territoryId: string;
  name: string;
  status: InventoryStatus;
  reopenCount: number;
  userId: string;
  /** The delivery point receiving the location's orders: its purchases (absent on old periods). */
  deliveryLocationId?: string;
}

/** A period as stored; a field of the wrong type reads as empty, an unknown status as the first. */
export function readInventoryPeriodFields(data: StoredFields, id: string): InventoryPeriodFields {
  const status = INVENTORY_STATUSES.find((s) => s === data.status) ?? 'openingInProgress';
  const deliveryLocationId = field.text(data.deliveryLocationId);
  return {
    id,
    locationId: field.text(data.locationId),
    locationName: field.text(data.locationName),
    locationType: data.locationType === 'truck' ? 'truck' : 'restaurant',
    territoryId: field.text(data.territoryId),
    name: field.text(data.name),
    status,
    reopenCount: field.number(data.reopenCount),
    userId: field.text(data.userId),
    ...(deliveryLocationId ? { deliveryLocationId } : {}),
  };
}

// ------------------------------------------------------------------ count_lines

/**
 * A saved line of one count: a blank line has no document, so a stored line is counted zero or a
 * quantity (eaches, or lb for weighed items), with a flagged line's note or confirmed recount.
 */
export interface CountLineDoc {
  itemId: string;
  count: CountKind;
  state: 'zero' | 'counted';
  quantity: number;
  note?: string;
  recounted?: boolean;
}

export function readCountLine(data: StoredFields): CountLineDoc {
  const note = field.text(data.note);
  return {
    itemId: field.text(data.itemId),
    count: data.count === 'closing' ? 'closing' : 'opening',
    // Anything but an explicit zero is a counted line (its quantity, 0 when unreadable).
    state: data.state === 'zero' ? 'zero' : 'counted',
    quantity: field.number(data.quantity),
    ...(note ? { note } : {}),
    ...(field.flag(data.recounted) ? { recounted: true } : {}),
  };
}

// ------------------------------------------------------------------ stock_movements

const MOVEMENT_KINDS = ['transferIn', 'transferOut', 'waste'] as const;
export type MovementKind = (typeof MOVEMENT_KINDS)[number];
export const WASTE_REASONS = ['spoilage', 'trim', 'drop'] as const;
export type WasteReason = (typeof WASTE_REASONS)[number];

/**
 * Where a transfer stands (issue 28): sent and waiting for the receiving location, accepted by
 * it, or refused. Waste, and the movements stored before transfers were two-sided, are accepted.
 */
const TRANSFER_STATUSES = ['pending', 'accepted', 'refused'] as const;
export type TransferStatus = (typeof TRANSFER_STATUSES)[number];

/** A transfer or waste entry of a period, in eaches (or lb) of one item. */
export interface StoredMovement {
  id: string;
  kind: MovementKind;
  itemId: string;
  quantity: number;
  /** yyyy-MM-dd the stock moved, which prices it. */
  date: string;
  /** The other franchise location of a transfer; '' for waste. */
  otherLocationId: string;
  otherLocationName: string;
  /** The reason of waste; '' for a transfer. */
  reason: WasteReason | '';
  userId: string;
  status: TransferStatus;
  /** The stock_transfers document of a transfer sent since issue 28; '' otherwise. */
  transferId: string;
  /** Why the receiving location refused the transfer; '' otherwise. */
  refusal: string;
}

/**
 * Whether a movement moved stock: waste, and a transfer the receiving location accepted. A
 * transfer waiting for an answer or refused changes neither side's shelf nor COGS.
 */
export const movedStock = (movement: { status?: TransferStatus }) =>
  (movement.status ?? 'accepted') === 'accepted';

/** A movement as stored; an unknown kind reads as waste, an unknown reason as none. */
export const readStockMovement = (data: StoredFields, id: string): StoredMovement => ({
  id,
  kind: MOVEMENT_KINDS.find((k) => k === data.kind) ?? 'waste',
  itemId: field.text(data.itemId),
  quantity: field.number(data.quantity),
  date: field.text(data.date),
  otherLocationId: field.text(data.otherLocationId),
  otherLocationName: field.text(data.otherLocationName),
  reason: WASTE_REASONS.find((r) => r === data.reason) ?? '',
  userId: field.text(data.userId),
  status: TRANSFER_STATUSES.find((t) => t === data.status) ?? 'accepted',
  transferId: field.text(data.transferId),
  refusal: field.text(data.refusal),
});

// ------------------------------------------------------------------ stock_transfers

/**
 * A transfer of one item from a location's period to another location, written only by the
 * server (functions/src/inventory/stockTransfers.ts): sent into the sender's period as a pending
 * "transfer out" movement, then accepted by the receiving location's staff into its own period
 * (a "transfer in" there) or refused. Read by the inventory viewers of either side.
 */
export interface StockTransfer {
  id: string;
  itemId: string;
  quantity: number;
  /** yyyy-MM-dd the stock left the sender. */
  date: string;
  status: TransferStatus;
  fromLocationId: string;
  fromLocationName: string;
  fromTerritoryId: string;
  fromReportId: string;
  toLocationId: string;
  toLocationName: string;
  toTerritoryId: string;
  /** The receiving period it was accepted into; '' until then. */
  toReportId: string;
  sentBy: string;
  answeredBy: string;
  /** Why the receiver refused it; '' otherwise. */
  refusal: string;
}

export const readStockTransfer = (data: StoredFields, id: string): StockTransfer => ({
  id,
  itemId: field.text(data.itemId),
  quantity: field.number(data.quantity),
  date: field.text(data.date),
  status: TRANSFER_STATUSES.find((t) => t === data.status) ?? 'pending',
  fromLocationId: field.text(data.fromLocationId),
  fromLocationName: field.text(data.fromLocationName),
  fromTerritoryId: field.text(data.fromTerritoryId),
  fromReportId: field.text(data.fromReportId),
  toLocationId: field.text(data.toLocationId),
  toLocationName: field.text(data.toLocationName),
  toTerritoryId: field.text(data.toTerritoryId),
  toReportId: field.text(data.toReportId),
  sentBy: field.text(data.sentBy),
  answeredBy: field.text(data.answeredBy),
  refusal: field.text(data.refusal),
});
