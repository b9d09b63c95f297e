import { httpsCallable } from 'firebase/functions';
import { functions } from '@/lib/firebase';
import {
  CALLABLES,
  type PublishComplianceReportRequest,
  type PublishComplianceReportResult,
  type PublishSignoff,
} from '@/lib/callables';

/**
 * Publishes the draft `id` (Submit or Publish; the form saves the draft to the server first)
 * through the server's `publishComplianceReport` callable
 * (functions/src/compliance/publishReport.ts): it scores the draft's answers against the
 * catalogue, takes the next serial and writes the report, its sign-off, its follow-up actions
 * (assigned at once) and their mails in one transaction; browsers may not write any of these
 * (firestore.rules). Needs the network, as the serial always did. Returns the serial.
 */
export async function publishReport(id: string, signoff: PublishSignoff): Promise<number> {
  const call = httpsCallable<PublishComplianceReportRequest, PublishComplianceReportResult>(
    functions,
    CALLABLES.publishComplianceReport,
  );
  const { data } = await call({ reportId: id, signoff });
  return data.serialNo;
}
