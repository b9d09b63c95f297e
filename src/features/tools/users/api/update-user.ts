import { doc, serverTimestamp, updateDoc } from 'firebase/firestore';
import { ROLE_NAMES, resolvePermissions, type PermissionMap } from '@/features/auth';
import { db } from '@/lib/firebase';
import type { AccessFields, ProfileFields } from '../model/schemas';

export interface UpdateUserInput {
  id: string;
  /** The profile fields the form edits; the sign-in e-mail is not among them (README Decisions). */
  profile: Omit<ProfileFields, 'email'>;
  /**
   * Role, territories and location, only when the editor holds Edit User Permissions. The role's
   * permissions are recomputed with the user's existing overrides.
   */
  access?: AccessFields & { overrides: PermissionMap };
}

/** Update a user (spec 01 §7): profile fields, and access fields when allowed. */
export async function updateUser({ id, profile, access }: UpdateUserInput): Promise<void> {
  await updateDoc(doc(db, 'users', id), {
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
}
