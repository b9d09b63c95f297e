import { getDoc, Timestamp } from 'firebase/firestore';
import { applyGrades } from '../../model/scoring';
import type { ComplianceReport } from '../../model/types';
import { reportRef } from './report-refs';

export type StoredReport = Omit<ComplianceReport, 'createdAt' | 'updatedAt'> & {
  /** When the document was created (a draft: its first save), ms; null while not yet synced. */
  createdAtMs: number | null;
};

/** A stored report or draft to edit (from the cache when offline); null when missing. */
export async function getReportForForm(id: string): Promise<StoredReport | null> {
  const snap = await getDoc(reportRef(id));
  if (!snap.exists()) return null;
  const stored = snap.data() as Omit<StoredReport, 'id' | 'createdAtMs'>;
  const createdAt: unknown = snap.get('createdAt');
  // The graded answers are the ones scored and shown (model/scoring.ts applyGrades).
  return {
    ...stored,
    questions: applyGrades(stored.questions ?? [], stored.grades),
    id: snap.id,
    createdAtMs: createdAt instanceof Timestamp ? createdAt.toMillis() : null,
  };
}
