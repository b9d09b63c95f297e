import { getDoc, type Firestore } from 'firebase/firestore';
import { toReportDetails, type ReportDetails } from '../model/report';
import { complianceReportRecord } from '@/data/complianceReports';

/** One report by id; null when it does not exist. Out-of-scope ids are refused by the rules. */
export async function getReport(db: Firestore, id: string): Promise<ReportDetails | null> {
  const snapshot = await getDoc(complianceReportRecord(db, id));
  const report = snapshot.data();
  return report ? toReportDetails(snapshot.id, report) : null;
}
