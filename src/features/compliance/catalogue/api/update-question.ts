import type { Firestore } from 'firebase/firestore';
import type { QuestionValues } from '../model/schemas';
import type { LocationType } from '../../model/types';
import { nextQuestionOrder } from './next-question-order';
import { updateQuestionIn } from './question-writes';

export interface UpdateQuestionInput extends QuestionValues {
  id: string;
  /** Where the question was before this edit, to tell whether it moved. */
  previous: { type: LocationType; sectionId: string };
}

/**
 * Saves an edited question (reports already published keep the weight they were scored with);
 * one moved to another section or type goes to that one's end.
 */
export async function updateQuestion(
  firestore: Firestore,
  { id, previous, ...values }: UpdateQuestionInput,
): Promise<void> {
  const moved = previous.type !== values.type || previous.sectionId !== values.sectionId;
  const order = moved ? await nextQuestionOrder(firestore, values.type, values.sectionId) : null;
  await updateQuestionIn(firestore, id, values, order);
}
