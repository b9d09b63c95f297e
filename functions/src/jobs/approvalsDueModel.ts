/**
 * The approvals job's decisions (./approvalsDue.ts). An open request (sent or resubmitted,
 * waiting for a reviewer: OPEN_STATUSES) is due soon from DUE_SOON_DAYS days before its due day
 * (`dueDate`: the request's own date less the type's lead time) and overdue after it, as the
 * approvals list shows it (src/features/approvals/model/due.ts). Each state mails once per due
 * day: to the request's assignee (`assigneeId`, set by reviewer routing) while they can receive
 * mail, else to everyone who may decide it (Review Approval Requests in its territory, never its
 * own requester). A request overdue for `escalateAfterDays` days or more is escalated once to the
 * top roles (`app_config/jobs.approvalEscalationDays`, default APPROVAL_ESCALATION_DAYS).
 */
import { DUE_SOON_DAYS } from '@/features/approvals/model/due';
import { buildMail, type BuiltMail, type TeamEmails } from '@/features/mail/model/buildMail';
import {
  addDays,
  DAY_MS,
  distinct,
  JOB_SENDER,
  mailPeople,
  mayIn,
  topRoleUsers,
  userOf,
  type JobUser,
} from './people';

/** Days overdue before a request is escalated to the top roles, unless app_config/jobs says. */
export const APPROVAL_ESCALATION_DAYS = 3;

export interface OpenRequest {
  id: string;
  name: string;
  locationName: string;
  territoryId: string;
  /** The requester. */
  userId: string;
  /** The assigned reviewer, '' when none. */
  assigneeId: string;
  /** The due day (yyyy-MM-dd) in the franchisor's time zone, '' when the request has none. */
  dueDay: string;
}

/** The setting as stored (a whole number of days, 1 to 60), else the default. */
export function escalationDays(value: unknown): number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 60
    ? value
    : APPROVAL_ESCALATION_DAYS;
}

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** Who is told about a request: its assignee, else whoever may decide it. */
function reviewersOf(request: OpenRequest, users: readonly JobUser[]): JobUser[] {
  const assignee = request.assigneeId ? userOf(users, request.assigneeId) : null;
  if (assignee) return [assignee];
  return users.filter(
    (u) => u.uid !== request.userId && mayIn(u, request.territoryId, 'approvals.review'),
  );
}

export function approvalDueMails(
  day: string,
  requests: readonly OpenRequest[],
  users: readonly JobUser[],
  escalateAfterDays: number,
  teams: TeamEmails,
  baseUrl: string,
): BuiltMail[] {
  const mails: (BuiltMail | null)[] = [];
  for (const request of requests) {
    if (request.dueDay === '' || request.dueDay > addDays(day, DUE_SOON_DAYS)) continue;
    const state = request.dueDay < day ? 'overdue' : 'dueSoon';
    const place = {
      requestId: request.id,
      requestName: request.name,
      locationName: request.locationName,
      dueDay: request.dueDay,
    };
    mails.push(
      buildMail(
        {
          type: 'approvalDue',
          ...place,
          state,
          people: mailPeople(reviewersOf(request, users), 'approvalDue'),
        },
        teams,
        JOB_SENDER,
        baseUrl,
      ),
    );
    const overdueDays = daysBetween(request.dueDay, day);
    if (state === 'overdue' && overdueDays >= escalateAfterDays) {
      const top = distinct(topRoleUsers(users).filter((u) => u.uid !== request.userId));
      mails.push(
        buildMail(
          {
            type: 'approvalEscalated',
            ...place,
            daysOverdue: overdueDays,
            people: mailPeople(top, 'approvalEscalated'),
          },
          teams,
          JOB_SENDER,
          baseUrl,
        ),
      );
    }
  }
  return mails.filter((m): m is BuiltMail => m !== null);
}
