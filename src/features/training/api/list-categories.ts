import { getDocs, query, type Firestore } from 'firebase/firestore';
import { constraintsOf } from '@/data/query/declaredQuery';
import { categoriesInOrder } from '../fixedQueries';
import type { VideoCategory } from '../model/types';
import { trainingVideoCategoriesCollection } from '@/data/training';

/**
 * Every category in display order. Categories are a small, hand-made set (a dozen at most: they
 * are the tabs of the videos page), so reading them all is the design, not a shortcut.
 */
export async function listCategories(firestore: Firestore): Promise<VideoCategory[]> {
  const snapshot = await getDocs(
    query(trainingVideoCategoriesCollection(firestore), ...constraintsOf(categoriesInOrder, {})),
  );
  return snapshot.docs.map((d) => ({ ...d.data(), id: d.id }));
}
