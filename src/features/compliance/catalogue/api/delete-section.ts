import { deleteDoc, getCountFromServer, query, type Firestore } from 'firebase/firestore';
import { constraintsOf } from '@/data/query/declaredQuery';
import { questionsOfSection } from '../../fixedQueries';
import { questionsRef, sectionDoc } from './collections';
import { SectionInUseError } from './errors';

/**
 * Deletes a section no question uses. A question must stay in a section (the form groups by it),
 * so a section in use is refused with SectionInUseError instead of orphaning its questions.
 */
export async function deleteSection(firestore: Firestore, id: string): Promise<void> {
  const count = await getCountFromServer(
    query(questionsRef(firestore), ...constraintsOf(questionsOfSection, { sectionId: id })),
  );
  const questionCount = count.data().count;
  if (questionCount > 0) throw new SectionInUseError(questionCount);
  await deleteDoc(sectionDoc(firestore, id));
}
