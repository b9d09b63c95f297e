import { lazyPage, type FeaturePages } from '@/lib/featurePages';

/** Built items screens by route path (see src/app/routeTable.ts). */
export const itemsPages: FeaturePages = {
  'tools/items': lazyPage(() => import('./ItemsListPage')),
  'tools/items/:id': lazyPage(() => import('./ItemDetailPage')),
  'tools/items/:id/edit': lazyPage(() => import('./ItemFormPage')),
  'tools/new-item': lazyPage(() => import('./ItemFormPage')),
  'tools/signature-generator': lazyPage(() => import('./signature/SignatureGeneratorPage')),
};
