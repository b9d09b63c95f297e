import { paths } from '@/lib/paths';

// src/lib/paths.ts has the list and new addresses; the edit address is built here, once.
export const announcementPaths = {
  list: paths.tools.announcements,
  new: paths.tools.newAnnouncement,
  edit: (id: string) => `${paths.tools.announcements}/${encodeURIComponent(id)}/edit`,
} as const;
