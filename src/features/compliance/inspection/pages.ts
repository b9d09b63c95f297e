import type { FeaturePages } from '@/lib/featurePages';

/** Built inspection screens (location choice, report form) by route path (see src/app/routeTable.ts). */
export const inspectionPages: FeaturePages = {};
