import { getDocs, query, type Firestore } from 'firebase/firestore';
import type { Person } from './update-action';
import { constraintsOf } from '@/data/query/declaredQuery';
import { usersCollection } from '@/data/users';
import { displayName } from '@/features/auth';
import { territoryUsers } from '../../fixedQueries';

/**
 * Users who may be assigned an action of `territoryId` (those with it on their record), by name.
 * Needs View Users: only top roles assign.
 */
export async function listTerritoryUsers(db: Firestore, territoryId: string): Promise<Person[]> {
  const snap = await getDocs(
    query(usersCollection(db), ...constraintsOf(territoryUsers, { territoryIds: territoryId })),
  );
  return snap.docs
    .filter((d) => d.get('disabled') !== true && d.get('role'))
    .map((d) => ({
      uid: d.id,
      // As the rules name a user (nameOf): they check assigneeName against the profile.
      name: displayName({
        firstName: String(d.get('firstName') ?? ''),
        lastName: String(d.get('lastName') ?? ''),
      }),
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}
