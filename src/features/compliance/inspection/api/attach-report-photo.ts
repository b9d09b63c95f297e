import { runTransaction, serverTimestamp, type Firestore } from 'firebase/firestore';
import { complianceReportDoc, complianceReportRecord } from '@/data/complianceReports';
import type { ReportImage } from '../../model/types';
import { withQuestionImage } from '../model/queuedPhotos';

// Not report-refs.ts: that module binds the app's Firestore, and the rules tests call this one
// with their own.

/**
 * Attaches an uploaded queued photo to its question in one write; the report keeps its author
 * (a draft is its author's alone, README "Who edits a compliance report"). Throws when the report
 * is not saved yet, so the queue retries it later.
 */
export async function attachReportPhoto(
  db: Firestore,
  reportId: string,
  questionId: string,
  image: ReportImage,
): Promise<void> {
  await runTransaction(db, async (tx) => {
    // The stored entries, read by the report's reader (src/data/complianceReports.ts).
    const report = (await tx.get(complianceReportRecord(db, reportId))).data();
    if (!report) throw new Error(`Report ${reportId} is not saved yet`);
    const questions = withQuestionImage(report.questions, questionId, image);
    if (!questions) return;
    tx.update(complianceReportDoc(db, reportId), {
      questions,
      updatedAt: serverTimestamp(),
      updatedAtTimestamp: Date.now(),
    });
  });
}
