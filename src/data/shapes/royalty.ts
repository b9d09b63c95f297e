import { fields as field, mapsOf, type StoredFields } from './fields';

/*
 * Royalty's stored shapes and pure readers (no Firebase SDK: the server reads with them too),
 * money in integer cents and rates in basis points, both written only by the server's
 * royalty callables and job (functions/src/royalty):
 * - royalty_settings/{locationId}: a location's rate versions, each in force from a month on;
 * - royalty_statements/{locationId}_{yyyy-MM}: the statement of an ended month, with its answer,
 *   its dispute and its resolution, its invoice and its payments, every step in its history.
 */

// ------------------------------------------------------------------ royalty_settings

/** Royalty and ad-fund rates in force from the first day of month `from` (yyyy-MM). */
export interface RateVersion {
  from: string;
  royaltyBps: number;
  adFundBps: number;
}

/** A location's rate versions, oldest first; the document id is the location's. */
export interface RoyaltyRates {
  locationId: string;
  territoryId: string;
  versions: RateVersion[];
}

const readRateVersion = (value: unknown): RateVersion | null => {
  if (typeof value !== 'object' || value === null) return null;
  const from = field.text(Reflect.get(value, 'from'));
  if (!/^\d{4}-\d{2}$/.test(from)) return null;
  return {
    from,
    royaltyBps: field.number(Reflect.get(value, 'royaltyBps')),
    adFundBps: field.number(Reflect.get(value, 'adFundBps')),
  };
};

/**
 * The versions, oldest first. A document from before versions (rates at its top level) reads as
 * one version in force from the start: the rates it held applied to every month.
 */
function readVersions(data: StoredFields): RateVersion[] {
  if (Array.isArray(data.versions)) {
    return data.versions
      .map(readRateVersion)
      .filter((v): v is RateVersion => v !== null)
      .sort((a, b) => a.from.localeCompare(b.from));
  }
  if (typeof data.royaltyBps !== 'number' || typeof data.adFundBps !== 'number') return [];
  return [{ from: '0000-01', royaltyBps: data.royaltyBps, adFundBps: data.adFundBps }];
}

export const readRoyaltyRates = (data: StoredFields, id: string): RoyaltyRates => ({
  locationId: id,
  territoryId: field.text(data.territoryId),
  versions: readVersions(data),
});

// ------------------------------------------------------------------ royalty_statements

/**
 * issued: waiting for the franchisee's answer (also after corporate upheld or adjusted a
 * dispute); disputed: waiting for corporate; confirmed: final, invoiced, its month locked.
 */
export type StatementStatus = 'issued' | 'disputed' | 'confirmed';

export type StatementEventKind =
  'issued' | 'reissued' | 'disputed' | 'upheld' | 'adjusted' | 'confirmed' | 'payment';

/** One step of a statement's life, in order; `text` is the comment, reason or reference. */
export interface StatementEvent {
  kind: StatementEventKind;
  /** ISO time the server wrote it. */
  at: string;
  byName: string;
  text: string;
  /** A payment's amount or an adjustment's new total, in cents. */
  amountCents?: number;
}

interface RoyaltyPayment {
  amountCents: number;
  /** The day the money came in (yyyy-MM-dd). */
  date: string;
  reference: string;
  byName: string;
}

/** The figures of a month's statement, every one computed by the server. */
export interface StatementFigures {
  grossCents: number;
  /** Discounts and refunds the POS reported. */
  exclusionsCents: number;
  /** Approved refund requests of the month (sales_adjustments). */
  approvedRefundsCents: number;
  /** Corporate's adjustment of net sales after a dispute (signed; 0 when none). */
  adjustmentCents: number;
  netCents: number;
  royaltyBps: number;
  adFundBps: number;
  royaltyCents: number;
  adFundCents: number;
  /** Royalty + ad fund. */
  dueCents: number;
  daysReported: number;
  daysInMonth: number;
}

export interface RoyaltyStatement extends StatementFigures {
  id: string;
  locationId: string;
  territoryId: string;
  locationName: string;
  month: string;
  status: StatementStatus;
  /** Raised each time the figures change; an answer names the revision it answers. */
  revision: number;
  /** Why corporate adjusted net sales (empty when not adjusted). */
  adjustmentReason: string;
  /** The last dispute's comment (empty when never disputed). */
  disputeComment: string;
  /** Set on confirmation. */
  invoiceNumber: string;
  /** The day payment is due (yyyy-MM-dd), set on confirmation. */
  dueDate: string;
  payments: RoyaltyPayment[];
  paidCents: number;
  history: StatementEvent[];
}

const STATUSES: readonly StatementStatus[] = ['issued', 'disputed', 'confirmed'];
const EVENT_KINDS: readonly StatementEventKind[] = [
  'issued',
  'reissued',
  'disputed',
  'upheld',
  'adjusted',
  'confirmed',
  'payment',
];

const isStatus = (value: unknown): value is StatementStatus =>
  STATUSES.some((status) => status === value);
const isEventKind = (value: unknown): value is StatementEventKind =>
  EVENT_KINDS.some((kind) => kind === value);

function readEvent(value: object): StatementEvent | null {
  const kind: unknown = Reflect.get(value, 'kind');
  if (!isEventKind(kind)) return null;
  const amount: unknown = Reflect.get(value, 'amountCents');
  return {
    kind,
    at: field.text(Reflect.get(value, 'at')),
    byName: field.text(Reflect.get(value, 'byName')),
    text: field.text(Reflect.get(value, 'text')),
    ...(typeof amount === 'number' ? { amountCents: amount } : {}),
  };
}

const readPayment = (value: object): RoyaltyPayment => ({
  amountCents: field.number(Reflect.get(value, 'amountCents')),
  date: field.text(Reflect.get(value, 'date')),
  reference: field.text(Reflect.get(value, 'reference')),
  byName: field.text(Reflect.get(value, 'byName')),
});

export const readRoyaltyStatement = (data: StoredFields, id: string): RoyaltyStatement => ({
  id,
  locationId: field.text(data.locationId),
  territoryId: field.text(data.territoryId),
  locationName: field.text(data.locationName),
  month: field.text(data.month),
  grossCents: field.number(data.grossCents),
  exclusionsCents: field.number(data.exclusionsCents),
  approvedRefundsCents: field.number(data.approvedRefundsCents),
  adjustmentCents: field.number(data.adjustmentCents),
  netCents: field.number(data.netCents),
  royaltyBps: field.number(data.royaltyBps),
  adFundBps: field.number(data.adFundBps),
  royaltyCents: field.number(data.royaltyCents),
  adFundCents: field.number(data.adFundCents),
  dueCents: field.number(data.dueCents),
  daysReported: field.number(data.daysReported),
  daysInMonth: field.number(data.daysInMonth),
  // Only an explicit status counts: anything else waits for an answer, so it never locks a month.
  status: isStatus(data.status) ? data.status : 'issued',
  revision: field.number(data.revision, 1),
  adjustmentReason: field.text(data.adjustmentReason),
  disputeComment: field.text(data.disputeComment),
  invoiceNumber: field.text(data.invoiceNumber),
  dueDate: field.text(data.dueDate),
  payments: mapsOf(data.payments).map(readPayment),
  paidCents: field.number(data.paidCents),
  history: mapsOf(data.history)
    .map(readEvent)
    .filter((e): e is StatementEvent => e !== null),
});

export const statementId = (locationId: string, month: string) => `${locationId}_${month}`;
