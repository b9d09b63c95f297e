import { getDocs, query } from 'firebase/firestore';
import { db } from '@/lib/firebase';
import { constraintsOf } from '@/data/query/declaredQuery';
import { userOptions } from '../../fixedQueries';
import type { UserOption } from '../lookups';
import { userProfiles } from '@/data/users';

/** Bounded like the territory options: the assignable users of a franchise network, not a crowd. */
export const USER_OPTIONS_LIMIT = 500;

/** Users to assign to a territory (needs users.view; top roles read every user). */
export async function listUserOptions(): Promise<UserOption[]> {
  const snapshot = await getDocs(
    query(userProfiles(db), ...constraintsOf(userOptions, {}, { limit: USER_OPTIONS_LIMIT })),
  );
  return snapshot.docs.map((d) => {
    const { email, firstName, lastName, mobile } = d.data();
    return { id: d.id, email, firstName, lastName, mobile };
  });
}
