import {
  arrayRemove,
  arrayUnion,
  getDoc,
  serverTimestamp,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { ROLE_NAMES, resolvePermissions, type PermissionMap } from '@/features/auth';
import type { AccessFields, ProfileFields } from '../model/schemas';
import { userDoc, userProfileRef } from '@/data/users';
import { territoryDoc, territoryRecord } from '@/data/territories';

interface UpdateUserInput {
  id: string;
  /** The profile fields the form edits; the sign-in e-mail is not among them (README Decisions). */
  profile: Omit<ProfileFields, 'email'>;
  /**
   * Role, territories and location, only when the editor holds Edit User Permissions. The role's
   * permissions are recomputed with the user's existing overrides.
   */
  access?: AccessFields & { overrides: PermissionMap };
}

/** The assigned-user copy on a territory, blanked when that user leaves it. */
const NO_ASSIGNED_USER = {
  user_id: '',
  user_email: '',
  user_first: '',
  user_last: '',
  user_mobile: '',
};

/**
 * Update a user (spec 01 §7): profile fields, and access fields when allowed. A change of the
 * user's territories (the scope's source of truth, README "One territory scope") updates the
 * territories' `userIds` copies in the same batch; a territory that had them as its assigned
 * user loses that assignment too.
 */
export async function updateUser(
  db: Firestore,
  { id, profile, access }: UpdateUserInput,
): Promise<void> {
  const userRef = userDoc(db, id);
  const batch = writeBatch(db);
  batch.update(userRef, {
    firstName: profile.firstName,
    lastName: profile.lastName,
    mobile: profile.mobile,
    timezone: profile.timezone,
    ...(access
      ? {
          role: access.role,
          roleName: access.role ? ROLE_NAMES[access.role] : '',
          permissions: resolvePermissions(access.role, access.overrides),
          territoryIds: access.territoryIds,
          assignedTerritories: access.assignedTerritories,
          franchiseeLocationId: access.franchiseeLocationId,
          location: access.location,
        }
      : {}),
    updatedAt: serverTimestamp(),
  });
  if (access) {
    const stored = await getDoc(userProfileRef(db, id));
    const before = stored.data()?.territoryIds ?? [];
    const added = access.territoryIds.filter((t) => !before.includes(t));
    const removed = before.filter((t) => !access.territoryIds.includes(t));
    for (const territoryId of added) {
      batch.update(territoryDoc(db, territoryId), {
        userIds: arrayUnion(id),
        updatedAt: serverTimestamp(),
      });
    }
    const leaving = await Promise.all(removed.map((t) => getDoc(territoryRecord(db, t))));
    for (const territory of leaving) {
      const stored = territory.data();
      if (!stored) continue;
      batch.update(territoryDoc(db, territory.id), {
        userIds: arrayRemove(id),
        ...(stored.user_id === id ? NO_ASSIGNED_USER : {}),
        updatedAt: serverTimestamp(),
      });
    }
  }
  await batch.commit();
}
