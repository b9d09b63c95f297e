import { lazyPage, type FeaturePages } from '@/lib/featurePages';

/** Follow-up action screens by route path (see src/app/routeTable.ts). */
export const actionsPages: FeaturePages = {
  'compliance-v2/actions': lazyPage(() => import('./pages/ActionsPage')),
};
