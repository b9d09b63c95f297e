import { deleteDoc } from 'firebase/firestore';
import { questionDoc } from './collections';

/** Removes a question from the catalogue; reports already made keep their own copy of it. */
export async function deleteQuestion(id: string): Promise<void> {
  await deleteDoc(questionDoc(id));
}
