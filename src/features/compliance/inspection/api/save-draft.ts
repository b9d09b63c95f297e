import { serverTimestamp, setDoc, updateDoc, type Firestore } from 'firebase/firestore';
import { db } from '@/lib/firebase';
import { storedReport } from '../../model/reportComments';
import { settleWrite } from '../model/timing';
import type { ReportFields } from '../model/reportDoc';
import { complianceReportDoc } from '@/data/complianceReports';

/**
 * The draft write on any Firestore instance (the app's, or a rules test's): creates (first save)
 * or overwrites the draft under its device-chosen id, comments in their stored map
 * (model/reportComments.ts).
 */
export function writeDraft(
  firestore: Firestore,
  id: string,
  fields: ReportFields,
  exists: boolean,
): Promise<void> {
  const ref = complianceReportDoc(firestore, id);
  const stored = { ...storedReport(fields), updatedAt: serverTimestamp() };
  return exists
    ? updateDoc(ref, stored)
    : setDoc(ref, { ...stored, readRecipients: [], createdAt: serverTimestamp() });
}

/**
 * Saves a draft (writeDraft). The write lands in the persistent cache at once; the server
 * acknowledgement is awaited only while online (settleWrite), so a dropped connection never hangs
 * the form. Returns where it is saved.
 */
export async function saveDraft(
  id: string,
  fields: ReportFields,
  exists: boolean,
  online: boolean,
): Promise<'server' | 'local'> {
  return settleWrite(writeDraft(db, id, fields, exists), online);
}
