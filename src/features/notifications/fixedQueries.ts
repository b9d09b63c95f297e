import { desc, fixedQuery, type FixedQuery } from '@/data/query/queryIndex';

/** Every query the announcements bell and bar send (src/app/queryShapes.test.ts). */
export const notificationsFixedQueries: FixedQuery[] = [
  fixedQuery(
    'Current announcement',
    'announcements',
    'features/notifications/api/watch-current-announcement.ts',
    { equals: ['isCurrent'], orderBy: desc('createdAt') },
  ),
  ...[
    'features/notifications/api/watch-recent-announcements.ts',
    'features/notifications/api/get-announcements-page.ts',
    'features/notifications/api/mark-all-announcements-read.ts',
  ].map((source) =>
    fixedQuery('Announcements bell', 'announcements', source, { orderBy: desc('createdAt') }),
  ),
];
