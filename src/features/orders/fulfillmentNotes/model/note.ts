import type { DocumentData, DocumentSnapshot, SnapshotOptions } from 'firebase/firestore';
import { toDate } from '@/lib/format';

/** Longest note text; firestore.rules (validFulfillmentNote) enforces the same bound. */
export const FULFILLMENT_NOTE_MAX_LENGTH = 2000;

/** Banner text when no note is current (spec 01 §2). */
export const NO_FULFILLMENT_NOTE = 'No fulfillment note';

/**
 * A `fulfillment_notes/{id}` document as the screens use it (stored shape: FulfillmentNote in
 * ../../model/types.ts, timestamps as Dates here). `createdBy` is written by this app but absent on
 * the seed's notes.
 */
export interface FulfillmentNoteView {
  id: string;
  notes: string;
  isCurrent: boolean;
  isPast: boolean;
  createdAt: Date | null;
  updatedAt: Date | null;
  createdBy?: string;
}

// A just-written serverTimestamp() reads as an estimate, so a new note shows a date at once.
const ESTIMATE: SnapshotOptions = { serverTimestamps: 'estimate' };

/** Maps a stored document, tolerating missing or mistyped fields. */
export function toFulfillmentNote(snapshot: DocumentSnapshot<DocumentData>): FulfillmentNoteView {
  const data = snapshot.data(ESTIMATE) ?? {};
  return {
    id: snapshot.id,
    notes: typeof data.notes === 'string' ? data.notes : '',
    isCurrent: data.isCurrent === true,
    isPast: data.isPast === true,
    createdAt: toDate(data.createdAt ?? null),
    updatedAt: toDate(data.updatedAt ?? null),
    ...(typeof data.createdBy === 'string' ? { createdBy: data.createdBy } : {}),
  };
}
