import { getCountFromServer } from 'firebase/firestore';
import { announcementsCollection } from './announcements-collection';

/** Total number of announcements, for the bell's page counter (an aggregation: one read per 1000). */
export async function countAnnouncements(): Promise<number> {
  const snapshot = await getCountFromServer(announcementsCollection());
  return snapshot.data().count;
}
