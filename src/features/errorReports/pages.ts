import { lazyPage, type FeaturePages } from '@/lib/featurePages';

export const errorReportsPages: FeaturePages = {
  'tools/error-reports': lazyPage(() => import('./pages/ErrorReportsPage')),
};
