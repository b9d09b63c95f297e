import { getDoc, type Firestore } from 'firebase/firestore';
import type { ComplianceQuestion } from '../../model/types';
import { questionDoc } from './collections';

/** One question, or null when it does not exist. */
export async function getQuestion(
  firestore: Firestore,
  id: string,
): Promise<ComplianceQuestion | null> {
  const snapshot = await getDoc(questionDoc(firestore, id));
  const data = snapshot.data();
  return data ? { ...data, id: snapshot.id } : null;
}
