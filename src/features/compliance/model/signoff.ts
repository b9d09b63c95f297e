/**
 * Inspection sign-off (issue 16): the inspector's and, optionally, the location manager's drawn
 * signatures with the inspection's start, end and duration. Stored in `compliance_signoffs/{reportId}`
 * (its own document), written only by the server when it publishes the report
 * (functions/src/compliance/publishReport.ts), which reads the drawn input (PublishSignoff).
 */

/** Longest signature data URL (characters) the rules accept: a small line-art PNG is 5-20 KB. */
export const SIGNATURE_MAX = 60_000;
export const SIGNATURE_PREFIX = 'data:image/png;base64,';
export const NAME_MAX = 255;
/** A stored sign-off as read (src/data/complianceReports.ts readSignoff): times in ms. */
export type { Signoff } from '@/data/complianceReports';

/** What the form collects before Publish. */
export interface SignoffInput {
  inspectorSignature: string;
  managerName: string;
  managerSignature: string;
}

export const EMPTY_SIGNOFF: SignoffInput = {
  inspectorSignature: '',
  managerName: '',
  managerSignature: '',
};

export const signoffMessages = {
  tooLarge: 'The signature is too large: clear it and sign again with fewer strokes',
  managerNameRequired: "Enter the manager's name under their signature",
  managerNameTooLong: `Must be at most ${NAME_MAX} characters`,
} as const;

/** Field errors of the sign-off (keys: inspectorSignature, managerSignature, managerName). */
export function signoffErrors(input: SignoffInput): Record<string, string> {
  const errors: Record<string, string> = {};
  if (input.inspectorSignature.length > SIGNATURE_MAX)
    errors.inspectorSignature = signoffMessages.tooLarge;
  if (input.managerSignature.length > SIGNATURE_MAX)
    errors.managerSignature = signoffMessages.tooLarge;
  const name = input.managerName.trim();
  if (input.managerSignature && !name) errors.managerName = signoffMessages.managerNameRequired;
  if (name.length > NAME_MAX) errors.managerName = signoffMessages.managerNameTooLong;
  return errors;
}

/**
 * When the inspection started: its first edit. A stored draft was created by the first save,
 * which autosave makes at most a minute after the first edit, so the earlier of the draft's
 * creation and this session's first edit; with neither, when the form was opened.
 */
export function inspectionStart(times: {
  draftCreatedAt: number | null;
  firstEditAt: number | null;
  openedAt: number;
}): number {
  const known = [times.draftCreatedAt, times.firstEditAt].filter((t): t is number => t !== null);
  return known.length ? Math.min(...known) : times.openedAt;
}

/** Whole seconds from start to end (never negative). */
export const durationSeconds = (startedAt: number, endedAt: number) =>
  Math.max(0, Math.round((endedAt - startedAt) / 1000));

/** "1 h 05 min", "12 min", "under a minute". */
export function formatDuration(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  if (minutes < 1) return 'under a minute';
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${minutes} min`;
  return `${hours} h ${String(rest).padStart(2, '0')} min`;
}
