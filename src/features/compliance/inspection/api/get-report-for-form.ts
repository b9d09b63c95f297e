import { getDoc, type Firestore } from 'firebase/firestore';
import { toReportDetails, type ReportDetails } from '../../reports';
import { complianceReportRecord } from '@/data/complianceReports';

export type StoredReport = ReportDetails & {
  /** When the document was created (a draft: its first save), ms; null while not yet synced. */
  createdAtMs: number | null;
};

/**
 * A stored report or draft to edit (from the cache when offline); null when missing. Read by the
 * reports' own reader (`toReportDetails`: typed fields, answers from the verdict lists, comments
 * from their map), so the form and the view never read a report two ways.
 */
export async function getReportForForm(
  firestore: Firestore,
  id: string,
): Promise<StoredReport | null> {
  const snap = await getDoc(complianceReportRecord(firestore, id));
  const stored = snap.data();
  if (!stored) return null;
  const report = toReportDetails(snap.id, stored);
  return { ...report, createdAtMs: report.createdAt?.getTime() ?? null };
}
