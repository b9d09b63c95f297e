import type { FeaturePages } from '@/lib/featurePages';

/** Built locations screens by route path (see src/app/routeTable.ts). */
export const locationsPages: FeaturePages = {};
