import {
  getDocs,
  query,
  serverTimestamp,
  writeBatch,
  type Firestore,
  type WriteBatch,
} from 'firebase/firestore';
import { constraintsOf } from '@/data/query/declaredQuery';
import { videosOfCategory } from '../fixedQueries';
import { toCategoryName } from '../model/schemas';
import { trainingVideoCategoryDoc, trainingVideosCollection } from '@/data/training';
import { BATCH_LIMIT } from './collections';
import { isCategoryNameTaken } from './category-name-taken';
import { CategoryNameTakenError } from './errors';

export interface UpdateCategoryInput {
  id: string;
  name: string;
}

/**
 * Renames a category and the {id, name} copies on its videos, so chips show the new name.
 * Throws CategoryNameTakenError when another category has the name (case-insensitive).
 */
export async function updateCategory(
  firestore: Firestore,
  { id, name }: UpdateCategoryInput,
): Promise<void> {
  const names = toCategoryName(name);
  if (await isCategoryNameTaken(firestore, names.nameLower, id)) throw new CategoryNameTakenError();
  const videos = await getDocs(
    query(
      trainingVideosCollection(firestore),
      ...constraintsOf(videosOfCategory, { categoryIds: id }),
    ),
  );

  const batches: WriteBatch[] = [writeBatch(firestore)];
  batches[0].update(trainingVideoCategoryDoc(firestore, id), {
    ...names,
    updatedAt: serverTimestamp(),
  });
  let writes = 1;
  for (const video of videos.docs) {
    if (writes >= BATCH_LIMIT) {
      batches.push(writeBatch(firestore));
      writes = 0;
    }
    const categories = video
      .data()
      .categories.map((c) => (c.id === id ? { id, name: names.name } : c));
    batches[batches.length - 1].update(video.ref, { categories, updatedAt: serverTimestamp() });
    writes += 1;
  }
  // The category itself is in the first batch: if a later one fails, the name is still right
  // where it matters most and saving again repairs the remaining copies.
  for (const batch of batches) await batch.commit();
}
