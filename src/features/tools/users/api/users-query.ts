import {
  doc,
  getDoc,
  query,
  type CollectionReference,
  type Firestore,
  type Query,
} from 'firebase/firestore';
import { readUserProfile, type UserProfile } from '@/features/auth';
import { readConverter } from '@/data/converter';
import { constraintsOf } from '@/data/query/declaredQuery';
import { usersCollection } from '@/data/users';
import { usersList } from '../../fixedQueries';
import type { UserListScope } from '../model/listScope';

const userConverter = readConverter(readUserProfile);

/** `users`, read through the profile converter (every field present and of its type). */
export const userProfiles = (firestore: Firestore): CollectionReference<UserProfile> =>
  usersCollection(firestore).withConverter(userConverter);

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
  const snapshot = await getDoc(doc(userProfiles(firestore), id));
  return snapshot.exists() ? snapshot.data() : null;
}
