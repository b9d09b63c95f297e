import { queryOptions } from '@tanstack/react-query';
import type { Firestore } from 'firebase/firestore';
import { getTeamContacts } from './team-contacts';

/** The notifications tab's team contacts; saving sets this data (TeamContactsForm). */
export const teamContactsQuery = (firestore: Firestore) =>
  queryOptions({
    queryKey: ['account', 'teamContacts'],
    queryFn: () => getTeamContacts(firestore),
  });
