/**
 * The weekly digest (`weeklyDigestDaily`, which mails on Mondays; locally `run-job.mjs
 * weeklyDigest --date <a Monday>`, or `--weekly` for any day): reads what the home dashboard's
 * cards count, for everyone at once, and writes the digests ./weeklyDigestModel.ts decides.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@/data/collections';
import { franchisorDay } from '@/features/reports/model/benchmarks';
import { readOpenActions } from './followUps';
import { readInspectedLocations } from './inspectionsDue';
import { appBaseUrl, readJobUsers, readTeamEmails, writeMails, type JobResult } from './jobMail';
import { isWeeklyDay } from './people';
import { weeklyDigestMails, type DigestSources } from './weeklyDigestModel';
import { text } from '../callInput';

const dueDayOf = (value: unknown): string =>
  value && typeof (value as { toDate?: unknown }).toDate === 'function'
    ? franchisorDay((value as { toDate: () => Date }).toDate())
    : '';

export async function runWeeklyDigest(
  db: Firestore,
  day: string,
  options: { weekly?: boolean } = {},
): Promise<JobResult> {
  if (options.weekly !== true && !isWeeklyDay(day))
    return { day, written: {}, digestItems: 0, alreadySent: 0 };
  const [orders, orderDrafts, complianceDrafts, approvals, actions, locations, users, teams] =
    await Promise.all([
      db
        .collection(COLLECTIONS.orders)
        .where('status', 'in', ['pending', 'revision', 'approved'])
        .get(),
      db.collection(COLLECTIONS.draftOrders).get(),
      db.collection(COLLECTIONS.complianceReports).where('status', '==', 'draft').get(),
      db
        .collection(COLLECTIONS.approvals)
        .where('status', 'in', ['submitted', 'resubmitted', 'revisionRequested', 'draft'])
        .get(),
      readOpenActions(db),
      readInspectedLocations(db),
      readJobUsers(db),
      readTeamEmails(db),
    ]);
  const sources: DigestSources = {
    orders: orders.docs.map((d) => ({
      status: text(d.get('status')),
      territoryId: text(d.get('territoryId')),
    })),
    orderDrafts: orderDrafts.docs.map((d) => ({ userId: text(d.get('userId')) })),
    complianceDrafts: complianceDrafts.docs.map((d) => ({
      userId: text(d.get('userId')),
      territoryId: text(d.get('territoryId')),
    })),
    approvals: approvals.docs.map((d) => ({
      status: text(d.get('status')),
      territoryId: text(d.get('territoryId')),
      userId: text(d.get('userId')),
      assigneeId: text(d.get('assigneeId')),
      dueDay: dueDayOf(d.get('dueDate')),
    })),
    actions,
    locations,
  };
  return writeMails(db, day, weeklyDigestMails(day, users, sources, teams, appBaseUrl(), options));
}
