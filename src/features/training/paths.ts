import { paths } from '@/lib/paths';

/** Training addresses; the shared ones come from lib/paths, the feature-only ones live here. */
export const trainingPaths = {
  videos: paths.training.videos,
  videosInCategory: (categoryId: string) =>
    `${paths.training.videos}?category=${encodeURIComponent(categoryId)}`,
  newVideo: paths.training.newVideo,
  editVideo: (id: string) => `${paths.training.videos}/${id}/edit`,
  categories: paths.training.categories,
  newCategory: `${paths.training.categories}/new`,
  editCategory: (id: string) => `${paths.training.categories}/${id}/edit`,
  reorderCategories: `${paths.training.categories}/reorder`,
} as const;
