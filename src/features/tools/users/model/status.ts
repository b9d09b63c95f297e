import type { UserProfile } from '@/data/users';

/**
 * A user's state in the users list: someone who signed up and has no role yet cannot use the app
 * (they see "Waiting for access"), so they are not "Active" but waiting for a role.
 */
export type UserStatus = 'disabled' | 'waiting' | 'active';

export function userStatus(user: Pick<UserProfile, 'disabled' | 'role'>): UserStatus {
  if (user.disabled) return 'disabled';
  return user.role === null ? 'waiting' : 'active';
}

export const USER_STATUS_LABELS: Record<UserStatus, string> = {
  disabled: 'Disabled',
  waiting: 'Waiting for a role',
  active: 'Active',
};
