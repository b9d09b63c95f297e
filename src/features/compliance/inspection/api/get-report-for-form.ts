import { getDoc } from 'firebase/firestore';
import type { ComplianceReport } from '../../model/types';
import { reportRef } from './report-refs';

export type StoredReport = Omit<ComplianceReport, 'createdAt' | 'updatedAt'>;

/** A stored report or draft to edit (from the cache when offline); null when missing. */
export async function getReportForForm(id: string): Promise<StoredReport | null> {
  const snap = await getDoc(reportRef(id));
  if (!snap.exists()) return null;
  return { ...(snap.data() as Omit<StoredReport, 'id'>), id: snap.id };
}
