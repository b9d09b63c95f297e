import { getDoc, type Firestore } from 'firebase/firestore';
import { complianceSignoffRecord } from '@/data/complianceReports';
import type { Signoff } from '../../model/signoff';

/** The sign-off of a published report, or null (reports published before sign-offs existed). */
export async function getSignoff(db: Firestore, reportId: string): Promise<Signoff | null> {
  // Read by the stored sign-off's reader (src/data/complianceReports.ts readSignoff).
  const snap = await getDoc(complianceSignoffRecord(db, reportId));
  return snap.data() ?? null;
}
