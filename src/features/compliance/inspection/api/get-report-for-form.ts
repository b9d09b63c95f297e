import { doc, getDoc, Timestamp, type Firestore } from 'firebase/firestore';
import { withStoredComments } from '../../model/reportComments';
import { applyVerdicts } from '../../model/scoring';
import type { ComplianceReport, StoredReportQuestion } from '../../model/types';
import { COMPLIANCE_REPORTS } from './report-refs';

export type StoredReport = Omit<ComplianceReport, 'createdAt' | 'updatedAt'> & {
  /** When the document was created (a draft: its first save), ms; null while not yet synced. */
  createdAtMs: number | null;
};

/** A stored report or draft to edit (from the cache when offline); null when missing. */
export async function getReportForForm(
  firestore: Firestore,
  id: string,
): Promise<StoredReport | null> {
  const snap = await getDoc(doc(firestore, COMPLIANCE_REPORTS, id));
  if (!snap.exists()) return null;
  const stored = snap.data() as Omit<StoredReport, 'id' | 'questions' | 'createdAtMs'> & {
    questions?: StoredReportQuestion[];
    comments?: unknown;
  };
  const createdAt: unknown = snap.get('createdAt');
  // The verdict lists are the answers scored and shown (model/scoring.ts applyVerdicts); the
  // comments come from their stored map (model/reportComments.ts).
  const { comments, ...report } = stored;
  return {
    ...report,
    questions: withStoredComments(applyVerdicts(stored.questions ?? [], stored), comments),
    id: snap.id,
    createdAtMs: createdAt instanceof Timestamp ? createdAt.toMillis() : null,
  };
}
