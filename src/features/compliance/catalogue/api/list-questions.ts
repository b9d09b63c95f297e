import { getDocs, query, type Firestore } from 'firebase/firestore';
import { constraintsOf } from '@/data/query/declaredQuery';
import { questionsOfType } from '../../fixedQueries';
import type { ComplianceQuestion, LocationType } from '../../model/types';
import { questionsRef } from './collections';

/**
 * Every catalogue question of one location type (a few dozen: one compliance form's worth).
 * Unsorted: group and sort them with `groupQuestionsBySection`.
 */
export async function listQuestionsByType(
  firestore: Firestore,
  type: LocationType,
): Promise<ComplianceQuestion[]> {
  const snapshot = await getDocs(
    query(questionsRef(firestore), ...constraintsOf(questionsOfType, { type })),
  );
  return snapshot.docs.map((d) => ({ ...d.data(), id: d.id }));
}
