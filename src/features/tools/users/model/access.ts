/**
 * What an administrator may grant: the two top roles administer everyone; anyone else with user
 * permissions works inside their own franchisee location (spec 01 §6, firestore.rules inUserScope).
 */
import { TOP_ROLES } from '@/domain/permissions';
import type { UserProfile } from '@/data/users';
import { filterableRoles } from './listScope';
import type { AccessFields, NamedOption } from './schemas';

export function isTopAdmin(viewer: Pick<UserProfile, 'role'>): boolean {
  return viewer.role !== null && TOP_ROLES.includes(viewer.role);
}

/** Roles the viewer may assign: the same ones they may see. */
export const assignableRoles = filterableRoles;

/** Franchisee locations the viewer may put someone at: all for top roles, else their own. */
export function assignableLocations(
  viewer: Pick<UserProfile, 'role' | 'franchiseeLocationId'>,
  locations: readonly NamedOption[],
): NamedOption[] {
  if (isTopAdmin(viewer)) return [...locations];
  return locations.filter((location) => location.id === viewer.franchiseeLocationId);
}

/**
 * Access fields of a user created by someone without Edit User Permissions: no role, no
 * territories; a location-scoped creator's own location so the new profile stays in their scope.
 */
export function noAccessFields(
  viewer: Pick<UserProfile, 'role' | 'franchiseeLocationId' | 'location'>,
): AccessFields {
  const scoped = !isTopAdmin(viewer);
  return {
    role: null,
    territoryIds: [],
    assignedTerritories: [],
    franchiseeLocationId: scoped ? viewer.franchiseeLocationId : '',
    location: scoped ? viewer.location : '',
  };
}
