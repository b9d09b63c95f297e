import { getDoc } from 'firebase/firestore';
import { applyVerdicts } from '../../model/scoring';
import type { ComplianceReport, StoredReportQuestion } from '../../model/types';
import { reportRef } from './report-refs';

export type StoredReport = Omit<ComplianceReport, 'createdAt' | 'updatedAt'>;

/** A stored report or draft to edit (from the cache when offline); null when missing. */
export async function getReportForForm(id: string): Promise<StoredReport | null> {
  const snap = await getDoc(reportRef(id));
  if (!snap.exists()) return null;
  const stored = snap.data() as Omit<StoredReport, 'id' | 'questions'> & {
    questions?: StoredReportQuestion[];
  };
  // The verdict lists are the answers scored and shown (model/scoring.ts applyVerdicts).
  return { ...stored, questions: applyVerdicts(stored.questions ?? [], stored), id: snap.id };
}
