/**
 * Royalty statements on the server (issue 26), the only writer of royalty_statements and
 * royalty_settings (browsers only read them: firestore.rules):
 * - the daily job `royaltyStatementsDaily` (00:15 in the franchisor's time zone; locally
 *   `node scripts/run-job.mjs royalty --date yyyy-MM-dd`) issues every location's statement of
 *   the month that ended, and re-issues any statement not yet confirmed whose sources changed
 *   (a late day, an approved refund);
 * - the sales callables re-issue an ended month's statement in the transaction that writes a
 *   late day of it (functions/src/sales/salesEntries.ts);
 * - answerRoyaltyStatement (the franchisee confirms or disputes), resolveRoyaltyDispute (a top
 *   role upholds, or adjusts net sales with a reason, re-issuing it), recordRoyaltyPayment and
 *   setRoyaltyRates (top roles).
 * Each command re-reads the statement's sources in its transaction: a statement whose figures
 * moved since the caller read it is re-issued and the answer refused, so nobody confirms figures
 * they did not see.
 */
import {
  getFirestore,
  FieldValue,
  type DocumentReference,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { COLLECTIONS } from '@/data/collections';
import {
  readRoyaltyRates,
  readRoyaltyStatement,
  statementId,
  type RoyaltyStatement,
  type StatementEvent,
} from '@/data/shapes/royalty';
import { readSalesAdjustment, readSalesDay, type SalesDay } from '@/data/shapes/salesLedger';
import { displayName } from '@/features/auth/model/user';
import { franchisorDay } from '@/features/reports/model/benchmarks';
import {
  dueDateAfter,
  invoiceNumber,
  monthEnded,
  previousMonth,
  unpaidDueDate,
} from '@/features/reports/model/statements';
import type {
  IssueStatementsResult,
  RoyaltyStatementResult,
  SetRoyaltyRatesResult,
} from '@/lib/callables';
import {
  assertMayAnswer,
  assertPayable,
  assertTopRole,
  figuresOf,
  nextVersions,
  readAnswerRequest,
  readPaymentRequest,
  readRatesRequest,
  readResolveRequest,
  refreshStatement,
  type RoyaltyCaller,
  type StatementSources,
  type StatementWrite,
} from './statementRules';

/** The name the history shows for what the server did on its own. */
const SERVER_NAME = 'Harbor Ops';

const statementRef = (db: Firestore, id: string) =>
  db.collection(COLLECTIONS.royaltyStatements).doc(id);

/** The first and last day of a month, as sales days are keyed. */
const monthDays = (month: string) => ({ from: `${month}-01`, to: `${month}-31` });

/**
 * Reads (in `tx`) what a location's month statement is computed from: the location, its rates,
 * its reported days and approved refunds of the month, and the statement itself. `pending` are
 * days the same transaction is about to write (they replace a stored day of the same date).
 */
async function readSources(
  tx: Transaction,
  db: Firestore,
  locationId: string,
  month: string,
  pending: readonly SalesDay[] = [],
): Promise<{
  sources: StatementSources | null;
  existing: RoyaltyStatement | null;
  ref: DocumentReference;
}> {
  const { from, to } = monthDays(month);
  const ref = statementRef(db, statementId(locationId, month));
  const [locationSnap, ratesSnap, statementSnap, entries, refunds] = await Promise.all([
    tx.get(db.collection(COLLECTIONS.franchiseLocations).doc(locationId)),
    tx.get(db.collection(COLLECTIONS.royaltySettings).doc(locationId)),
    tx.get(ref),
    tx.get(
      db
        .collection(COLLECTIONS.salesEntries)
        .where('locationId', '==', locationId)
        .where('date', '>=', from)
        .where('date', '<=', to),
    ),
    tx.get(
      db
        .collection(COLLECTIONS.salesAdjustments)
        .where('locationId', '==', locationId)
        .where('date', '>=', from)
        .where('date', '<=', to),
    ),
  ]);
  const existing = statementSnap.exists
    ? readRoyaltyStatement(statementSnap.data() ?? {}, statementSnap.id)
    : null;
  const location = locationSnap.data();
  if (!location) return { sources: null, existing, ref };
  const pendingDates = new Set(pending.map((d) => d.date));
  const days = [
    ...entries.docs.map((d) => readSalesDay(d.data())).filter((d) => !pendingDates.has(d.date)),
    ...pending.filter((d) => d.date.startsWith(month)),
  ];
  return {
    existing,
    ref,
    sources: {
      month,
      place: {
        locationId,
        locationName: String(location.name ?? ''),
        territoryId: String(location.territoryId ?? ''),
      },
      rates: ratesSnap.exists ? readRoyaltyRates(ratesSnap.data() ?? {}, locationId) : null,
      days,
      adjustments: refunds.docs.map((d) => readSalesAdjustment(d.data(), d.id)),
    },
  };
}

/** Writes a statement (a new one with its issue time), stamping the update. */
function writeStatement(
  tx: Transaction,
  ref: DocumentReference,
  data: StatementWrite,
  isNew: boolean,
) {
  tx.set(ref, {
    ...data,
    // What the reports dashboard's overdue count, sum and list range over.
    unpaidDueDate: unpaidDueDate(data),
    ...(isNew ? { issuedAt: FieldValue.serverTimestamp() } : {}),
    updatedAt: FieldValue.serverTimestamp(),
  });
}

const serverEvent = (): Pick<StatementEvent, 'at' | 'byName'> => ({
  at: new Date().toISOString(),
  byName: SERVER_NAME,
});

/**
 * Brings ended months' statements of a location in line with `pending` days about to be written
 * in `tx` (a late day re-issues its month). Reads first and returns the writes to run after the
 * caller's own reads are done (a transaction reads everything before it writes).
 */
export async function refreshEndedMonths(
  tx: Transaction,
  db: Firestore,
  locationId: string,
  pending: readonly SalesDay[],
  today: string,
): Promise<() => void> {
  const months = [...new Set(pending.map((d) => d.date.slice(0, 7)))].filter((m) =>
    monthEnded(m, today),
  );
  const reads = await Promise.all(months.map((m) => readSources(tx, db, locationId, m, pending)));
  return () => {
    for (const { sources, existing, ref } of reads) {
      const next = sources && refreshStatement(existing, sources, serverEvent());
      if (next) writeStatement(tx, ref, next, existing === null);
    }
  };
}

/** Issues or re-issues one location's month statement; says what it did. */
async function refreshOne(
  db: Firestore,
  locationId: string,
  month: string,
): Promise<'issued' | 'reissued' | 'unchanged'> {
  return db.runTransaction(async (tx) => {
    const { sources, existing, ref } = await readSources(tx, db, locationId, month);
    const next = sources && refreshStatement(existing, sources, serverEvent());
    if (!next) return 'unchanged';
    writeStatement(tx, ref, next, existing === null);
    return existing ? 'reissued' : 'issued';
  });
}

/**
 * The job of day `day` (yyyy-MM-dd): the statement of the month before for every enabled
 * franchise location with rates in force, and every statement still open re-issued when its
 * sources changed. A second run the same day writes nothing.
 */
export async function issueRoyaltyStatements(
  db: Firestore,
  day: string,
): Promise<IssueStatementsResult> {
  const month = previousMonth(day);
  const [locations, open] = await Promise.all([
    db.collection(COLLECTIONS.franchiseLocations).where('enabled', '==', true).get(),
    db
      .collection(COLLECTIONS.royaltyStatements)
      .where('status', 'in', ['issued', 'disputed'])
      .get(),
  ]);
  const targets = new Map<string, { locationId: string; month: string }>();
  for (const location of locations.docs) {
    targets.set(statementId(location.id, month), { locationId: location.id, month });
  }
  for (const statement of open.docs) {
    const { locationId, month: its } = readRoyaltyStatement(statement.data(), statement.id);
    if (monthEnded(its, day)) targets.set(statement.id, { locationId, month: its });
  }
  const result: IssueStatementsResult = { month, issued: 0, reissued: 0 };
  for (const target of targets.values()) {
    const done = await refreshOne(db, target.locationId, target.month);
    if (done !== 'unchanged') result[done] += 1;
  }
  return result;
}

export async function royaltyStatementsDailyHandler(): Promise<void> {
  await issueRoyaltyStatements(getFirestore(), franchisorDay(new Date()));
}

/** The signed-in caller's id and user document, read in `tx`. */
async function callerIn(tx: Transaction, db: Firestore, uid: string, what: string) {
  const snap = await tx.get(db.collection(COLLECTIONS.users).doc(uid));
  const caller = snap.data() as (RoyaltyCaller & Record<string, unknown>) | undefined;
  if (!caller) throw new HttpsError('permission-denied', `Your account cannot ${what}.`);
  const name = displayName({
    firstName: String(caller.firstName ?? ''),
    lastName: String(caller.lastName ?? ''),
  });
  return { caller, event: { at: new Date().toISOString(), byName: name } };
}

const signedIn = (request: CallableRequest<unknown>, what: string): string => {
  const uid = request.auth?.uid;
  if (!uid) throw new HttpsError('unauthenticated', `Sign in to ${what}.`);
  return uid;
};

const STALE =
  'This statement changed since you opened it (new sales or refunds, or corporate re-issued it). Review the new figures and answer again.';

/** The statement named by `id` with its sources, refused when missing or not the revision read. */
async function openStatement(tx: Transaction, db: Firestore, id: string) {
  const snap = await tx.get(statementRef(db, id));
  if (!snap.exists) throw new HttpsError('not-found', 'This statement does not exist (any more).');
  const statement = readRoyaltyStatement(snap.data() ?? {}, snap.id);
  const read = await readSources(tx, db, statement.locationId, statement.month);
  return { statement, ...read };
}

/**
 * Whether the opened statement is not the one the caller answers: its sources changed since it
 * was issued (re-issued now, in `tx`, with the new figures) or the caller read another revision.
 */
function isStale(
  tx: Transaction,
  opened: Awaited<ReturnType<typeof openStatement>>,
  revision: number,
): boolean {
  const refreshed =
    opened.sources && refreshStatement(opened.existing, opened.sources, serverEvent());
  if (refreshed) {
    writeStatement(tx, opened.ref, refreshed, false);
    return true;
  }
  return revision !== opened.statement.revision;
}

/**
 * Runs an answer's transaction, which returns null for a stale statement (isStale): the refusal
 * is thrown once the re-issue has committed, so the caller reloads the new figures.
 */
async function answering(
  db: Firestore,
  run: (tx: Transaction) => Promise<RoyaltyStatementResult | null>,
): Promise<RoyaltyStatementResult> {
  const result = await db.runTransaction(run);
  if (!result) throw new HttpsError('aborted', STALE);
  return result;
}

/** What an answer or resolution returns: the statement's status and revision after it. */
const resultOf = (s: Pick<RoyaltyStatement, 'status' | 'revision'>): RoyaltyStatementResult => ({
  status: s.status,
  revision: s.revision,
});

export async function answerRoyaltyStatementHandler(
  request: CallableRequest<unknown>,
): Promise<RoyaltyStatementResult> {
  const uid = signedIn(request, 'answer a statement');
  const input = readAnswerRequest(request.data);
  const db = getFirestore();
  const today = franchisorDay(new Date());
  const invoiceYear = today.slice(0, 4);
  const counterRef = db.collection(COLLECTIONS.counters).doc(`royaltyInvoices-${invoiceYear}`);
  return answering(db, async (tx) => {
    const { caller, event } = await callerIn(tx, db, uid, 'answer a statement');
    const opened = await openStatement(tx, db, input.statementId);
    const { statement, ref } = opened;
    assertMayAnswer(caller, statement.territoryId);
    const counter = await tx.get(counterRef);
    if (statement.status === 'confirmed') {
      throw new HttpsError('failed-precondition', 'This statement is already confirmed.');
    }
    if (isStale(tx, opened, input.revision)) return null;
    const { id, ...stored } = statement;
    if (input.answer === 'dispute') {
      if (statement.status === 'disputed') {
        throw new HttpsError(
          'failed-precondition',
          'This statement is already disputed: corporate will answer the dispute.',
        );
      }
      const next: StatementWrite = {
        ...stored,
        status: 'disputed',
        disputeComment: input.comment,
        history: [...statement.history, { ...event, kind: 'disputed', text: input.comment }],
      };
      writeStatement(tx, ref, next, false);
      return resultOf(next);
    }
    const sequence = Number(counter.get('value') ?? 0) + 1;
    const number = invoiceNumber(invoiceYear, sequence);
    const dueDate = dueDateAfter(today);
    tx.set(counterRef, { value: sequence, updatedAt: FieldValue.serverTimestamp() });
    const next: StatementWrite = {
      ...stored,
      status: 'confirmed',
      invoiceNumber: number,
      dueDate,
      history: [
        ...statement.history,
        { ...event, kind: 'confirmed', text: `Invoice ${number}, due ${dueDate}` },
      ],
    };
    writeStatement(tx, ref, next, false);
    return resultOf(next);
  });
}

export async function resolveRoyaltyDisputeHandler(
  request: CallableRequest<unknown>,
): Promise<RoyaltyStatementResult> {
  const uid = signedIn(request, 'answer a dispute');
  const input = readResolveRequest(request.data);
  const db = getFirestore();
  return answering(db, async (tx) => {
    const { caller, event } = await callerIn(tx, db, uid, 'answer a dispute');
    assertTopRole(caller, 'answer a disputed statement');
    const opened = await openStatement(tx, db, input.statementId);
    const { statement, sources, ref } = opened;
    if (statement.status !== 'disputed') {
      throw new HttpsError('failed-precondition', 'This statement is not disputed.');
    }
    if (isStale(tx, opened, input.revision)) return null;
    const { id, ...stored } = statement;
    let next: StatementWrite;
    if (input.resolution === 'uphold') {
      next = {
        ...stored,
        status: 'issued',
        history: [...statement.history, { ...event, kind: 'upheld', text: input.reason }],
      };
    } else {
      const figures = sources && figuresOf(sources, input.adjustmentCents);
      if (!figures) {
        throw new HttpsError(
          'failed-precondition',
          'No royalty rates are in force for this month: set them before adjusting.',
        );
      }
      next = {
        ...stored,
        ...figures,
        status: 'issued',
        revision: statement.revision + 1,
        adjustmentReason: input.reason,
        history: [
          ...statement.history,
          { ...event, kind: 'adjusted', text: input.reason, amountCents: input.adjustmentCents },
        ],
      };
    }
    writeStatement(tx, ref, next, false);
    return resultOf(next);
  });
}

export async function recordRoyaltyPaymentHandler(
  request: CallableRequest<unknown>,
): Promise<RoyaltyStatementResult> {
  const uid = signedIn(request, 'record a payment');
  const input = readPaymentRequest(request.data, franchisorDay(new Date()));
  const db = getFirestore();
  return db.runTransaction(async (tx) => {
    const { caller, event } = await callerIn(tx, db, uid, 'record a payment');
    assertTopRole(caller, 'record a royalty payment');
    const ref = statementRef(db, input.statementId);
    const snap = await tx.get(ref);
    if (!snap.exists)
      throw new HttpsError('not-found', 'This statement does not exist (any more).');
    const statement = readRoyaltyStatement(snap.data() ?? {}, snap.id);
    assertPayable(statement, input.amountCents);
    const { id, ...stored } = statement;
    const next: StatementWrite = {
      ...stored,
      payments: [
        ...statement.payments,
        {
          amountCents: input.amountCents,
          date: input.date,
          reference: input.reference,
          byName: event.byName,
        },
      ],
      paidCents: statement.paidCents + input.amountCents,
      history: [
        ...statement.history,
        { ...event, kind: 'payment', text: input.reference, amountCents: input.amountCents },
      ],
    };
    writeStatement(tx, ref, next, false);
    return resultOf(next);
  });
}

export async function setRoyaltyRatesHandler(
  request: CallableRequest<unknown>,
): Promise<SetRoyaltyRatesResult> {
  const uid = signedIn(request, 'set royalty rates');
  const input = readRatesRequest(request.data, franchisorDay(new Date()).slice(0, 7));
  const db = getFirestore();
  return db.runTransaction(async (tx) => {
    const { caller } = await callerIn(tx, db, uid, 'set royalty rates');
    assertTopRole(caller, 'set royalty rates');
    const locationRef = db.collection(COLLECTIONS.franchiseLocations).doc(input.locationId);
    const ratesRef = db.collection(COLLECTIONS.royaltySettings).doc(input.locationId);
    const [location, current] = await Promise.all([tx.get(locationRef), tx.get(ratesRef)]);
    if (!location.exists)
      throw new HttpsError('not-found', 'This location does not exist (any more).');
    const versions = nextVersions(
      current.exists ? readRoyaltyRates(current.data() ?? {}, input.locationId).versions : [],
      input,
    );
    tx.set(ratesRef, {
      locationId: input.locationId,
      territoryId: String(location.get('territoryId') ?? ''),
      versions,
      userId: uid,
      updatedAt: FieldValue.serverTimestamp(),
    });
    return { locationId: input.locationId, versions: versions.length };
  });
}
