import { getDocs } from 'firebase/firestore';
import type { ComplianceQuestion } from '../../model/types';
import { questionsRef } from './collections';

/**
 * Every catalogue question of both types, for the list's "All" tab. The catalogue is two
 * compliance forms' worth (tens of questions), so one read serves sorting and filtering.
 */
export async function listAllQuestions(): Promise<ComplianceQuestion[]> {
  const snapshot = await getDocs(questionsRef());
  return snapshot.docs.map((d) => ({ ...d.data(), id: d.id }));
}
