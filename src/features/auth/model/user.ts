import type { UserProfile } from '@/data/users';

/*
 * How the app names a user. The stored `users/{uid}` shape (UserProfile), its reader and refs
 * are on the data floor (src/data/users.ts); the auth index re-exports the shape.
 */

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
