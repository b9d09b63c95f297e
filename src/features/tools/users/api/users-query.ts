import {
  collection,
  doc,
  getDoc,
  query,
  where,
  type CollectionReference,
  type Firestore,
  type Query,
} from 'firebase/firestore';
import { readUserProfile, type UserProfile } from '@/features/auth';
import { COLLECTIONS } from '@/data/collections';
import { readConverter } from '@/data/converter';
import type { UserListScope } from '../model/listScope';

const userConverter = readConverter(readUserProfile);

/** `users`, read through the profile converter (every field present and of its type). */
export const userProfiles = (firestore: Firestore): CollectionReference<UserProfile> =>
  collection(firestore, COLLECTIONS.users).withConverter(userConverter);

/** The users list's base query; a location scope carries the constraints the rules demand. */
export function usersListQuery(firestore: Firestore, scope: UserListScope): Query<UserProfile> {
  const users = userProfiles(firestore);
  if (scope.kind === 'location') {
    return query(
      users,
      where('franchiseeLocationId', '==', scope.franchiseeLocationId),
      where('role', 'in', scope.roles),
    );
  }
  if (scope.kind === 'all' && scope.roles.length > 0) {
    return query(users, where('role', 'in', scope.roles));
  }
  return users;
}

/** One user's profile, or null when there is none. */
export async function getUser(firestore: Firestore, id: string): Promise<UserProfile | null> {
  const snapshot = await getDoc(doc(userProfiles(firestore), id));
  return snapshot.exists() ? snapshot.data() : null;
}
