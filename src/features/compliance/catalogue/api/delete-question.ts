import type { Firestore } from 'firebase/firestore';
import { deleteQuestionIn } from './question-writes';

/**
 * Removes a question from the catalogue with its weight index entry; reports already made keep
 * their own copy of it.
 */
export async function deleteQuestion(firestore: Firestore, id: string): Promise<void> {
  await deleteQuestionIn(firestore, id);
}
