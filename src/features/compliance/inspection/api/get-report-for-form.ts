import { getDoc } from 'firebase/firestore';
import { applyGrades } from '../../model/scoring';
import type { ComplianceReport } from '../../model/types';
import { reportRef } from './report-refs';

export type StoredReport = Omit<ComplianceReport, 'createdAt' | 'updatedAt'>;

/** A stored report or draft to edit (from the cache when offline); null when missing. */
export async function getReportForForm(id: string): Promise<StoredReport | null> {
  const snap = await getDoc(reportRef(id));
  if (!snap.exists()) return null;
  const stored = snap.data() as Omit<StoredReport, 'id'>;
  // The graded answers are the ones scored and shown (model/scoring.ts applyGrades).
  return { ...stored, questions: applyGrades(stored.questions ?? [], stored.grades), id: snap.id };
}
