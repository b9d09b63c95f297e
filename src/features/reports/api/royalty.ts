import { getDocs, query, type Firestore } from 'firebase/firestore';
import { httpsCallable } from 'firebase/functions';
import { constraintsOf } from '@/data/query/declaredQuery';
import {
  royaltyRateRecords,
  royaltyStatementRecords,
  type RoyaltyRates,
  type RoyaltyStatement,
} from '@/data/royalty';
import { functions } from '@/lib/firebase';
import {
  CALLABLES,
  type AnswerRoyaltyStatementRequest,
  type RecordRoyaltyPaymentRequest,
  type ResolveRoyaltyDisputeRequest,
  type RoyaltyStatementResult,
  type SetRoyaltyRatesRequest,
  type SetRoyaltyRatesResult,
} from '@/lib/callables';
import { locationStatements, royaltySettings } from '../fixedQueries';

/*
 * Royalty rates and statements: read from Firestore, changed only through the server's royalty
 * callables (functions/src/royalty/statements.ts), which compute every figure. A refusal throws
 * the server's sentence (errorText).
 */

/** The rates of the locations of one territory. */
export async function listRoyaltyRates(
  db: Firestore,
  territoryId: string,
): Promise<RoyaltyRates[]> {
  const snapshot = await getDocs(
    query(royaltyRateRecords(db), ...constraintsOf(royaltySettings, { territoryId })),
  );
  return snapshot.docs.map((d) => d.data());
}

/** The statements issued for one location, newest month first. */
export async function listStatements(
  db: Firestore,
  territoryId: string,
  locationId: string,
): Promise<RoyaltyStatement[]> {
  const snapshot = await getDocs(
    query(
      royaltyStatementRecords(db),
      ...constraintsOf(locationStatements, { territoryId, locationId }),
    ),
  );
  return snapshot.docs.map((d) => d.data()).sort((a, b) => b.month.localeCompare(a.month));
}

const call =
  <Request, Result>(name: string) =>
  async (request: Request) =>
    (await httpsCallable<Request, Result>(functions, name)(request)).data;

/** Sets a location's rates from a month on (top roles). */
export const saveRoyaltyRates = call<SetRoyaltyRatesRequest, SetRoyaltyRatesResult>(
  CALLABLES.setRoyaltyRates,
);

/** The franchisee confirms or disputes the revision of a statement they read. */
export const answerStatement = call<AnswerRoyaltyStatementRequest, RoyaltyStatementResult>(
  CALLABLES.answerRoyaltyStatement,
);

/** A top role upholds a disputed statement or adjusts its net sales, with a reason. */
export const resolveDispute = call<ResolveRoyaltyDisputeRequest, RoyaltyStatementResult>(
  CALLABLES.resolveRoyaltyDispute,
);

/** A top role records a payment against a confirmed statement. */
export const recordPayment = call<RecordRoyaltyPaymentRequest, RoyaltyStatementResult>(
  CALLABLES.recordRoyaltyPayment,
);
