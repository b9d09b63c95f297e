import { lazy } from 'react';
import type { FeaturePages } from '@/lib/featurePages';

const AnnouncementFormPage = lazy(() => import('./AnnouncementFormPage'));

/** Built announcements screens by route path (see src/app/routeTable.ts). */
export const announcementsPages: FeaturePages = {
  'tools/announcements': lazy(() => import('./AnnouncementsListPage')),
  'tools/new-announcement': AnnouncementFormPage,
  'tools/announcements/:id/edit': AnnouncementFormPage,
};
