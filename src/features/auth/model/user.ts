import type { PermissionMap, Role } from './permissions';

export const TIMEZONES = ['PST', 'MST', 'CST', 'EST'] as const;
export type Timezone = (typeof TIMEZONES)[number];
export const DEFAULT_TIMEZONE: Timezone = 'EST';

/** The `users/{uid}` document (spec 01 §3). `role` is null until someone with permission assigns one. */
export interface UserProfile {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  mobile: string;
  avatar: string;
  timezone: Timezone;
  smsOptIn: boolean;
  tier: string;
  role: Role | null;
  roleName: string;
  /** Resolved effective permissions: preset plus overrides. The map rules check. */
  permissions: PermissionMap;
  /** Explicit per-user overrides of the role preset. */
  permissionOverrides: PermissionMap;
  disabled: boolean;
  territoryIds: string[];
  assignedTerritories: string[];
  franchiseeLocationId: string;
  location: string;
}

/** "First Last", or "No name" when both are empty (spec 01 §3). */
export function displayName(user: Pick<UserProfile, 'firstName' | 'lastName'>): string {
  const name = [user.firstName, user.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return name || 'No name';
}

export function initials(user: Pick<UserProfile, 'firstName' | 'lastName' | 'email'>): string {
  const letters = [user.firstName, user.lastName]
    .map((part) => part?.trim().charAt(0) ?? '')
    .join('');
  return (letters || user.email?.charAt(0) || '?').toUpperCase();
}
