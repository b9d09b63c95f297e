import { getDoc } from 'firebase/firestore';
import type { ComplianceQuestion } from '../../model/types';
import { questionDoc } from './collections';

/** One question, or null when it does not exist. */
export async function getQuestion(id: string): Promise<ComplianceQuestion | null> {
  const snapshot = await getDoc(questionDoc(id));
  const data = snapshot.data();
  return data ? { ...data, id: snapshot.id } : null;
}
