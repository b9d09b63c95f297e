import {
  getDoc,
  serverTimestamp,
  Timestamp,
  type Firestore,
  type Transaction,
} from 'firebase/firestore';
import { complianceSignoffDoc, complianceSignoffRecord } from '@/data/complianceReports';
import { durationSeconds, type Signoff, type SignoffWrite } from '../../model/signoff';

/** compliance_signoffs/{reportId}: the sign-off has its report's id. */
export const signoffRef = (db: Firestore, reportId: string) => complianceSignoffDoc(db, reportId);

/**
 * Adds the sign-off to the publish transaction `tx` (publishReportIn's `alsoWrite`): the end is
 * the server's time of the publish; the duration is counted on this device's clock and the rules
 * accept it within a few minutes of the server's end minus start.
 */
export function writeSignoff(
  db: Firestore,
  tx: Transaction,
  input: SignoffWrite,
  now = Date.now(),
) {
  tx.set(signoffRef(db, input.reportId), {
    reportId: input.reportId,
    userId: input.userId,
    territoryId: input.territoryId,
    inspectorName: input.inspectorName,
    inspectorSignature: input.inspectorSignature,
    managerName: input.managerSignature ? input.managerName.trim() : '',
    managerSignature: input.managerSignature,
    startedAt: Timestamp.fromMillis(input.startedAt),
    endedAt: serverTimestamp(),
    durationSeconds: durationSeconds(input.startedAt, now),
  });
}

/** The sign-off of a published report, or null (reports published before sign-offs existed). */
export async function getSignoff(db: Firestore, reportId: string): Promise<Signoff | null> {
  // Read by the stored sign-off's reader (src/data/complianceReports.ts readSignoff).
  const snap = await getDoc(complianceSignoffRecord(db, reportId));
  return snap.data() ?? null;
}
