/**
 * The server-only decisions of the royalty callables and job, pure so they are unit-tested beside
 * them (statementRules.test.ts): reading each request, who may do what (the app's permission
 * model, src/domain), and the document each step writes. The figures are the app's own formulas
 * (src/features/reports/model/statements.ts).
 */
import { HttpsError } from 'firebase-functions/v2/https';
import type {
  RateVersion,
  RoyaltyRates,
  RoyaltyStatement,
  StatementEvent,
  StatementFigures,
} from '@/data/shapes/royalty';
import type { SalesAdjustment, SalesDay } from '@/data/shapes/salesLedger';
import { hasPermission, isRole, TOP_ROLES, type PermissionMap } from '@/domain/permissions';
import { scopeIncludes, territoryScope } from '@/domain/territoryScope';
import { isCalendarDay } from '@/features/reports/model/salesEntry';
import {
  balanceCents,
  PAYMENT_REFERENCE_MAX,
  rateInForce,
  sameFigures,
  STATEMENT_TEXT_MAX,
  statementFigures,
} from '@/features/reports/model/statements';
import { formatCents } from '@/features/reports/model/salesMath';
import { invalid, objectOf } from '../callInput';

/** A statement's id: `${locationId}_${yyyy-MM}` with a Firestore id of the app. */
const STATEMENT_ID = /^([A-Za-z0-9_-]{1,128})_(\d{4}-\d{2})$/;
const LOCATION_ID = /^[A-Za-z0-9_-]{1,128}$/;
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
/** The largest amount a statement figure may take: $1,000,000,000.00. */
const MAX_CENTS = 100_000_000_000;

function readStatementRef(input: Record<string, unknown>): {
  statementId: string;
  revision: number;
} {
  const { statementId, revision } = input;
  if (typeof statementId !== 'string' || !STATEMENT_ID.test(statementId)) {
    throw invalid('Which statement? The request names no valid statement.');
  }
  if (!Number.isInteger(revision) || (revision as number) < 1) {
    throw invalid('The request does not say which version of the statement was read.');
  }
  return { statementId, revision: revision as number };
}

/** Trimmed text of 1 to `max` characters, or the refusal naming `what`. */
function requiredText(value: unknown, what: string, max: number): string {
  const text = typeof value === 'string' ? value.trim() : '';
  if (text === '') throw invalid(`${what} is required.`);
  if (text.length > max) throw invalid(`${what} must be at most ${max} characters.`);
  return text;
}

type StatementAnswer =
  | { statementId: string; revision: number; answer: 'confirm' }
  | { statementId: string; revision: number; answer: 'dispute'; comment: string };

/** answerRoyaltyStatement's input. */
export function readAnswerRequest(data: unknown): StatementAnswer {
  const input = objectOf(data);
  const ref = readStatementRef(input);
  if (input.answer === 'confirm') return { ...ref, answer: 'confirm' };
  if (input.answer === 'dispute') {
    return {
      ...ref,
      answer: 'dispute',
      comment: requiredText(input.comment, 'What is wrong with the statement', STATEMENT_TEXT_MAX),
    };
  }
  throw invalid('Answer the statement with confirm or dispute.');
}

type DisputeResolution =
  | { statementId: string; revision: number; resolution: 'uphold'; reason: string }
  | {
      statementId: string;
      revision: number;
      resolution: 'adjust';
      reason: string;
      adjustmentCents: number;
    };

/** resolveRoyaltyDispute's input: uphold, or adjust net sales by a signed amount; a reason always. */
export function readResolveRequest(data: unknown): DisputeResolution {
  const input = objectOf(data);
  const ref = readStatementRef(input);
  const reason = requiredText(input.reason, 'The reason', STATEMENT_TEXT_MAX);
  if (input.resolution === 'uphold') return { ...ref, resolution: 'uphold', reason };
  if (input.resolution !== 'adjust') throw invalid('Answer the dispute with uphold or adjust.');
  const { adjustmentCents } = input;
  if (
    typeof adjustmentCents !== 'number' ||
    !Number.isInteger(adjustmentCents) ||
    Math.abs(adjustmentCents) > MAX_CENTS
  ) {
    throw invalid('The adjustment must be an amount in cents, up to $1,000,000,000.00 either way.');
  }
  if (adjustmentCents === 0)
    throw invalid('An adjustment of $0.00 changes nothing: uphold instead.');
  return { ...ref, resolution: 'adjust', reason, adjustmentCents };
}

