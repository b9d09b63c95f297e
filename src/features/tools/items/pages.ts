import { lazy } from 'react';
import type { FeaturePages } from '@/lib/featurePages';

/** Built items screens by route path (see src/app/routeTable.ts). */
export const itemsPages: FeaturePages = {
  'tools/items': lazy(() => import('./ItemsListPage')),
  'tools/items/:id': lazy(() => import('./ItemDetailPage')),
  'tools/items/:id/edit': lazy(() => import('./ItemFormPage')),
  'tools/new-item': lazy(() => import('./ItemFormPage')),
  'tools/signature-generator': lazy(() => import('./signature/SignatureGeneratorPage')),
};
