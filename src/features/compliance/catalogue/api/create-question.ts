import { addDoc, serverTimestamp } from 'firebase/firestore';
import type { QuestionValues } from '../model/schemas';
import { questionsRef } from './collections';
import { nextQuestionOrder } from './next-question-order';

/**
 * Adds a question at the end of its section for its type. Two people adding to the same section at
 * once may get the same order; the tie only affects display and reorder mode renumbers it.
 */
export async function createQuestion(values: QuestionValues): Promise<string> {
  const ref = await addDoc(questionsRef(), {
    ...values,
    order: await nextQuestionOrder(values.type, values.sectionId),
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  });
  return ref.id;
}
