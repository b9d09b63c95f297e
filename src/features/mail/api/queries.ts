import { queryOptions } from '@tanstack/react-query';
import type { Firestore } from 'firebase/firestore';
import { getMyPreferences } from './mail-refs';

/** The signed-in user's notification preferences; saving sets them (NotificationPreferences). */
export const preferencesQuery = (firestore: Firestore, uid: string) =>
  queryOptions({
    queryKey: ['mail', 'preferences', uid],
    queryFn: () => getMyPreferences(firestore, uid),
  });
