import { getDoc, query, type Firestore, type Query } from 'firebase/firestore';
import { constraintsOf } from '@/data/query/declaredQuery';
import { userProfileRef, userProfiles, type UserProfile } from '@/data/users';
import { usersList } from '../../fixedQueries';
import type { UserListScope } from '../model/listScope';

/** The users list's base query; a location scope carries the constraints the rules demand. */
export function usersListQuery(firestore: Firestore, scope: UserListScope): Query<UserProfile> {
  const users = userProfiles(firestore);
  if (scope.kind === 'location') {
    return query(
      users,
      ...constraintsOf(usersList, {
        franchiseeLocationId: scope.franchiseeLocationId,
        role: scope.roles,
      }),
    );
  }
  if (scope.kind === 'all' && scope.roles.length > 0) {
    return query(users, ...constraintsOf(usersList, { role: scope.roles }));
  }
  return users;
}

/** One user's profile, or null when there is none. */
export async function getUser(firestore: Firestore, id: string): Promise<UserProfile | null> {
  const snapshot = await getDoc(userProfileRef(firestore, id));
  return snapshot.exists() ? snapshot.data() : null;
}
