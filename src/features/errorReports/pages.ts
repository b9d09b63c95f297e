import { lazyPage, type FeaturePages } from '@/lib/featurePages';
import { appPatterns } from '@/lib/paths';

export const errorReportsPages: FeaturePages = {
  [appPatterns.errorReports]: lazyPage(() => import('./pages/ErrorReportsPage')),
};
