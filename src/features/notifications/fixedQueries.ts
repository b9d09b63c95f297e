import { COLLECTIONS } from '@/data/collections';
import { declareQuery, desc, eq } from '@/data/query/declaredQuery';

/*
 * Every query the announcements bell and bar send, built from here by the api (constraintsOf),
 * so src/app/queryShapes.test.ts checks what runs.
 */

/** The latest current announcement (the bar): one document. */
export const currentAnnouncement = declareQuery({
  name: 'Current announcement',
  collection: COLLECTIONS.announcements,
  sources: ['features/notifications/api/watch-current-announcement.ts'],
  where: [eq('isCurrent')],
  orderBy: desc('createdAt'),
  limit: 1,
});

/** Newest first: the bell's badge window, its pages, and "mark all as read" walking them all. */
export const newestAnnouncements = declareQuery({
  name: 'Announcements bell',
  collection: COLLECTIONS.announcements,
  sources: [
    'features/notifications/api/watch-recent-announcements.ts',
    'features/notifications/api/get-announcements-page.ts',
    'features/notifications/api/mark-all-announcements-read.ts',
  ],
  orderBy: desc('createdAt'),
});
