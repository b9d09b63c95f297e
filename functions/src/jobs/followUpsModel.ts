/**
 * The follow-up actions job's decisions (./followUps.ts). An open or in-progress action past its
 * due time is overdue (src/features/compliance/actions/model/actions.ts isOverdue, the list's own
 * rule). Each overdue action mails its assignee once per due day (a new due day mails again),
 * for due days within the last OVERDUE_NOTICE_DAYS; an action nobody is assigned to yet goes to
 * the territory's managers, or its owner when it has none. On Mondays (isWeeklyDay) each
 * territory's owner gets a summary of all its overdue actions.
 */
import type { ActionStatus } from '@/data/complianceActions';
import { isOverdue } from '@/features/compliance/actions/model/actions';
import { buildMail, type BuiltMail, type TeamEmails } from '@/features/mail/model/buildMail';
import {
  addDays,
  dayOf,
  distinct,
  isWeeklyDay,
  JOB_SENDER,
  jobClock,
  mailPeople,
  userOf,
  type JobUser,
} from './people';

/** Actions that fell due longer ago than this get no mail of their own (the summary lists them). */
const OVERDUE_NOTICE_DAYS = 7;
/** At most this many actions are listed in a summary. */
const SUMMARY_LIMIT = 30;

export interface OpenAction {
  id: string;
  question: string;
  serialNo: number;
  locationName: string;
  territoryId: string;
  status: ActionStatus;
  /** Milliseconds. */
  dueAt: number;
  assigneeId: string;
  assigneeName: string;
}

export interface FollowUpInput {
  day: string;
  /** Run the weekly summary whatever the weekday (run-job's `--weekly`). */
  weekly?: boolean;
  actions: readonly OpenAction[];
  users: readonly JobUser[];
  territories: ReadonlyMap<string, { name: string; ownerId: string }>;
  teams: TeamEmails;
  /** The app's address, the mails' links start with it. */
  baseUrl: string;
}

/** Who is told about an action: its assignee, else the territory's managers, else its owner. */
function actionRecipients(
  action: OpenAction,
  users: readonly JobUser[],
  ownerId: string,
): JobUser[] {
  const assignee = action.assigneeId ? userOf(users, action.assigneeId) : null;
  if (assignee) return [assignee];
  const managers = users.filter(
    (u) =>
      u.role === 'manager' && u.territoryIds.includes(action.territoryId) && userOf(users, u.uid),
  );
  return distinct(managers.length > 0 ? managers : [userOf(users, ownerId)]);
}

export function followUpMails(input: FollowUpInput): BuiltMail[] {
  const { baseUrl } = input;
  const now = jobClock(input.day);
  const overdue = input.actions
    .filter((a) => isOverdue(a, now))
    .sort((a, b) => a.dueAt - b.dueAt || a.id.localeCompare(b.id));
  const since = addDays(input.day, -OVERDUE_NOTICE_DAYS);
  const mails: (BuiltMail | null)[] = overdue
    .filter((a) => dayOf(a.dueAt) >= since)
    .map((action) =>
      buildMail(
        {
          type: 'actionOverdue',
          actionId: action.id,
          question: action.question,
          locationName: action.locationName,
          serialNo: action.serialNo,
          dueDay: dayOf(action.dueAt),
          people: mailPeople(
            actionRecipients(
              action,
              input.users,
              input.territories.get(action.territoryId)?.ownerId ?? '',
            ),
            'actionOverdue',
          ),
        },
        input.teams,
        JOB_SENDER,
        baseUrl,
      ),
    );
  if (input.weekly === true || isWeeklyDay(input.day)) {
    const byTerritory = new Map<string, OpenAction[]>();
    for (const action of overdue) {
      byTerritory.set(action.territoryId, [...(byTerritory.get(action.territoryId) ?? []), action]);
    }
    for (const [territoryId, actions] of byTerritory) {
      const territory = input.territories.get(territoryId);
      const owner = userOf(input.users, territory?.ownerId ?? '');
      if (!territory || !owner) continue;
      mails.push(
        buildMail(
          {
            type: 'actionsWeekly',
            territoryId,
            territoryName: territory.name,
            day: input.day,
            actions: actions.slice(0, SUMMARY_LIMIT).map((a) => ({
              question: a.question,
              locationName: a.locationName,
              dueDay: dayOf(a.dueAt),
              assigneeName: a.assigneeName,
            })),
            people: mailPeople([owner], 'actionsWeekly'),
          },
          input.teams,
          JOB_SENDER,
          baseUrl,
        ),
      );
    }
  }
  return mails.filter((m): m is BuiltMail => m !== null);
}
