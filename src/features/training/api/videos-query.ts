import { orderBy, query, where, type Firestore, type Query } from 'firebase/firestore';
import type { TrainingVideoDoc } from '../model/types';
import { videosRef } from './collections';

/**
 * Videos of one category (or all), newest first: the base query the videos page pages through
 * (limit + cursor) and counts. The category variant needs the composite index
 * categoryIds (array-contains) + createdAt desc in firestore.indexes.json.
 */
export function videosQuery(
  firestore: Firestore,
  categoryId: string | null,
): Query<TrainingVideoDoc> {
  return categoryId
    ? query(
        videosRef(firestore),
        where('categoryIds', 'array-contains', categoryId),
        orderBy('createdAt', 'desc'),
      )
    : query(videosRef(firestore), orderBy('createdAt', 'desc'));
}
