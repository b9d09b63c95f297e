import { deleteDoc, getCountFromServer, query, where, type Firestore } from 'firebase/firestore';
import { questionsRef, sectionDoc } from './collections';
import { SectionInUseError } from './errors';

/**
 * Deletes a section no question uses. A question must stay in a section (the form groups by it),
 * so a section in use is refused with SectionInUseError instead of orphaning its questions.
 */
export async function deleteSection(firestore: Firestore, id: string): Promise<void> {
  const count = await getCountFromServer(
    query(questionsRef(firestore), where('sectionId', '==', id)),
  );
  const questionCount = count.data().count;
  if (questionCount > 0) throw new SectionInUseError(questionCount);
  await deleteDoc(sectionDoc(firestore, id));
}
