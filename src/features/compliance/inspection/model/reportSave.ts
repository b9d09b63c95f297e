import type { PublishSignoff } from '@/lib/callables';
import { inspectionStart, type SignoffInput } from '../../model/signoff';
import { inspectionMessages as msg } from './messages';
import { reportFields, withoutKeys } from './reportDoc';
import type { ReportLocation } from '../../model/location';
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
  const time = at.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
  return `Draft saved at ${time}`;
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

/** The snackbar after Update of a published report. */
export function reportUpdatedNotice(where: SavedWhere): SaveNotice {
  return where === 'local'
    ? { message: msg.savedOffline, variant: 'info' }
    : { message: msg.updated, variant: 'success' };
}

/** What Update writes: the report as published, less serial and author, which stay as stored. */
export function editedReportFields(
  values: ReportFormValues,
  location: ReportLocation,
  userId: string,
) {
  return withoutKeys(reportFields(values, location, userId, 'published', 0), [
    'serialNo',
    'userId',
  ]);
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
