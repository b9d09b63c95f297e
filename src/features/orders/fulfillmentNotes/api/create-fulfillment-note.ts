import { doc, getDocs, query, serverTimestamp, writeBatch } from 'firebase/firestore';
import { db } from '@/lib/firebase';
import { constraintsOf } from '@/data/query/declaredQuery';
import { currentFulfillmentNotes } from '../../fixedQueries';
import { fulfillmentNotesCollection } from './fulfillment-notes-collection';

export interface CreateFulfillmentNoteInput {
  /** Trimmed, 1..2000 characters. */
  notes: string;
  /** Uid of the author. */
  createdBy: string;
}

/**
 * Adds the new current note (spec 01 §4 "a new fulfillment note is current and earlier ones
 * become past"): every current note is demoted in the same batch, so the banner never shows two
 * notes or none. Used by new-note and create-copy alike. Returns the new id.
 */
export async function createFulfillmentNote(input: CreateFulfillmentNoteInput): Promise<string> {
  const notes = fulfillmentNotesCollection();
  const current = await getDocs(
    query(notes, ...constraintsOf(currentFulfillmentNotes, { isCurrent: true })),
  );
  const batch = writeBatch(db);
  for (const earlier of current.docs) {
    batch.update(earlier.ref, { isCurrent: false, isPast: true, updatedAt: serverTimestamp() });
  }
  const created = doc(notes);
  batch.set(created, {
    notes: input.notes,
    isCurrent: true,
    isPast: false,
    createdBy: input.createdBy,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  });
  await batch.commit();
  return created.id;
}
