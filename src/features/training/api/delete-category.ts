import { deleteDoc, getCountFromServer, query, type Firestore } from 'firebase/firestore';
import { constraintsOf } from '@/data/query/declaredQuery';
import { videosOfCategory } from '../fixedQueries';
import { trainingVideoCategoryDoc, trainingVideosCollection } from '@/data/training';
import { CategoryInUseError } from './errors';

/**
 * Deletes a category no video uses. A video must keep at least one category, so a category in use
 * is refused with CategoryInUseError rather than leaving videos in no tab.
 */
export async function deleteCategory(firestore: Firestore, id: string): Promise<void> {
  const count = await getCountFromServer(
    query(
      trainingVideosCollection(firestore),
      ...constraintsOf(videosOfCategory, { categoryIds: id }),
    ),
  );
  const videoCount = count.data().count;
  if (videoCount > 0) throw new CategoryInUseError(videoCount);
  await deleteDoc(trainingVideoCategoryDoc(firestore, id));
}
