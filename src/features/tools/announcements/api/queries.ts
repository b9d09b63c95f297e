import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Firestore } from 'firebase/firestore';
import { getAnnouncement } from './get-announcement';

/**
 * The announcement form's query. The list pages on its own (shared table) and the bar and bell
 * listen live, so only the edited announcement is cached here.
 */
const announcementKey = (id: string) => ['announcements', 'announcement', id];

export const announcementQuery = (firestore: Firestore, id: string) =>
  queryOptions({
    queryKey: announcementKey(id),
    queryFn: () => getAnnouncement(firestore, id),
  });

/** After saving announcement `id`: its edit form reads it again. */
export function forgetAnnouncement(client: QueryClient, id: string): Promise<void> {
  return client.invalidateQueries({ queryKey: announcementKey(id) });
}
