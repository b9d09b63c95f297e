import { queryOptions } from '@tanstack/react-query';
import type { Firestore } from 'firebase/firestore';
import { isOptedOut } from './mail-refs';

/** Whether the signed-in user opted out of their own e-mails; saving sets it (EmailOptOutSwitch). */
export const optOutQuery = (firestore: Firestore, uid: string) =>
  queryOptions({
    queryKey: ['mail', 'optOut', uid],
    queryFn: () => isOptedOut(firestore, uid),
  });
