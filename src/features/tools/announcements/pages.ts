import { lazyPage, type FeaturePages } from '@/lib/featurePages';

const AnnouncementFormPage = lazyPage(() => import('./AnnouncementFormPage'));

/** Built announcements screens by route path (see src/app/routeTable.ts). */
export const announcementsPages: FeaturePages = {
  'tools/announcements': lazyPage(() => import('./AnnouncementsListPage')),
  'tools/new-announcement': AnnouncementFormPage,
  'tools/announcements/:id/edit': AnnouncementFormPage,
};
