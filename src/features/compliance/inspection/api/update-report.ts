import { serverTimestamp, updateDoc } from 'firebase/firestore';
import { settleWrite } from '../model/timing';
import type { ReportFields } from '../model/reportDoc';
import { reportRef } from './report-refs';

/**
 * Updates a published report. Serial, author, place, creation date and readRecipients are left
 * as stored (the rules refuse changing them); score and answers are rewritten.
 */
export async function updateReport(
  id: string,
  fields: Omit<ReportFields, 'serialNo' | 'userId'>,
  online: boolean,
): Promise<'server' | 'local'> {
  return settleWrite(updateDoc(reportRef(id), { ...fields, updatedAt: serverTimestamp() }), online);
}
