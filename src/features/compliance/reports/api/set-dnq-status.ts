import {
  arrayUnion,
  serverTimestamp,
  Timestamp,
  updateDoc,
  type Firestore,
} from 'firebase/firestore';
import { complianceReportDoc } from '@/data/complianceReports';

export interface DnqStatusInput {
  isDnq: boolean;
  reason: string;
  by: string;
  byName: string;
}

/**
 * Sets or clears the manual DNQ of a published report and appends the change to its history.
 * Only these fields and the stamps change (firestore.rules setsDnqStatus). `at` is a client
 * timestamp because server timestamps cannot go inside an array.
 */
export function setDnqStatus(db: Firestore, reportId: string, input: DnqStatusInput) {
  const entry = { ...input, reason: input.reason.trim(), at: Timestamp.now() };
  return updateDoc(complianceReportDoc(db, reportId), {
    manualDnq: input.isDnq,
    dnqHistory: arrayUnion(entry),
    updatedAt: serverTimestamp(),
    updatedAtTimestamp: Date.now(),
  });
}
