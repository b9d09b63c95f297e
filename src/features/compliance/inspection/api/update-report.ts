import { serverTimestamp, updateDoc } from 'firebase/firestore';
import { db } from '@/lib/firebase';
import { getCatalogueWeights } from '../../catalogue/api/catalogue-index';
import { settleWrite } from '../model/timing';
import { rescoredFields, type ReportFields } from '../model/reportDoc';
import { reportRef } from './report-refs';

/**
 * Updates a published report. Serial, author, place, creation date and readRecipients are left
 * as stored (the rules refuse changing them); score and answers are rewritten, scored with the
 * catalogue's current weights (read from the cache when offline), as the rules require.
 */
export async function updateReport(
  id: string,
  fields: Omit<ReportFields, 'serialNo' | 'userId'>,
  online: boolean,
): Promise<'server' | 'local'> {
  const scored = rescoredFields(fields, await getCatalogueWeights(db));
  return settleWrite(updateDoc(reportRef(id), { ...scored, updatedAt: serverTimestamp() }), online);
}
