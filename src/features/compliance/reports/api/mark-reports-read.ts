import { arrayUnion, writeBatch, type Firestore } from 'firebase/firestore';
import { complianceReportDoc } from '@/data/complianceReports';

export interface MarkReportsReadInput {
  db: Firestore;
  /** Reports `uid` has not read yet; at most 500 (one batch). */
  ids: readonly string[];
  uid: string;
}

/**
 * Adds `uid` to readRecipients of each report, in one batch (spec 02 §4). Only readRecipients
 * changes: the one update the rules allow every reader, and updatedAt keeps the last real edit.
 */
export async function markReportsRead({ db, ids, uid }: MarkReportsReadInput): Promise<void> {
  if (ids.length === 0) return;
  const batch = writeBatch(db);
  for (const id of ids)
    batch.update(complianceReportDoc(db, id), { readRecipients: arrayUnion(uid) });
  await batch.commit();
}
