import { serverTimestamp, updateDoc } from 'firebase/firestore';
import type { QuestionValues } from '../model/schemas';
import type { LocationType } from '../../model/types';
import { questionDoc } from './collections';
import { nextQuestionOrder } from './next-question-order';

export interface UpdateQuestionInput extends QuestionValues {
  id: string;
  /** Where the question was before this edit, to tell whether it moved. */
  previous: { type: LocationType; sectionId: string };
}

/** Saves an edited question; one moved to another section or type goes to that one's end. */
export async function updateQuestion({
  id,
  previous,
  ...values
}: UpdateQuestionInput): Promise<void> {
  const moved = previous.type !== values.type || previous.sectionId !== values.sectionId;
  await updateDoc(questionDoc(id), {
    ...values,
    ...(moved ? { order: await nextQuestionOrder(values.type, values.sectionId) } : {}),
    updatedAt: serverTimestamp(),
  });
}