interface PaymentRequest {
  statementId: string;
  amountCents: number;
  date: string;
  reference: string;
}

/** recordRoyaltyPayment's input; the day may not be after `today`. */
export function readPaymentRequest(data: unknown, today: string): PaymentRequest {
  const input = objectOf(data);
  const { statementId, amountCents, date } = input;
  if (typeof statementId !== 'string' || !STATEMENT_ID.test(statementId)) {
    throw invalid('Which statement? The request names no valid statement.');
  }
  if (typeof amountCents !== 'number' || !Number.isInteger(amountCents) || amountCents <= 0) {
    throw invalid('The payment must be an amount above $0.00.');
  }
  if (typeof date !== 'string' || !isCalendarDay(date)) {
    throw invalid('The payment date must be a real day (yyyy-MM-dd).');
  }
  if (date > today) throw invalid('The payment date cannot be in the future.');
  const reference = requiredText(input.reference, 'The payment reference', PAYMENT_REFERENCE_MAX);
  return { statementId, amountCents, date, reference };
}

interface RatesRequest extends RateVersion {
  locationId: string;
}

const isBps = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 10_000;

/** setRoyaltyRates' input: rates from month `from`, never before `currentMonth`. */
export function readRatesRequest(data: unknown, currentMonth: string): RatesRequest {
  const input = objectOf(data);
  const { locationId, from, royaltyBps, adFundBps } = input;
  if (typeof locationId !== 'string' || !LOCATION_ID.test(locationId)) {
    throw invalid('Which location? The request names no valid location.');
  }
  if (typeof from !== 'string' || !MONTH.test(from)) {
    throw invalid('Say from which month the rates apply (yyyy-MM).');
  }
  if (from < currentMonth) {
    throw invalid(
      'Rates cannot start in a past month: its statement follows the rates in force then.',
    );
  }
  if (!isBps(royaltyBps) || !isBps(adFundBps)) {
    throw invalid('Enter a % from 0 to 100 with at most 2 decimals');
  }
  return { locationId, from, royaltyBps, adFundBps };
}

/** The caller's users/{uid} fields the decisions read. */
export interface RoyaltyCaller {
  role?: unknown;
  disabled?: unknown;
  permissions?: unknown;
  territoryIds?: unknown;
}

function assertActive(caller: RoyaltyCaller | undefined): asserts caller is RoyaltyCaller {
  if (!caller || caller.disabled === true || !isRole(caller.role)) {
    throw new HttpsError(
      'permission-denied',
      'Your account cannot do this: it is disabled or has no role yet.',
    );
  }
}

/**
 * Only the location's franchisee staff answer its statement: a Franchisee Owner or Manager of its
 * territory holding View Franchise Sales (as firestore.rules allowed before the server).
 */
export function assertMayAnswer(caller: RoyaltyCaller | undefined, territoryId: string): void {
  assertActive(caller);
  if (caller.role !== 'franchiseeOwner' && caller.role !== 'manager') {
    throw new HttpsError(
      'permission-denied',
      "Only the location's Franchisee Owner or Manager can confirm or dispute its statement.",
    );
  }
  const territoryIds = Array.isArray(caller.territoryIds)
    ? caller.territoryIds.filter((id): id is string => typeof id === 'string')
    : [];
  if (!scopeIncludes(territoryScope({ role: caller.role, territoryIds }), territoryId)) {
    throw new HttpsError('permission-denied', 'This location is not in your territories.');
  }
  if (!hasPermission(caller.permissions as PermissionMap | undefined, 'franchiseSales.view')) {
    throw new HttpsError(
      'permission-denied',
      'You need the "View Franchise Sales" permission to answer a statement.',
    );
  }
}

