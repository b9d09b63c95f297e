import { getDocs, query, type Firestore } from 'firebase/firestore';
import { constraintsOf } from '@/data/query/declaredQuery';
import { sectionsNamed } from '../../fixedQueries';
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
    query(sectionsRef(firestore), ...constraintsOf(sectionsNamed, { nameLower })),
  );
  return snapshot.docs.some((d) => d.id !== exceptId);
}
