import { lazyPage, type FeaturePages } from '@/lib/featurePages';

const VideoFormPage = lazyPage(() =>
  import('./pages/VideoFormPage').then((m) => ({ default: m.VideoFormPage })),
);
const CategoryFormPage = lazyPage(() =>
  import('./pages/CategoryFormPage').then((m) => ({ default: m.CategoryFormPage })),
);

/** Built training screens by route path (see src/app/routeTable.ts). */
export const trainingPages: FeaturePages = {
  'training-v2/videos': lazyPage(() =>
    import('./pages/VideosPage').then((m) => ({ default: m.VideosPage })),
  ),
  'training-v2/videos/new': VideoFormPage,
  'training-v2/videos/:id/edit': VideoFormPage,
  'training-v2/video-categories': lazyPage(() =>
    import('./pages/CategoriesPage').then((m) => ({ default: m.CategoriesPage })),
  ),
  'training-v2/video-categories/new': CategoryFormPage,
  'training-v2/video-categories/:id/edit': CategoryFormPage,
  'training-v2/video-categories/reorder': lazyPage(() =>
    import('./pages/ReorderCategoriesPage').then((m) => ({ default: m.ReorderCategoriesPage })),
  ),
};
