// Type-only imports from the data floor: the demo seed loads this module through Vite without
// the app's aliases, and types are erased.
import type { ActionPriority, ActionStatus, ComplianceAction } from '@/data/complianceActions';
import type { QuestionWeight, ReportQuestion } from '../../model/types';

// The action as read (src/data/complianceActions.ts readComplianceAction), its statuses
// (ACTION_STATUSES there) and priorities.
export type { ActionStatus, ComplianceAction };

/**
 * Follow-up actions (issue 16): every failed question of a published report becomes one
 * `compliance_actions` document, id `<reportId>_<questionId>`, written in the publish transaction.
 * Status flow: open -> in progress -> done (note required, photo optional) -> verified (top roles;
 * final). firestore.rules mirrors these transitions.
 */

export const ACTION_STATUS_NAMES: Record<ActionStatus, string> = {
  open: 'Open',
  inProgress: 'In progress',
  done: 'Done',
  verified: 'Verified',
};
/** Statuses that still need work; stored as `isActive` so lists can filter with one equality. */
export const ACTIVE_STATUSES: readonly ActionStatus[] = ['open', 'inProgress'];

export const PRIORITY_NAMES: Record<ActionPriority, string> = {
  high: 'High',
  medium: 'Medium',
  low: 'Low',
};

/**
 * Days until a new action is due, by priority. A dnq question is always 1 day (the rule);
 * the others are this table, the one place to configure them.
 */
const DUE_DAYS: Record<ActionPriority, number> = { high: 3, medium: 7, low: 14 };
/** Weights from this value up are high priority, from MEDIUM_FROM medium, below that low. */
const HIGH_FROM = 10;
const MEDIUM_FROM = 5;

/** Limits the rules check too. */
export const NOTE_MAX = 2000;
/** Evidence photo stored as a JPEG data URL (no Storage emulator here): at most this many chars. */
export const EVIDENCE_MAX = 300_000;

export function priorityOf(weight: QuestionWeight): ActionPriority {
  if (weight === 'dnq' || weight >= HIGH_FROM) return 'high';
  return weight >= MEDIUM_FROM ? 'medium' : 'low';
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Default due time of an action for a question of `weight` published at `publishedAt` (ms). */
export function defaultDueAt(weight: QuestionWeight, publishedAt: number): number {
  const days = weight === 'dnq' ? 1 : DUE_DAYS[priorityOf(weight)];
  return publishedAt + days * DAY_MS;
}

export const actionId = (reportId: string, questionId: string) => `${reportId}_${questionId}`;

/** A question counts as failed when answered No and not N/A. */
export const isFailed = (q: Pick<ReportQuestion, 'pass' | 'isNotApplicable'>) =>
  !q.pass && !q.isNotApplicable;

export interface PublishedReportInfo {
  reportId: string;
  serialNo: number;
  franchiseeLocationId: string;
  franchiseeLocationName: string;
  territoryId: string;
  territoryName: string;
  questions: readonly ReportQuestion[];
}

/** The new actions for a report being published: one per failed question, unassigned, open. */
export function newActionsFor(
  report: PublishedReportInfo,
  createdBy: string,
  now: number,
): ComplianceAction[] {
  return report.questions.filter(isFailed).map((q) => ({
    id: actionId(report.reportId, q.id),
    reportId: report.reportId,
    serialNo: report.serialNo,
    questionId: q.id,
    question: q.question,
    sectionName: q.sectionName,
    weight: q.weight,
    comment: q.comment,
    images: q.images,
    franchiseeLocationId: report.franchiseeLocationId,
    franchiseeLocationName: report.franchiseeLocationName,
    territoryId: report.territoryId,
    territoryName: report.territoryName,
    status: 'open',
    isActive: true,
    priority: priorityOf(q.weight),
    dueAt: defaultDueAt(q.weight, now),
    assigneeId: '',
    assigneeName: '',
    note: '',
    evidence: '',
    completedAt: null,
    verifiedBy: '',
    verifiedByName: '',
    verifiedAt: null,
    createdBy,
  }));
}

/** Past its due time and still open or in progress. */
export function isOverdue(action: Pick<ComplianceAction, 'dueAt' | 'status'>, now: number) {
  return ACTIVE_STATUSES.includes(action.status) && action.dueAt < now;
}

/** List order: overdue first, then by due time (soonest first), then by question. */
export function sortActions<T extends Pick<ComplianceAction, 'dueAt' | 'status' | 'question'>>(
  actions: readonly T[],
  now: number,
): T[] {
  return [...actions].sort(
    (a, b) =>
      Number(isOverdue(b, now)) - Number(isOverdue(a, now)) ||
      a.dueAt - b.dueAt ||
      a.question.localeCompare(b.question),
  );
}

export type ActionRole = 'top' | 'assignee' | 'none';

/** Statuses the caller may move an action to from `from` (the rules allow the same). */
export function nextStatuses(from: ActionStatus, role: ActionRole): ActionStatus[] {
  if (from === 'verified' || role === 'none') return [];
  const work: ActionStatus[] = ['open', 'inProgress', 'done'];
  const targets = role === 'top' && from === 'done' ? [...work, 'verified' as const] : work;
  return targets.filter((s) => s !== from);
}

/** Why a completion cannot be saved, or null: "done" needs a note; limits as the rules. */
export function completionError(status: ActionStatus, note: string): string | null {
  if (status === 'done' && note.trim().length === 0)
    return 'Describe what was done before marking the action done';
  if (note.length > NOTE_MAX) return `Must be at most ${NOTE_MAX} characters`;
  return null;
}
