import { serverTimestamp, writeBatch, type Firestore } from 'firebase/firestore';
import { sectionOrderField } from '../../model/sections';
import type { LocationType } from '../../model/types';
import { BATCH_LIMIT, questionDoc, sectionDoc } from './collections';

export interface SectionOrderChange {
  id: string;
  order: number;
}

export interface QuestionOrderChange {
  id: string;
  order: number;
  /** A question may be dragged into another section of the same type. */
  sectionId: string;
}

/**
 * Saves a reordered catalogue for one location type (the compliance form's reorder mode) in one
 * batch, so a form never sees half a new order. Sections get the type's order field
 * (orderInRestaurant or orderInTruck) and `updatedAtTimestamp`; questions get `order` and
 * `sectionId`. Pass only what changed; the rules let this touch nothing else.
 */
export async function saveCatalogueOrder(
  firestore: Firestore,
  type: LocationType,
  sections: readonly SectionOrderChange[],
  questions: readonly QuestionOrderChange[],
): Promise<void> {
  const total = sections.length + questions.length;
  if (total === 0) return;
  if (total > BATCH_LIMIT) {
    throw new Error(`At most ${BATCH_LIMIT} sections and questions can be reordered at once`);
  }
  const field = sectionOrderField(type);
  const now = Date.now();
  const batch = writeBatch(firestore);
  for (const { id, order } of sections) {
    batch.update(sectionDoc(firestore, id), {
      [field]: order,
      updatedAtTimestamp: now,
      updatedAt: serverTimestamp(),
    });
  }
  for (const { id, order, sectionId } of questions) {
    batch.update(questionDoc(firestore, id), { order, sectionId, updatedAt: serverTimestamp() });
  }
  await batch.commit();
}
