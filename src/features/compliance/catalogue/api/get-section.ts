import { getDoc, type Firestore } from 'firebase/firestore';
import type { ComplianceSection } from '../../model/types';
import { sectionDoc } from './collections';

/** One section, or null when it does not exist. */
export async function getSection(
  firestore: Firestore,
  id: string,
): Promise<ComplianceSection | null> {
  const snapshot = await getDoc(sectionDoc(firestore, id));
  const data = snapshot.data();
  return data ? { ...data, id: snapshot.id } : null;
}
