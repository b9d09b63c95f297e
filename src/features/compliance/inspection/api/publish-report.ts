import { db } from '@/lib/firebase';
import type { ReportFields } from '../model/reportDoc';
import { publishReportIn } from './publish-report-transaction';

/**
 * Publishes (Submit with no draft yet, or Publish of the draft with this id): serial, report and
 * its follow-up actions in one transaction (publish-report-transaction.ts), so two inspectors never
 * share a number; the counter names the report taking the number (`reportId`), since the rules
 * move it only together with that report. Needs the network: transactions do not run from the offline cache.
 */
export async function publishReport(id: string, fields: ReportFields): Promise<number> {
  return publishReportIn(db, id, fields);
}
