import { lazyPage, type FeaturePages } from '@/lib/featurePages';
import { appPatterns } from '@/lib/paths';

const VideoFormPage = lazyPage(() =>
  import('./pages/VideoFormPage').then((m) => ({ default: m.VideoFormPage })),
);
const CategoryFormPage = lazyPage(() =>
  import('./pages/CategoryFormPage').then((m) => ({ default: m.CategoryFormPage })),
);

/** Built training screens by route path (see src/app/routeTable.ts). */
export const trainingPages: FeaturePages = {
  [appPatterns.trainingVideos]: lazyPage(() =>
    import('./pages/VideosPage').then((m) => ({ default: m.VideosPage })),
  ),
  [appPatterns.newTrainingVideo]: VideoFormPage,
  [appPatterns.editTrainingVideo]: VideoFormPage,
  [appPatterns.videoCategories]: lazyPage(() =>
    import('./pages/CategoriesPage').then((m) => ({ default: m.CategoriesPage })),
  ),
  [appPatterns.newVideoCategory]: CategoryFormPage,
  [appPatterns.editVideoCategory]: CategoryFormPage,
  [appPatterns.reorderVideoCategories]: lazyPage(() =>
    import('./pages/ReorderCategoriesPage').then((m) => ({ default: m.ReorderCategoriesPage })),
  ),
};
