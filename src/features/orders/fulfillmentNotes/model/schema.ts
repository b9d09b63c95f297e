import * as yup from 'yup';
import { FULFILLMENT_NOTE_MAX_LENGTH } from './note';

export const fulfillmentNoteMessages = {
  notesRequired: 'Notes are required',
  notesTooLong: `Notes must be at most ${FULFILLMENT_NOTE_MAX_LENGTH} characters`,
  created: 'Fulfillment note created',
  updated: 'Fulfillment note updated',
} as const;

/** Whitespace-only is empty; the bound matches firestore.rules (1..2000 after trimming). */
export const fulfillmentNoteSchema = yup.object({
  notes: yup
    .string()
    .trim()
    .required(fulfillmentNoteMessages.notesRequired)
    .max(FULFILLMENT_NOTE_MAX_LENGTH, fulfillmentNoteMessages.notesTooLong),
});
