import { httpsCallable } from 'firebase/functions';
import { functions } from '@/lib/firebase';
import {
  CALLABLES,
  type ComplianceReportAnswers,
  type UpdateComplianceReportRequest,
  type UpdateComplianceReportResult,
} from '@/lib/callables';

/**
 * Saves the edit of published report `id` (Update) through the server's `updateComplianceReport`
 * callable (functions/src/compliance/updateReport.ts): it scores the answers against the
 * catalogue, keeps serial, author and place, and creates (assigned) or resolves the follow-up
 * actions with their mails in one transaction; browsers may not write any of these
 * (firestore.rules). Needs the network, like publishing.
 */
export async function saveReportEdit(
  id: string,
  answers: ComplianceReportAnswers,
): Promise<UpdateComplianceReportResult> {
  const call = httpsCallable<UpdateComplianceReportRequest, UpdateComplianceReportResult>(
    functions,
    CALLABLES.updateComplianceReport,
  );
  const { data } = await call({ reportId: id, answers });
  return data;
}
