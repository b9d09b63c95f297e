import type { FeaturePages } from '@/lib/featurePages';

/** Built reports screens by route path (see src/app/routeTable.ts). */
export const reportsPages: FeaturePages = {};
