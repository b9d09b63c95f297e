import { lazyPage, type FeaturePages } from '@/lib/featurePages';
import { appPatterns } from '@/lib/paths';

const MysteryShopperFormPage = lazyPage(() =>
  import('./pages/MysteryShopperFormPage').then((m) => ({ default: m.MysteryShopperFormPage })),
);

/** Built mysteryShopper screens by route path (see src/app/routeTable.ts). */
export const mysteryShopperPages: FeaturePages = {
  [appPatterns.mysteryShopperReports]: lazyPage(() =>
    import('./pages/MysteryShopperListPage').then((m) => ({ default: m.MysteryShopperListPage })),
  ),
  [appPatterns.newMysteryShopperReport]: MysteryShopperFormPage,
  [appPatterns.mysteryShopperReport]: lazyPage(() =>
    import('./pages/MysteryShopperViewPage').then((m) => ({ default: m.MysteryShopperViewPage })),
  ),
  [appPatterns.editMysteryShopperReport]: MysteryShopperFormPage,
};
