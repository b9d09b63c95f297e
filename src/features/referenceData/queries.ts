import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Firestore } from 'firebase/firestore';
import { useSignedInUser } from '@/features/auth';
import { db } from '@/lib/firebase';
import { listScopeTerritories } from './api/list-scope-territories';
import type { ScopeUser } from './api/scope';

/** Root of every reference-data key, so sign-out (or a test) can drop them together. */
export const REFERENCE_DATA_KEY = ['referenceData'] as const;

/** The order form's catalogue (orders' catalogueQuery); item writes invalidate it. */
export const CATALOGUE_ITEMS_KEY = [...REFERENCE_DATA_KEY, 'catalogueItems'] as const;

/**
 * Reference data changes rarely and is read by most pages: it is fetched once per sign-in and
 * shared (never stale, never collected) instead of being re-read by every page.
 */
export const SESSION_CACHE = { staleTime: Infinity, gcTime: Infinity } as const;

export function scopeKey(me: ScopeUser): readonly string[] {
  return [me.uid, me.role ?? '', me.territoryIds.join(',')];
}

export function scopeTerritoriesQuery(firestore: Firestore, me: ScopeUser) {
  return queryOptions({
    queryKey: [...REFERENCE_DATA_KEY, 'territories', ...scopeKey(me)],
    queryFn: () => listScopeTerritories(firestore, me),
    ...SESSION_CACHE,
  });
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
