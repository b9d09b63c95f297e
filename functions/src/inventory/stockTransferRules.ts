/**
 * The server-only decisions of the stock transfer callables (stockTransfers.ts), pure so they are
 * unit-tested beside them (stockTransferRules.test.ts): reading each request, the day a transfer
 * may carry, the receiving period it lands in, and what keeps a period from closing.
 * A transfer is two-sided (issue 28): the sender's "transfer out" waits for the receiving
 * location's answer and moves stock on neither side until it is accepted.
 */
import { HttpsError } from 'firebase-functions/v2/https';
import type { InventoryStatus } from '@/data/shapes/inventory';
import { docIdOf, objectOf } from '../callInput';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The most eaches (or lb) one entry may move: the movement form's and the old rules' bound. */
const MAX_TRANSFER_QUANTITY = 100_000;

/** A refusal's reason, as the refuse dialog bounds it. */
const MAX_REFUSAL_LENGTH = 500;

interface SendTransferRequest {
  reportId: string;
  itemId: string;
  quantity: number;
  date: string;
  toLocationId: string;
}

/** sendStockTransfer's input: the sender's period, the item, how much, the day, the receiver. */
export function readSendRequest(data: unknown): SendTransferRequest {
  const input = objectOf(data);
  const { quantity, date } = input;
  if (typeof quantity !== 'number' || !Number.isFinite(quantity) || quantity <= 0) {
    throw new HttpsError('invalid-argument', 'Enter a quantity above 0.');
  }
  if (quantity > MAX_TRANSFER_QUANTITY) {
    throw new HttpsError('invalid-argument', 'Enter at most 100,000.');
  }
  if (typeof date !== 'string' || !DAY.test(date) || Number.isNaN(Date.parse(date))) {
    throw new HttpsError('invalid-argument', 'Which day? The request names no valid date.');
  }
  return {
    reportId: docIdOf(input.reportId, 'inventory period'),
    itemId: docIdOf(input.itemId, 'item'),
    quantity,
    date,
    toLocationId: docIdOf(input.toLocationId, 'location'),
  };
}

type TransferAnswer = 'accept' | 'refuse' | 'withdraw';

interface AnswerTransferRequest {
  transferId: string;
  answer: TransferAnswer;
  /** Why it is refused (required to refuse), '' otherwise. */
  refusal: string;
}

/** answerStockTransfer's input: the transfer, and accept / refuse (with why) / withdraw. */
export function readAnswerRequest(data: unknown): AnswerTransferRequest {
  const input = objectOf(data);
  const transferId = docIdOf(input.transferId, 'transfer');
  const { answer } = input;
  if (answer !== 'accept' && answer !== 'refuse' && answer !== 'withdraw') {
    throw new HttpsError('invalid-argument', 'Accept, refuse or withdraw the transfer.');
  }
  const refusal =
    answer === 'refuse' && typeof input.refusal === 'string' ? input.refusal.trim() : '';
  if (answer === 'refuse' && refusal === '') {
    throw new HttpsError('invalid-argument', 'Say why the transfer is refused.');
  }
  if (refusal.length > MAX_REFUSAL_LENGTH) {
    throw new HttpsError(
      'invalid-argument',
      `A reason may have at most ${MAX_REFUSAL_LENGTH} characters.`,
    );
  }
  return { transferId, answer, refusal };
}

/** A period as these decisions see it: its status and its days (periodSpan). */
interface SpannedPeriod {
  id: string;
  status: InventoryStatus;
  from: string;
  to: string;
}

/** Throws unless `date` lies in the sender's period, which must not be closed. */
export function assertSendable(period: SpannedPeriod, date: string, today: string): void {
  if (period.status === 'closed') {
    throw new HttpsError(
      'failed-precondition',
      'This period is closed: its transfers and waste can no longer change.',
    );
  }
  const last = period.to < today ? period.to : today;
  if (date < period.from || date > last) {
    throw new HttpsError('invalid-argument', `Enter a date from ${period.from} to ${last}.`);
  }
}

/**
 * The receiving location's period a transfer of `date` is accepted into: its one unfinished
 * period, when that period had begun by that day. A transfer dated before it began belongs to a
 * closed period, which no longer changes.
 */
export function receivingPeriod(
  periods: readonly SpannedPeriod[],
  date: string,
  locationName: string,
): SpannedPeriod {
  const unfinished = periods.find((p) => p.status !== 'closed');
  if (!unfinished) {
    throw new HttpsError(
      'failed-precondition',
      `${locationName} has no inventory period in progress: start one, then accept the transfer.`,
    );
  }
  if (date < unfinished.from) {
    throw new HttpsError(
      'failed-precondition',
      `The transfer is dated ${date}, before ${locationName}'s period began (${unfinished.from}): a closed period can no longer change. Refuse it, and ask the sender to send it again dated ${unfinished.from} or later.`,
    );
  }
  return unfinished;
}

/** What may answer: the receiver accepts or refuses, the sender withdraws. */
export function answerSide(answer: TransferAnswer): 'to' | 'from' {
  return answer === 'withdraw' ? 'from' : 'to';
}

/**
 * Why a period's closing count cannot complete while transfers wait: its own transfers out not
 * answered yet, and transfers to its location dated in the period (null when none waits).
 */
export function pendingTransfersMessage(outgoing: number, incoming: number): string | null {
  if (outgoing + incoming === 0) return null;
  const parts: string[] = [];
  if (outgoing > 0) {
    parts.push(
      `${outgoing} transfer${outgoing === 1 ? '' : 's'} out ${outgoing === 1 ? 'waits' : 'wait'} for the other location's answer (withdraw ${outgoing === 1 ? 'it' : 'them'}, or ask them to answer)`,
    );
  }
  if (incoming > 0) {
    parts.push(
      `${incoming} incoming transfer${incoming === 1 ? '' : 's'} ${incoming === 1 ? 'waits' : 'wait'} for your answer (accept or refuse ${incoming === 1 ? 'it' : 'them'})`,
    );
  }
  return `This period cannot close yet: ${parts.join('; ')}.`;
}
