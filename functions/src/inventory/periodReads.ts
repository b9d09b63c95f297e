/**
 * How the inventory callables read a period and their caller (inventoryPeriods.ts, the period
 * steps; stockTransfers.ts, the transfers between locations): Admin SDK reads in a transaction.
 */
import {
  Timestamp,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { COLLECTIONS, SUBCOLLECTIONS } from '@/data/collections';
import { readInventoryPeriodFields, type InventoryPeriodFields } from '@/data/shapes/inventory';
import { periodSpan } from '@/features/reports/inventory/model/cogsSources';

/** A period as the server reads it: its fields and its stored times. */
export interface Period extends InventoryPeriodFields {
  ref: DocumentReference;
  createdAt: Timestamp | null;
  updatedAt: Timestamp | null;
  openingCountedAt: Date | null;
  closingCountedAt: Date | null;
}

const timestampOf = (value: unknown) => (value instanceof Timestamp ? value : null);

export function readPeriod(snap: DocumentSnapshot): Period {
  const data = snap.data() ?? {};
  return {
    ...readInventoryPeriodFields(data, snap.id),
    ref: snap.ref,
    createdAt: timestampOf(data.createdAt),
    updatedAt: timestampOf(data.updatedAt),
    openingCountedAt: timestampOf(data.openingCountedAt)?.toDate() ?? null,
    closingCountedAt: timestampOf(data.closingCountedAt)?.toDate() ?? null,
  };
}

/** A period with its days, as the COGS report dates it (cogsSources.ts periodSpan). */
export const spannedPeriod = (period: Period, today: string) => ({
  id: period.id,
  status: period.status,
  ...periodSpan(period, today),
});

export const uidOf = (request: CallableRequest<unknown>, doing: string) => {
  const uid = request.auth?.uid;
  if (!uid) throw new HttpsError('unauthenticated', `Sign in to ${doing}.`);
  return uid;
};

export const callerOf = (snap: DocumentSnapshot) => snap.data();

export const linesOf = (db: Firestore, reportId: string) =>
  db.collection(COLLECTIONS.inventoryReports).doc(reportId).collection(SUBCOLLECTIONS.countLines);

/**
 * The periods of a location: in `territoryId` only (what the count sheet reads for its
 * expectations), or in any territory (null: a location moved to another territory keeps its
 * unfinished period).
 */
export async function periodsOf(
  tx: Transaction,
  db: Firestore,
  territoryId: string | null,
  locationId: string,
): Promise<Period[]> {
  const periods = db.collection(COLLECTIONS.inventoryReports);
  const snap = await tx.get(
    territoryId === null
      ? periods.where('locationId', '==', locationId)
      : periods.where('territoryId', '==', territoryId).where('locationId', '==', locationId),
  );
  return snap.docs.map(readPeriod);
}
