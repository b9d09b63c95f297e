import type { FeaturePages } from '@/lib/featurePages';

/** Built mysteryShopper screens by route path (see src/app/routeTable.ts). */
export const mysteryShopperPages: FeaturePages = {};
