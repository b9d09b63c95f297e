import { runTransaction, serverTimestamp } from 'firebase/firestore';
import { db } from '@/lib/firebase';
import type { ReportFields } from '../model/reportDoc';
import { counterRef, reportRef } from './report-refs';

/**
 * Publishes: takes the next serial from counters/complianceReports and writes the report as
 * published, in one transaction (so two inspectors never share a number). The counter names the
 * report taking the number (`reportId`): the rules move it only together with that report. Used by Submit (no
 * draft yet) and Publish (turns the draft with this id into the report). Needs the network:
 * transactions do not run from the offline cache. Returns the serial.
 */
export async function publishReport(id: string, fields: ReportFields): Promise<number> {
  return runTransaction(db, async (tx) => {
    const counter = await tx.get(counterRef());
    const serialNo = counter.exists() ? (counter.get('value') as number) + 1 : 1;
    if (counter.exists())
      tx.update(counterRef(), { value: serialNo, reportId: id, updatedAt: serverTimestamp() });
    else tx.set(counterRef(), { value: serialNo, reportId: id, createdAt: serverTimestamp() });
    tx.set(reportRef(id), {
      ...fields,
      serialNo,
      status: 'published',
      isDraft: false,
      readRecipients: [],
      createdAt: serverTimestamp(),
      updatedAt: serverTimestamp(),
    });
    return serialNo;
  });
}
