import { getDocs, limit, query, where, type Firestore } from 'firebase/firestore';
import { sectionsRef } from './collections';

/**
 * True when a section other than `exceptId` already has this name, ignoring case (spec 02 §5).
 * Reads at most two documents through the stored `nameLower` field.
 */
export async function isSectionNameTaken(
  firestore: Firestore,
  nameLower: string,
  exceptId?: string,
): Promise<boolean> {
  const snapshot = await getDocs(
    query(sectionsRef(firestore), where('nameLower', '==', nameLower), limit(2)),
  );
  return snapshot.docs.some((d) => d.id !== exceptId);
}
