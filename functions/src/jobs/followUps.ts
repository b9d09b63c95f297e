/**
 * The follow-up actions job (`followUpsDaily`; locally `run-job.mjs followUps --date`): reads
 * the active actions (`isActive`, one equality) and the people, and writes the overdue mails and
 * Monday's summaries ./followUpsModel.ts decides.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@/data/collections';
import { ACTIVE_STATUSES } from '@/features/compliance/actions/model/actions';
import {
  appBaseUrl,
  readJobUsers,
  readTeamEmails,
  readTerritories,
  writeMails,
  type JobResult,
} from './jobMail';
import { followUpMails, type OpenAction } from './followUpsModel';

const millis = (value: unknown): number =>
  value && typeof (value as { toMillis?: unknown }).toMillis === 'function'
    ? (value as { toMillis: () => number }).toMillis()
    : 0;

const readAction = (id: string, data: Record<string, unknown>): Omit<OpenAction, 'status'> => ({
  id,
  question: String(data.question ?? ''),
  serialNo: Number(data.serialNo ?? 0),
  locationName: String(data.franchiseeLocationName ?? ''),
  territoryId: String(data.territoryId ?? ''),
  dueAt: millis(data.dueDate),
  assigneeId: String(data.assigneeId ?? ''),
  assigneeName: String(data.assigneeName ?? ''),
});

/** The active actions (`isActive`, one equality), open or in progress. */
export async function readOpenActions(db: Firestore): Promise<OpenAction[]> {
  const snap = await db
    .collection(COLLECTIONS.complianceActions)
    .where('isActive', '==', true)
    .get();
  // An action whose status is no longer open or in progress is not waiting for anyone.
  return snap.docs.flatMap((d) => {
    const status = ACTIVE_STATUSES.find((s) => s === d.get('status'));
    return status ? [{ ...readAction(d.id, d.data()), status }] : [];
  });
}

export async function runFollowUps(
  db: Firestore,
  day: string,
  options: { weekly?: boolean } = {},
): Promise<JobResult> {
  const [actions, users, territories, teams] = await Promise.all([
    readOpenActions(db),
    readJobUsers(db),
    readTerritories(db),
    readTeamEmails(db),
  ]);
  return writeMails(
    db,
    day,
    followUpMails({
      day,
      weekly: options.weekly,
      actions,
      users,
      territories,
      teams,
      baseUrl: appBaseUrl(),
    }),
  );
}
