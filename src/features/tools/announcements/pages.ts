import { lazyPage, type FeaturePages } from '@/lib/featurePages';
import { appPatterns } from '@/lib/paths';

const AnnouncementFormPage = lazyPage(() => import('./AnnouncementFormPage'));

/** Built announcements screens by route path (see src/app/routeTable.ts). */
export const announcementsPages: FeaturePages = {
  [appPatterns.announcements]: lazyPage(() => import('./AnnouncementsListPage')),
  [appPatterns.newAnnouncement]: AnnouncementFormPage,
  [appPatterns.editAnnouncement]: AnnouncementFormPage,
};
