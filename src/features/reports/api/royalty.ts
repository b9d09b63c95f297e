import { getDocs, query, serverTimestamp, setDoc, type Firestore } from 'firebase/firestore';
import { constraintsOf } from '@/data/query/declaredQuery';
import {
  royaltyRateRecords,
  royaltySettingDoc,
  royaltyStatementDoc,
  royaltyStatementRecords,
  type RoyaltyRates,
  type RoyaltyStatement,
} from '@/data/salesLedger';
import { royaltySettings, royaltyStatements } from '../fixedQueries';
import { feeCents } from '../model/salesMath';
import type { StatementFigures } from '../model/statements';

// The stored shapes (src/data/salesLedger.ts), exported with the feature's statement functions.
export type { RoyaltyRates, RoyaltyStatement, StatementStatus } from '@/data/salesLedger';

export const statementId = (locationId: string, month: string) => `${locationId}_${month}`;

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

/** Sets a location's royalty and ad-fund rates (top roles only, by rules). */
export async function saveRoyaltyRates(
  db: Firestore,
  rates: RoyaltyRates,
  userId: string,
): Promise<void> {
  await setDoc(royaltySettingDoc(db, rates.locationId), {
    ...rates,
    userId,
    updatedAt: serverTimestamp(),
  });
}

/** The statements answered for the locations of one territory. */
export async function listStatements(
  db: Firestore,
  territoryId: string,
): Promise<RoyaltyStatement[]> {
  const snapshot = await getDocs(
    query(royaltyStatementRecords(db), ...constraintsOf(royaltyStatements, { territoryId })),
  );
  return snapshot.docs.map((d) => d.data());
}

/** A month's statement from its sales totals and the location's rates (fees rounded to cents). */
export function buildStatement(
  rates: RoyaltyRates,
  month: string,
  figures: StatementFigures,
): Omit<RoyaltyStatement, 'status' | 'comment' | 'userId'> {
  // Only the statement's own fields: callers pass richer month figures (days reported, late).
  return {
    locationId: rates.locationId,
    territoryId: rates.territoryId,
    royaltyBps: rates.royaltyBps,
    adFundBps: rates.adFundBps,
    month,
    grossCents: figures.grossCents,
    exclusionsCents: figures.exclusionsCents,
    approvedRefundsCents: figures.approvedRefundsCents ?? 0,
    netCents: figures.netCents,
    royaltyCents: feeCents(figures.netCents, rates.royaltyBps),
    adFundCents: feeCents(figures.netCents, rates.adFundBps),
  };
}

/** Records the franchisee's confirmation or dispute (a confirmed month locks its sales entries). */
export async function answerStatement(db: Firestore, statement: RoyaltyStatement): Promise<void> {
  await setDoc(royaltyStatementDoc(db, statementId(statement.locationId, statement.month)), {
    ...statement,
    updatedAt: serverTimestamp(),
  });
}
