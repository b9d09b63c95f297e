import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { Firestore } from 'firebase/firestore';
import { useSignedInUser } from '@/features/auth';
import { db } from '@/lib/firebase';
import { listCatalogueItems } from './api/list-catalogue-items';
import { listScopeLocations, type ScopeLocation } from './api/list-scope-locations';
import { listScopeTerritories } from './api/list-scope-territories';
import type { ScopeUser } from './api/scope';

/** Root of every reference-data key, so sign-out (or a test) can drop them together. */
export const REFERENCE_DATA_KEY = ['referenceData'] as const;

/** The items catalogue (catalogueQuery); item writes invalidate it. */
export const CATALOGUE_ITEMS_KEY = [...REFERENCE_DATA_KEY, 'catalogueItems'] as const;

/**
 * Reference data changes rarely and is read by most pages: it is fetched once per sign-in and
 * shared (never stale, never collected) instead of being re-read by every page.
 */
export const SESSION_CACHE = { staleTime: Infinity, gcTime: Infinity } as const;

export function scopeKey(me: ScopeUser): readonly string[] {
  return [me.uid, me.role ?? '', me.territoryIds.join(',')];
}

/** The read's failure goes to the console (the screen shows only that it failed). */
function logged<T>(what: string, read: () => Promise<T>): () => Promise<T> {
  return () =>
    read().catch((error: unknown) => {
      console.error(`Loading ${what} failed`, error);
      throw error;
    });
}

export function scopeTerritoriesQuery(firestore: Firestore, me: ScopeUser) {
  return queryOptions({
    queryKey: [...REFERENCE_DATA_KEY, 'territories', ...scopeKey(me)],
    queryFn: logged('the territories', () => listScopeTerritories(firestore, me)),
    ...SESSION_CACHE,
  });
}

/** The franchise locations of the scope (disabled ones too), by name. */
function scopeLocationsQuery(firestore: Firestore, me: ScopeUser) {
  return queryOptions({
    queryKey: [...REFERENCE_DATA_KEY, 'locations', ...scopeKey(me)],
    queryFn: logged('the locations', () => listScopeLocations(firestore, me)),
    ...SESSION_CACHE,
  });
}

/** The items catalogue in its order, every status; the same for every user the rules let in. */
function catalogueQuery(firestore: Firestore, me: ScopeUser) {
  return queryOptions({
    queryKey: [...CATALOGUE_ITEMS_KEY, me.uid],
    queryFn: logged('the items', () => listCatalogueItems(firestore)),
    ...SESSION_CACHE,
  });
}

/**
 * The catalogue for a read that needs it alongside its own (a report's names): the session's
 * cached copy, read from the server only when no screen has read it yet.
 */
export function fetchCatalogue(client: QueryClient, me: ScopeUser) {
  return client.fetchQuery(catalogueQuery(db, me));
}

/**
 * After a write to territories, locations, delivery points or LLCs (the admin tools): every
 * reference set and what is built from them reads the server again when next shown.
 */
export function forgetReferenceData(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: REFERENCE_DATA_KEY });
}

/** The signed-in user as the scope queries need them. */
export function useScopeUser(): ScopeUser {
  const { user, profile } = useSignedInUser();
  return { uid: user.uid, role: profile.role, territoryIds: profile.territoryIds ?? [] };
}

/** The territories of the signed-in user's scope, by name; read once per sign-in. */
export function useScopeTerritories() {
  return useQuery(scopeTerritoriesQuery(db, useScopeUser()));
}

/**
 * The franchise locations of the signed-in user's scope, by name; read once per sign-in.
 * `enabled: false` holds the read back (until a list's first rows are on screen); `select` is a
 * screen's own view of the shared set (keep it a stable function: it runs again when it changes).
 */
export function useScopeLocations<T = ScopeLocation[]>({
  enabled = true,
  select,
}: { enabled?: boolean; select?: (locations: ScopeLocation[]) => T } = {}) {
  return useQuery({ ...scopeLocationsQuery(db, useScopeUser()), enabled, select });
}

/** The items catalogue; read once per sign-in. */
export function useCatalogue() {
  return useQuery(catalogueQuery(db, useScopeUser()));
}
