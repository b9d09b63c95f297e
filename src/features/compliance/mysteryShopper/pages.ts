import { lazy } from 'react';
import type { FeaturePages } from '@/lib/featurePages';

const MysteryShopperFormPage = lazy(() =>
  import('./pages/MysteryShopperFormPage').then((m) => ({ default: m.MysteryShopperFormPage })),
);

/** Built mysteryShopper screens by route path (see src/app/routeTable.ts). */
export const mysteryShopperPages: FeaturePages = {
  'compliance-v2/mystery-shopper-reports': lazy(() =>
    import('./pages/MysteryShopperListPage').then((m) => ({ default: m.MysteryShopperListPage })),
  ),
  'compliance-v2/mystery-shopper-reports/new': MysteryShopperFormPage,
  'compliance-v2/mystery-shopper-reports/:id/view': lazy(() =>
    import('./pages/MysteryShopperViewPage').then((m) => ({ default: m.MysteryShopperViewPage })),
  ),
  'compliance-v2/mystery-shopper-reports/:id/edit': MysteryShopperFormPage,
};
