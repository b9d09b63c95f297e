import { getDocs, query, type Firestore } from 'firebase/firestore';
import { constraintsOf } from '@/data/query/declaredQuery';
import { sectionQuestionsOfType } from '../../fixedQueries';
import { nextOrder } from '../../model/sections';
import type { LocationType } from '../../model/types';
import { questionsRef } from './collections';

/**
 * Order for a question joining `sectionId` for `type`: highest there + 1 (spec 02 §4). Reads the
 * section's questions of that type (a handful) with equality filters only, so no index is needed.
 */
export async function nextQuestionOrder(
  firestore: Firestore,
  type: LocationType,
  sectionId: string,
): Promise<number> {
  const snapshot = await getDocs(
    query(questionsRef(firestore), ...constraintsOf(sectionQuestionsOfType, { type, sectionId })),
  );
  return nextOrder(snapshot.docs.map((d) => d.data().order));
}
