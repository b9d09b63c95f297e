import { query, type Firestore, type Query } from 'firebase/firestore';
import { constraintsOf } from '@/data/query/declaredQuery';
import { videosGrid } from '../fixedQueries';
import type { TrainingVideoDoc } from '../model/types';
import { trainingVideosCollection } from '@/data/training';

/**
 * Videos of one category (or all), newest first: the base query the videos page pages through
 * (limit + cursor) and counts, built from the videosGrid declaration. The category variant needs
 * the composite index categoryIds (array-contains) + createdAt desc in firestore.indexes.json.
 */
export function videosQuery(
  firestore: Firestore,
  categoryId: string | null,
): Query<TrainingVideoDoc> {
  return query(
    trainingVideosCollection(firestore),
    ...constraintsOf(videosGrid, { categoryIds: categoryId || undefined }),
  );
}
