import { lazy } from 'react';
import type { FeaturePages } from '@/lib/featurePages';

export const errorReportsPages: FeaturePages = {
  'tools/error-reports': lazy(() => import('./pages/ErrorReportsPage')),
};
