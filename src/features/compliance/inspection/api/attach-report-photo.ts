import { runTransaction, serverTimestamp, type Firestore } from 'firebase/firestore';
import { complianceReportDoc } from '@/data/complianceReports';
import type { ReportImage, ReportQuestion } from '../../model/types';
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
  const ref = complianceReportDoc(db, reportId);
  await runTransaction(db, async (tx) => {
    const snapshot = await tx.get(ref);
    if (!snapshot.exists()) throw new Error(`Report ${reportId} is not saved yet`);
    const questions = withQuestionImage(
      snapshot.get('questions') as ReportQuestion[],
      questionId,
      image,
    );
    if (!questions) return;
    tx.update(ref, {
      questions,
      updatedAt: serverTimestamp(),
      updatedAtTimestamp: Date.now(),
    });
  });
}
