import { serverTimestamp, setDoc, updateDoc } from 'firebase/firestore';
import { settleWrite } from '../model/timing';
import type { ReportFields } from '../model/reportDoc';
import { reportRef } from './report-refs';

/**
 * Creates (first save) or overwrites a draft under a device-chosen id. The write lands in the
 * persistent cache at once; the server acknowledgement is awaited only while online (settleWrite),
 * so a dropped connection never hangs the form. Returns where it is saved.
 */
export async function saveDraft(
  id: string,
  fields: ReportFields,
  exists: boolean,
  online: boolean,
): Promise<'server' | 'local'> {
  const stamps = { updatedAt: serverTimestamp() };
  const write = exists
    ? updateDoc(reportRef(id), { ...fields, ...stamps })
    : setDoc(reportRef(id), {
        ...fields,
        ...stamps,
        readRecipients: [],
        createdAt: serverTimestamp(),
      });
  return settleWrite(write, online);
}
