import { getDocs, query, type Firestore } from 'firebase/firestore';
import { constraintsOf } from '@/data/query/declaredQuery';
import { categoriesNamed } from '../fixedQueries';
import { trainingVideoCategoriesCollection } from '@/data/training';

/**
 * True when a category other than `exceptId` already has this name, ignoring case (spec 02 §5).
 * Reads at most two documents through the stored `nameLower` field.
 */
export async function isCategoryNameTaken(
  firestore: Firestore,
  nameLower: string,
  exceptId?: string,
): Promise<boolean> {
  const snapshot = await getDocs(
    query(
      trainingVideoCategoriesCollection(firestore),
      ...constraintsOf(categoriesNamed, { nameLower }),
    ),
  );
  return snapshot.docs.some((d) => d.id !== exceptId);
}
