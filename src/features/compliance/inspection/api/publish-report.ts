import { notifyEvent } from '@/features/mail';
import { db } from '@/lib/firebase';
import type { ReportFields } from '../model/reportDoc';
import type { SignoffWrite } from '../../model/signoff';
import { writeSignoff } from '../../signoff';
import { publishReportIn } from './publish-report-transaction';

/**
 * Publishes (Submit with no draft yet, or Publish of the draft with this id): serial, report and
 * its follow-up actions in one transaction (publish-report-transaction.ts), so two inspectors never
 * share a number; the counter names the report taking the number (`reportId`), since the rules
 * move it only together with that report. The sign-off (signatures, start, end, duration) goes
 * with it too. A report published Fail or DNQ then asks the server for its mail to the compliance
 * team and the territory's owner (notifyEvent; the server checks the report). Needs the network:
 * transactions do not run from the offline cache. Returns the serial.
 */
export async function publishReport(
  id: string,
  fields: ReportFields,
  signoff: SignoffWrite,
): Promise<number> {
  let failed = false;
  const serialNo = await publishReportIn(db, id, fields, (tx, _serialNo, written) => {
    writeSignoff(db, tx, signoff);
    // The last attempt of the transaction decides (scoring again can turn a pass into a fail).
    failed = written.result === 'fail' || written.result === 'dnq';
  });
  if (failed) notifyEvent(db, 'complianceFailed', id);
  return serialNo;
}
