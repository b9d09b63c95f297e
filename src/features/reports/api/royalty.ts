import { getDocs, query, serverTimestamp, setDoc, type Firestore } from 'firebase/firestore';
import { constraintsOf } from '@/data/query/declaredQuery';
import {
  royaltySettingDoc,
  royaltySettingsCollection,
  royaltyStatementDoc,
  royaltyStatementsCollection,
} from '@/data/salesLedger';
import { royaltySettings, royaltyStatements } from '../fixedQueries';
import { feeCents } from '../model/salesMath';

export interface RoyaltyRates {
  locationId: string;
  territoryId: string;
  royaltyBps: number;
  adFundBps: number;
}

export type StatementStatus = 'confirmed' | 'disputed';

/** A franchisee's answer to one month's statement, with the figures they answered to. */
export interface RoyaltyStatement extends RoyaltyRates {
  month: string;
  grossCents: number;
  exclusionsCents: number;
  /** Approved refund requests of the month (sales_adjustments), taken off net. */
  approvedRefundsCents: number;
  netCents: number;
  royaltyCents: number;
  adFundCents: number;
  status: StatementStatus;
  comment: string;
  userId: string;
}

export const statementId = (locationId: string, month: string) => `${locationId}_${month}`;

/** The rates of the locations of one territory. */
export async function listRoyaltyRates(
  db: Firestore,
  territoryId: string,
): Promise<RoyaltyRates[]> {
  const snapshot = await getDocs(
    query(royaltySettingsCollection(db), ...constraintsOf(royaltySettings, { territoryId })),
  );
  return snapshot.docs.map((d) => {
    const x = d.data();
    return {
      locationId: d.id,
      territoryId: String(x.territoryId),
      royaltyBps: Number(x.royaltyBps),
      adFundBps: Number(x.adFundBps),
    };
  });
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
    query(royaltyStatementsCollection(db), ...constraintsOf(royaltyStatements, { territoryId })),
  );
  return snapshot.docs.map((d) => {
    const x = d.data();
    return {
      locationId: String(x.locationId),
      territoryId: String(x.territoryId),
      month: String(x.month),
      grossCents: Number(x.grossCents),
      exclusionsCents: Number(x.exclusionsCents),
      // Statements answered before approved refunds were adjustments have none.
      approvedRefundsCents: Number(x.approvedRefundsCents ?? 0),
      netCents: Number(x.netCents),
      royaltyBps: Number(x.royaltyBps),
      adFundBps: Number(x.adFundBps),
      royaltyCents: Number(x.royaltyCents),
      adFundCents: Number(x.adFundCents),
      status: x.status === 'confirmed' ? 'confirmed' : 'disputed',
      comment: String(x.comment ?? ''),
      userId: String(x.userId),
    };
  });
}

export interface StatementFigures {
  grossCents: number;
  exclusionsCents: number;
  /** Approved refunds (absent: none). */
  approvedRefundsCents?: number;
  /** Net after exclusions and approved refunds. */
  netCents: number;
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
