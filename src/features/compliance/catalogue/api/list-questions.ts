import { getDocs, query, where, type Firestore } from 'firebase/firestore';
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
  const snapshot = await getDocs(query(questionsRef(firestore), where('type', '==', type)));
  return snapshot.docs.map((d) => ({ ...d.data(), id: d.id }));
}
