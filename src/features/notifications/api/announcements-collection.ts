import { announcementsCollection as storedAnnouncements } from '@/data/announcements';
import { db } from '@/lib/firebase';

/** The announcements on the app's own Firestore instance (the bar, the bell and the tools list). */
export const announcementsCollection = () => storedAnnouncements(db);
