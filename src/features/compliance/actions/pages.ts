import { lazyPage, type FeaturePages } from '@/lib/featurePages';
import { appPatterns } from '@/lib/paths';

/** Follow-up action screens by route path (see src/app/routeTable.ts). */
export const actionsPages: FeaturePages = {
  [appPatterns.complianceActions]: lazyPage(() => import('./pages/ActionsPage')),
};
