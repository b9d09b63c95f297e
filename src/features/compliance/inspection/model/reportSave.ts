import type { ComplianceReportAnswers, PublishSignoff } from '@/lib/callables';
import { formatTime } from '@/lib/format';
import { moveCommentsOut } from '../../model/reportComments';
import { scoreReport } from '../../model/scoring';
import { inspectionStart, type SignoffInput } from '../../model/signoff';
import { inspectionMessages as msg } from './messages';
import type { ReportFormValues } from './reportForm';

/** Where a write landed: acknowledged by the server, or only in this device's cache. */
type SavedWhere = 'server' | 'local';

/** Save Draft pressed, or the autosave schedule. */
export type DraftSaveKind = 'manual' | 'auto';

/** A snackbar to show after a save. */
interface SaveNotice {
  message: string;
  variant: 'info' | 'success';
}

/** The note beside the score after a draft save: saved offline, or the time it was saved. */
export function draftSavedNote(where: SavedWhere, at: Date): string {
  if (where === 'local') return msg.savedOffline;
  return `Draft saved at ${formatTime(at)}`;
}

/** The snackbar after a draft save; an autosave to the server passes quietly (null). */
export function draftSavedNotice(
  where: SavedWhere,
  how: DraftSaveKind,
  created: boolean,
): SaveNotice | null {
  if (where === 'local') return { message: msg.savedOffline, variant: 'info' };
  if (how === 'auto') return null;
  return { message: created ? msg.draftCreated : msg.draftSaved, variant: 'success' };
}

/**
 * What Update sends the server (updateComplianceReport): the answers only, as a report stores
 * them (verdict lists, comments by question, each question's photos, the notes). The server
 * scores them against the catalogue and keeps everything else as stored.
 */
export function editedAnswers(values: ReportFormValues): ComplianceReportAnswers {
  const { passed, failed, notApplicable } = scoreReport(values.questions);
  return {
    passed,
    failed,
    notApplicable,
    comments: moveCommentsOut(values.questions).comments,
    questions: values.questions.map(({ id, images }) => ({ id, images })),
    highlightNotes: values.highlightNotes,
    lowlightNotes: values.lowlightNotes,
  };
}

/**
 * The sign-off sent with a publish: what was drawn and typed, and the start. The server names the
 * inspector from their profile and stamps the end (functions/src/compliance/publishReport.ts).
 */
export function publishedSignoff(
  input: SignoffInput,
  times: Parameters<typeof inspectionStart>[0],
): PublishSignoff {
  return { ...input, startedAt: inspectionStart(times) };
}
