import { runTransaction, serverTimestamp, type Firestore } from 'firebase/firestore';
import { complianceReportQuestionDoc } from '@/data/complianceCatalogue';
import type { QuestionValues } from '../model/schemas';
import { indexUpdateIn } from './catalogue-index';

/**
 * Question writes on any Firestore instance (the app's, or a rules test's), each in one
 * transaction with the catalogue's weight index (catalogue-index.ts): the rules refuse a question
 * created, re-weighted or deleted without its index entry following in the same write.
 */

/** Writes new question `id` at `order` with its index entry. */
export async function createQuestionIn(
  firestore: Firestore,
  id: string,
  values: QuestionValues,
  order: number,
): Promise<void> {
  await runTransaction(firestore, async (tx) => {
    const updateIndex = await indexUpdateIn(firestore, tx, id, values.weight);
    tx.set(complianceReportQuestionDoc(firestore, id), {
      ...values,
      order,
      createdAt: serverTimestamp(),
      updatedAt: serverTimestamp(),
    });
    updateIndex();
  });
}

/** Updates question `id` (and `order` unless null) with its index entry. */
export async function updateQuestionIn(
  firestore: Firestore,
  id: string,
  values: QuestionValues,
  order: number | null,
): Promise<void> {
  await runTransaction(firestore, async (tx) => {
    const updateIndex = await indexUpdateIn(firestore, tx, id, values.weight);
    tx.update(complianceReportQuestionDoc(firestore, id), {
      ...values,
      ...(order === null ? {} : { order }),
      updatedAt: serverTimestamp(),
    });
    updateIndex();
  });
}

/** Deletes question `id` and its index entry. */
export async function deleteQuestionIn(firestore: Firestore, id: string): Promise<void> {
  await runTransaction(firestore, async (tx) => {
    const updateIndex = await indexUpdateIn(firestore, tx, id, null);
    tx.delete(complianceReportQuestionDoc(firestore, id));
    updateIndex();
  });
}
