import { doc, type Firestore } from 'firebase/firestore';
import type { QuestionValues } from '../model/schemas';
import { questionsRef } from './collections';
import { nextQuestionOrder } from './next-question-order';
import { createQuestionIn } from './question-writes';

/**
 * Adds a question at the end of its section for its type. Two people
 * adding to the same section at once may get the same order; the tie only affects display and
 * reorder mode renumbers it.
 */
export async function createQuestion(
  firestore: Firestore,
  values: QuestionValues,
): Promise<string> {
  const id = doc(questionsRef(firestore)).id;
  const order = await nextQuestionOrder(firestore, values.type, values.sectionId);
  await createQuestionIn(firestore, id, values, order);
  return id;
}
