/** Longest announcement message; firestore.rules enforces the same bound. */
export const ANNOUNCEMENT_MAX_LENGTH = 1000;

/** Notification lists page 5 at a time (spec 01 §9). */
export { NOTIFICATION_PAGE_SIZE } from '@/lib/readState';

// The stored shape and its reader live on the data floor: tools and the dashboard read them too.
export { toAnnouncement, type Announcement } from '@/data/announcements';
