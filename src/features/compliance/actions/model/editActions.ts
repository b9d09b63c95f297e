import {
  ACTIVE_STATUSES,
  isFailed,
  newActionsFor,
  type ComplianceAction,
  type PublishedReportInfo,
} from './actions';
import type { ReportQuestion } from '../../model/types';

/**
 * Follow-up actions after an edit of a published report (issue 16), written by the server in the
 * edit's transaction (functions/src/compliance/updateReport.ts, issue 28): a question that fails after the edit and has no action yet gets one (as publishing
 * does); an open or in-progress action whose question no longer fails is closed as done with
 * RESOLVED_BY_EDIT (a top role then verifies it as usual). Actions already done or verified, and
 * those of questions still failing, stay as they are.
 */
export const RESOLVED_BY_EDIT = 'Resolved by an edit of the report: this question no longer fails.';

export interface EditActionChanges {
  create: ComplianceAction[];
  /** The actions to close as resolved by the edit, with their note after it. */
  resolve: { id: string; note: string }[];
}

/** The note of a resolved action: what the assignee wrote, if anything, then why it closed. */
const resolvedNote = (note: string) =>
  note.trim() ? `${note.trim()}\n\n${RESOLVED_BY_EDIT}` : RESOLVED_BY_EDIT;

export function actionChangesAfterEdit(
  report: PublishedReportInfo,
  existing: readonly Pick<ComplianceAction, 'id' | 'questionId' | 'status' | 'note'>[],
  editedBy: string,
  now: number,
): EditActionChanges {
  const known = new Set(existing.map((a) => a.id));
  const failing = new Set(report.questions.filter(isFailed).map((q) => q.id));
  return {
    create: newActionsFor(report, editedBy, now).filter((a) => !known.has(a.id)),
    resolve: existing
      .filter((a) => ACTIVE_STATUSES.includes(a.status) && !failing.has(a.questionId))
      .map((a) => ({ id: a.id, note: resolvedNote(a.note) })),
  };
}

/** The question ids whose actions an edit must look at: failed before or failing now. */
type Answer = Pick<ReportQuestion, 'id' | 'pass' | 'isNotApplicable'>;

export function questionsToCheck(before: readonly Answer[], after: readonly Answer[]): string[] {
  return [...new Set([...before, ...after].filter(isFailed).map((q) => q.id))];
}
