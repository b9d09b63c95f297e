import { lazyPage, type FeaturePages } from '@/lib/featurePages';
import { appPatterns } from '@/lib/paths';

/** Built items screens by route path (see src/app/routeTable.ts). */
export const itemsPages: FeaturePages = {
  [appPatterns.items]: lazyPage(() => import('./ItemsListPage')),
  [appPatterns.item]: lazyPage(() => import('./ItemDetailPage')),
  [appPatterns.editItem]: lazyPage(() => import('./ItemFormPage')),
  [appPatterns.newItem]: lazyPage(() => import('./ItemFormPage')),
  [appPatterns.signatureGenerator]: lazyPage(() => import('./signature/SignatureGeneratorPage')),
};
