import {
  getDoc,
  serverTimestamp,
  Timestamp,
  type Firestore,
  type Transaction,
} from 'firebase/firestore';
import { complianceSignoffDoc } from '@/data/complianceReports';
import { durationSeconds, type Signoff, type SignoffInput } from '../model/signoff';

/** compliance_signoffs/{reportId}: the sign-off has its report's id. */
export const signoffRef = (db: Firestore, reportId: string) => complianceSignoffDoc(db, reportId);

export interface SignoffWrite extends SignoffInput {
  reportId: string;
  userId: string;
  territoryId: string;
  inspectorName: string;
  startedAt: number;
}

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

const millis = (value: unknown) => (value instanceof Timestamp ? value.toMillis() : 0);

/** The sign-off of a published report, or null (reports published before sign-offs existed). */
export async function getSignoff(db: Firestore, reportId: string): Promise<Signoff | null> {
  const snap = await getDoc(signoffRef(db, reportId));
  if (!snap.exists()) return null;
  const d = snap.data();
  return {
    reportId,
    userId: String(d.userId ?? ''),
    territoryId: String(d.territoryId ?? ''),
    inspectorName: String(d.inspectorName ?? ''),
    inspectorSignature: String(d.inspectorSignature ?? ''),
    managerName: String(d.managerName ?? ''),
    managerSignature: String(d.managerSignature ?? ''),
    startedAt: millis(d.startedAt),
    endedAt: millis(d.endedAt),
    durationSeconds: Number(d.durationSeconds ?? 0),
  };
}
