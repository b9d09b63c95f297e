import { serverTimestamp, updateDoc } from 'firebase/firestore';
import { resolvePermissions, type PermissionMap, type Role } from '@/features/auth';
import { db } from '@/lib/firebase';
import { userDoc } from '@/data/users';

interface UpdatePermissionsInput {
  id: string;
  role: Role | null;
  overrides: PermissionMap;
}

/** Update permissions (spec 01 §7): the overrides and the resolved map in one write. */
export async function updatePermissions({ id, role, overrides }: UpdatePermissionsInput) {
  await updateDoc(userDoc(db, id), {
    permissionOverrides: overrides,
    permissions: resolvePermissions(role, overrides),
    updatedAt: serverTimestamp(),
  });
}
