/**
 * The weekly digest's decisions (./weeklyDigest.ts): on Mondays (isWeeklyDay) every user who
 * can receive mail gets one mail listing what waits for them, the home dashboard's cards they
 * see (src/features/dashboard/model/cards.ts dashboardCards, same role lists and permissions)
 * counted over their territory scope, plus the overdue follow-up actions assigned to them. The
 * informational cards (upcoming events, scores, announcements) are left out; a user with nothing
 * waiting gets no mail.
 */
import { hasPermission, type Permission } from '@/domain/permissions';
import { scopeIncludes, territoryScope } from '@/domain/territoryScope';
import { dashboardCards, DRAFT_PERMISSIONS } from '@/features/dashboard/model/cards';
import { isOverdue } from '@/features/compliance/actions/model/actions';
import { isPastDue } from '@/features/compliance/schedule/model/pastDue';
import { DUE_SOON_DAYS } from '@/features/approvals/model/due';
import { OPEN_STATUSES } from '@/features/approvals/model/status';
import { buildMail, type BuiltMail, type TeamEmails } from '@/features/mail/model/buildMail';
import type { OpenAction } from './followUpsModel';
import type { InspectedLocation } from './inspectionsDueModel';
import {
  addDays,
  isWeeklyDay,
  JOB_SENDER,
  jobClock,
  mailPeople,
  reachable,
  type JobUser,
} from './people';

/** What the digest counts: the waiting records, each with its territory and author. */
export interface DigestSources {
  orders: readonly { status: string; territoryId: string }[];
  orderDrafts: readonly { userId: string }[];
  complianceDrafts: readonly { userId: string; territoryId: string }[];
  approvals: readonly {
    status: string;
    territoryId: string;
    userId: string;
    assigneeId: string;
    dueDay: string;
  }[];
  actions: readonly OpenAction[];
  locations: readonly InspectedLocation[];
}

/** The digest's lines for `user` at `day`, the empty ones left out. */
export function digestLines(
  user: JobUser,
  day: string,
  sources: DigestSources,
): { label: string; count: number }[] {
  const can = (p: Permission) => hasPermission(user.permissions, p);
  const scope = territoryScope(user);
  const inScope = (territoryId: string) => scopeIncludes(scope, territoryId);
  const now = jobClock(day);
  const orders = (status: string) =>
    sources.orders.filter((o) => o.status === status && inScope(o.territoryId)).length;
  const lines: { label: string; count: number }[] = [];
  for (const card of dashboardCards(user.role, can)) {
    if (card === 'ordersAwaitingApproval') {
      lines.push({ label: 'Orders waiting for approval', count: orders('pending') });
    } else if (card === 'ordersAwaitingFulfilment') {
      lines.push({ label: 'Orders waiting for fulfilment', count: orders('approved') });
    } else if (card === 'ownOrders') {
      lines.push({ label: 'Orders returned for revision', count: orders('revision') });
    } else if (card === 'approvalsDue') {
      const soon = addDays(day, DUE_SOON_DAYS);
      lines.push({
        label: 'Approval requests due soon or overdue',
        count: sources.approvals.filter(
          (a) =>
            (OPEN_STATUSES as readonly string[]).includes(a.status) &&
            inScope(a.territoryId) &&
            a.userId !== user.uid &&
            (a.assigneeId === '' || a.assigneeId === user.uid) &&
            a.dueDay !== '' &&
            a.dueDay <= soon,
        ).length,
      });
    } else if (card === 'approvalsReturned') {
      lines.push({
        label: 'Approval requests returned to you',
        count: sources.approvals.filter(
          (a) => a.status === 'revisionRequested' && a.userId === user.uid,
        ).length,
      });
    } else if (card === 'pastDueInspections') {
      lines.push({
        label: 'Inspections past due',
        count: sources.locations.filter(
          (l) => inScope(l.territoryId) && isPastDue(l.lastInspectedAt, l.frequencyDays, now),
        ).length,
      });
    } else if (card === 'drafts') {
      const drafts =
        (can(DRAFT_PERMISSIONS.orders)
          ? sources.orderDrafts.filter((d) => d.userId === user.uid).length
          : 0) +
        (can(DRAFT_PERMISSIONS.compliance)
          ? sources.complianceDrafts.filter((d) => d.userId === user.uid && inScope(d.territoryId))
              .length
          : 0) +
        (can(DRAFT_PERMISSIONS.approvals)
          ? sources.approvals.filter((a) => a.status === 'draft' && a.userId === user.uid).length
          : 0);
      lines.push({ label: 'Drafts to finish', count: drafts });
    }
  }
  lines.push({
    label: 'Follow-up actions overdue, assigned to you',
    count: sources.actions.filter((a) => a.assigneeId === user.uid && isOverdue(a, now)).length,
  });
  return lines.filter((line) => line.count > 0);
}

export function weeklyDigestMails(
  day: string,
  users: readonly JobUser[],
  sources: DigestSources,
  teams: TeamEmails,
  baseUrl: string,
  options: { weekly?: boolean } = {},
): BuiltMail[] {
  if (options.weekly !== true && !isWeeklyDay(day)) return [];
  return users.filter(reachable).flatMap((user) => {
    const lines = digestLines(user, day, sources);
    if (lines.length === 0) return [];
    const mail = buildMail(
      {
        type: 'weeklyDigest',
        uid: user.uid,
        day,
        lines,
        person: mailPeople([user], 'weeklyDigest')[0],
      },
      teams,
      JOB_SENDER,
      baseUrl,
    );
    return mail ? [mail] : [];
  });
}
