import { serverTimestamp, setDoc, updateDoc, type Firestore } from 'firebase/firestore';
import { complianceReportQuestionDoc } from '@/data/complianceCatalogue';
import type { QuestionValues } from '../model/schemas';

/**
 * Question writes at a known id and order on any Firestore instance (the app's, or a rules
 * test's); create-question.ts and update-question.ts work out the id and the order.
 */

/** Writes new question `id` at `order`. */
export async function createQuestionIn(
  firestore: Firestore,
  id: string,
  values: QuestionValues,
  order: number,
): Promise<void> {
  await setDoc(complianceReportQuestionDoc(firestore, id), {
    ...values,
    order,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  });
}

/** Updates question `id` (and `order` unless null). */
export async function updateQuestionIn(
  firestore: Firestore,
  id: string,
  values: QuestionValues,
  order: number | null,
): Promise<void> {
  await updateDoc(complianceReportQuestionDoc(firestore, id), {
    ...values,
    ...(order === null ? {} : { order }),
    updatedAt: serverTimestamp(),
  });
}
