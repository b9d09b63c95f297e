import {
  useScopeLocations,
  useScopeTerritories,
  type ScopeLocation,
} from '@/features/referenceData';
import type { NamedOption } from '../model/schemas';

export interface UserFormOptions {
  territories: NamedOption[];
  locations: NamedOption[];
  loading: boolean;
}

/** The session's locations as named options; stable: a `select`. */
const named = (locations: readonly ScopeLocation[]): NamedOption[] =>
  locations.map((l) => ({ id: l.id, name: l.name || l.id }));

/**
 * Territories and franchise locations by name for the user form's pickers and the detail page's
 * names: the session's reference data (read once per sign-in, shared with every screen); a failed
 * read (no permission) just leaves the picker empty.
 */
export function useUserFormOptions(): UserFormOptions {
  const territories = useScopeTerritories();
  const locations = useScopeLocations({ select: named });
  return {
    territories: territories.data ?? [],
    locations: locations.data ?? [],
    loading: territories.isPending || locations.isPending,
  };
}
