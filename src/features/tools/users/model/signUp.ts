/**
 * Who is told that a new user waits for a role (issue 30), shared by the server, which writes the
 * notifications (functions/src/users/announceSignUp.ts), and the app, which shows the waiting
 * count to the same people. Pure.
 */
import { hasPermission, TOP_ROLES, type PermissionMap, type Role } from '@/domain/permissions';

interface Person {
  role: Role | null;
  disabled: boolean;
  permissions: PermissionMap;
}

/**
 * Someone who can give a waiting user a role: enabled, holding Edit User Permissions (which sets
 * the role) and View Users, and listing everyone. A self-registered user has no franchisee
 * location yet, so a location-scoped viewer could neither list nor open them (listScope.ts).
 */
export function assignsWaitingUsers(person: Person): boolean {
  return (
    !person.disabled &&
    person.role !== null &&
    TOP_ROLES.includes(person.role) &&
    hasPermission(person.permissions, 'users.editPermissions') &&
    hasPermission(person.permissions, 'users.view')
  );
}

/** The id of the notification telling `recipientId` that `userId` signed up: one per pair. */
export const signUpNotificationId = (userId: string, recipientId: string): string =>
  `${userId}__${recipientId}`;
