import { getDocs, limit, query, where } from 'firebase/firestore';
import { sectionsRef } from './collections';

/**
 * True when a section other than `exceptId` already has this name, ignoring case (spec 02 §5).
 * Reads at most two documents through the stored `nameLower` field.
 */
export async function isSectionNameTaken(nameLower: string, exceptId?: string): Promise<boolean> {
  const snapshot = await getDocs(
    query(sectionsRef(), where('nameLower', '==', nameLower), limit(2)),
  );
  return snapshot.docs.some((d) => d.id !== exceptId);
}
