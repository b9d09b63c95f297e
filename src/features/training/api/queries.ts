import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Firestore } from 'firebase/firestore';
import { SESSION_CACHE } from '@/features/referenceData';
import { getCategory } from './get-category';
import { getVideo } from './get-video';
import { listCategories } from './list-categories';

/**
 * The training feature's TanStack queries over its repository functions. The category list is
 * the reference data of the feature (the videos page's tabs, the video form's picker, the
 * categories and reorder pages): read once per sign-in and shared, and read again only after a
 * write of this feature (`forgetTraining`).
 */
const TRAINING_KEY = ['training'] as const;

export const categoriesQuery = (firestore: Firestore) =>
  queryOptions({
    queryKey: [...TRAINING_KEY, 'categories'],
    queryFn: () => listCategories(firestore),
    ...SESSION_CACHE,
  });

export const categoryQuery = (firestore: Firestore, id: string) =>
  queryOptions({
    queryKey: [...TRAINING_KEY, 'category', id],
    queryFn: () => getCategory(firestore, id),
  });

const videoKey = (id: string) => [...TRAINING_KEY, 'video', id];

export const videoQuery = (firestore: Firestore, id: string) =>
  queryOptions({
    queryKey: videoKey(id),
    queryFn: () => getVideo(firestore, id),
  });

/** After saving video `id`: its edit form reads it again (the grid pages on its own). */
export function forgetVideo(client: QueryClient, id: string): Promise<void> {
  return client.invalidateQueries({ queryKey: videoKey(id) });
}

/**
 * After a category write: a category write changes the list and, when renamed, the {id, name}
 * copies on its videos, so everything the feature cached is read again (a handful of small reads)
 * rather than patched by hand.
 */
export function forgetCategories(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: TRAINING_KEY });
}
