import { lazyPage, type FeaturePages } from '@/lib/featurePages';

const MysteryShopperFormPage = lazyPage(() =>
  import('./pages/MysteryShopperFormPage').then((m) => ({ default: m.MysteryShopperFormPage })),
);

/** Built mysteryShopper screens by route path (see src/app/routeTable.ts). */
export const mysteryShopperPages: FeaturePages = {
  'compliance-v2/mystery-shopper-reports': lazyPage(() =>
    import('./pages/MysteryShopperListPage').then((m) => ({ default: m.MysteryShopperListPage })),
  ),
  'compliance-v2/mystery-shopper-reports/new': MysteryShopperFormPage,
  'compliance-v2/mystery-shopper-reports/:id/view': lazyPage(() =>
    import('./pages/MysteryShopperViewPage').then((m) => ({ default: m.MysteryShopperViewPage })),
  ),
  'compliance-v2/mystery-shopper-reports/:id/edit': MysteryShopperFormPage,
};