/** Disputes, payments and rates are corporate's: a Super Admin or Fulfillment user. */
export function assertTopRole(caller: RoyaltyCaller | undefined, what: string): void {
  assertActive(caller);
  if (!TOP_ROLES.some((role) => role === caller.role)) {
    throw new HttpsError(
      'permission-denied',
      `Only a Super Admin or Fulfillment user can ${what}.`,
    );
  }
}

/** The franchise location a statement is about. */
interface StatementPlace {
  locationId: string;
  locationName: string;
  territoryId: string;
}

/** Everything a month's statement is computed from. */
export interface StatementSources {
  month: string;
  place: StatementPlace;
  rates: RoyaltyRates | null;
  days: readonly SalesDay[];
  adjustments: readonly SalesAdjustment[];
}

/** The figures of `sources` with corporate's adjustment; null when no rates are in force. */
export function figuresOf(
  sources: StatementSources,
  adjustmentCents: number,
): StatementFigures | null {
  const rates: RateVersion | null = sources.rates
    ? rateInForce(sources.rates.versions, sources.month)
    : null;
  if (!rates) return null;
  return statementFigures({ ...sources, rates, adjustmentCents });
}

/** What the figures changed, for the history: "Net sales $9,000.00 -> $9,450.00 (3 more days reported)". */
function describeChange(before: StatementFigures, after: StatementFigures): string {
  const days = after.daysReported - before.daysReported;
  const daysText = days > 0 ? ` (${days} more day${days === 1 ? '' : 's'} reported)` : '';
  return `Net sales ${formatCents(before.netCents)} -> ${formatCents(after.netCents)}, due ${formatCents(before.dueCents)} -> ${formatCents(after.dueCents)}${daysText}`;
}

/** A statement document's fields as the server writes them (times added by the caller). */
export type StatementWrite = Omit<RoyaltyStatement, 'id'>;

/**
 * The write that brings a month's statement in line with its sources: a new statement, the
 * re-issue of one whose figures changed (revision raised, the change in its history; its status
 * kept), or null when nothing changes (no rates in force, a confirmed statement is final, the
 * same figures).
 */
export function refreshStatement(
  existing: RoyaltyStatement | null,
  sources: StatementSources,
  event: Pick<StatementEvent, 'at' | 'byName'>,
): StatementWrite | null {
  if (existing?.status === 'confirmed') return null;
  const figures = figuresOf(sources, existing?.adjustmentCents ?? 0);
  if (!figures) return null;
  if (!existing) {
    return {
      ...sources.place,
      month: sources.month,
      ...figures,
      status: 'issued',
      revision: 1,
      adjustmentReason: '',
      disputeComment: '',
      invoiceNumber: '',
      dueDate: '',
      payments: [],
      paidCents: 0,
      history: [
        {
          ...event,
          kind: 'issued',
          text: `${figures.daysReported} of ${figures.daysInMonth} days reported`,
        },
      ],
    };
  }
  if (sameFigures(existing, figures)) return null;
  const { id, ...stored } = existing;
  return {
    ...stored,
    ...figures,
    revision: existing.revision + 1,
    history: [
      ...existing.history,
      { ...event, kind: 'reissued', text: describeChange(existing, figures) },
    ],
  };
}

/** A payment may settle at most what is still owed. */
export function assertPayable(statement: RoyaltyStatement, amountCents: number): void {
  if (statement.status !== 'confirmed') {
    throw new HttpsError(
      'failed-precondition',
      'Payments are recorded against confirmed statements only.',
    );
  }
  const balance = balanceCents(statement);
  if (amountCents > balance) {
    throw new HttpsError(
      'failed-precondition',
      balance === 0
        ? 'This statement is already paid in full.'
        : `The payment is more than the ${formatCents(balance)} still due.`,
    );
  }
}

/** The versions after setting `request`: one starting in the same month is replaced. */
export function nextVersions(current: readonly RateVersion[], request: RateVersion): RateVersion[] {
  const { from, royaltyBps, adFundBps } = request;
  return [...current.filter((v) => v.from !== from), { from, royaltyBps, adFundBps }].sort((a, b) =>
    a.from.localeCompare(b.from),
  );
}
