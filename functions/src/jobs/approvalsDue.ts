/**
 * The approvals job (`approvalsDueDaily`; locally `run-job.mjs approvalsDue --date`): reads the
 * open requests (`status in` the open statuses), the people and the escalation setting
 * (`app_config/jobs.approvalEscalationDays`), and writes the mails ./approvalsDueModel.ts
 * decides.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@/data/collections';
import { OPEN_STATUSES } from '@/features/approvals/model/status';
import { franchisorDay } from '@/features/reports/model/benchmarks';
import { appBaseUrl, readJobUsers, readTeamEmails, writeMails, type JobResult } from './jobMail';
import { approvalDueMails, escalationDays, type OpenRequest } from './approvalsDueModel';

export async function runApprovalsDue(db: Firestore, day: string): Promise<JobResult> {
  const [requestSnap, settings, users, teams] = await Promise.all([
    db
      .collection(COLLECTIONS.approvals)
      .where('status', 'in', [...OPEN_STATUSES])
      .get(),
    db.collection(COLLECTIONS.appConfig).doc('jobs').get(),
    readJobUsers(db),
    readTeamEmails(db),
  ]);
  const requests: OpenRequest[] = requestSnap.docs.map((d) => {
    const due: unknown = d.get('dueDate');
    return {
      id: d.id,
      name: String(d.get('name') ?? ''),
      locationName: String(d.get('franchiseeLocationName') ?? ''),
      territoryId: String(d.get('territoryId') ?? ''),
      userId: String(d.get('userId') ?? ''),
      assigneeId: String(d.get('assigneeId') ?? ''),
      // Stored as the start of the due day where it was written: its day in the franchisor's zone.
      dueDay:
        due && typeof (due as { toDate?: unknown }).toDate === 'function'
          ? franchisorDay((due as { toDate: () => Date }).toDate())
          : '',
    };
  });
  return writeMails(
    db,
    day,
    approvalDueMails(
      day,
      requests,
      users,
      escalationDays(settings.get('approvalEscalationDays')),
      teams,
      appBaseUrl(),
    ),
  );
}
