import { getCountFromServer, getDoc, query, type Firestore, type Query } from 'firebase/firestore';
import { constraintsOf } from '@/data/query/declaredQuery';
import { userProfileRef, userProfiles, type UserProfile } from '@/data/users';
import { usersList } from '../../fixedQueries';
import { userListValues, type UserListScope } from '../model/listScope';
import type { UserStatus } from '../model/status';

/**
 * The users list's base query for a scope (a location scope carries the constraints the rules
 * demand) and the status filter. A viewer who sees nobody gets the bare collection: the page
 * shows them an empty state instead of the table.
 */
export function usersListQuery(
  firestore: Firestore,
  scope: UserListScope,
  status: UserStatus | null,
): Query<UserProfile> {
  const users = userProfiles(firestore);
  if (scope.kind === 'none') return users;
  return query(users, ...constraintsOf(usersList, userListValues(scope, status)));
}

/** How many users wait for a role: one count aggregation (viewers listing everyone). */
export async function countWaitingUsers(firestore: Firestore): Promise<number> {
  const waiting = usersListQuery(firestore, { kind: 'all', roles: [] }, 'waiting');
  return (await getCountFromServer(waiting)).data().count;
}

/** One user's profile, or null when there is none. */
export async function getUser(firestore: Firestore, id: string): Promise<UserProfile | null> {
  const snapshot = await getDoc(userProfileRef(firestore, id));
  return snapshot.exists() ? snapshot.data() : null;
}
