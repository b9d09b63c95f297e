import type { FeaturePages } from '@/lib/featurePages';

/** Built announcements screens by route path (see src/app/routeTable.ts). */
export const announcementsPages: FeaturePages = {};
