import { getDocs, type Firestore } from 'firebase/firestore';
import type { ComplianceQuestion } from '../../model/types';
import { questionsRef } from './collections';

/**
 * Every catalogue question of both types, for the list's "All" tab. The catalogue is two
 * compliance forms' worth (tens of questions), so one read serves sorting and filtering.
 */
export async function listAllQuestions(firestore: Firestore): Promise<ComplianceQuestion[]> {
  const snapshot = await getDocs(questionsRef(firestore));
  return snapshot.docs.map((d) => ({ ...d.data(), id: d.id }));
}
