import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSignedInUser } from '@/features/auth';
import { scopeTerritoriesQuery, useScopeUser } from '@/features/referenceData';
import { db } from '@/lib/firebase';
import { scopeFor, scopeKey, type ReportScope } from '../model/scope';

export type ScopeState =
  | { status: 'loading' }
  | { status: 'ready'; scope: ReportScope }
  | { status: 'error'; message: string };

/**
 * The signed-in user's report scope. Manager and Employee: territoryIds on their own record.
 * Franchisee Owner: territories listing them in userIds (that is what the rules check), from the
 * session's shared territory list, so the list, the bell and the orders page read it once.
 */
export function useReportScope(): ScopeState {
  const { profile } = useSignedInUser();
  const isOwner = profile.role === 'franchiseeOwner';
  const ownIds = profile.territoryIds.join(',');
  const owner = useQuery({ ...scopeTerritoriesQuery(db, useScopeUser()), enabled: isOwner });
  const ownerIds = owner.data ? owner.data.map((t) => t.id).join(',') : null;

  const scope = useMemo(
    () =>
      isOwner
        ? ownerIds !== null && scopeFor(profile.role, ownerIds ? ownerIds.split(',') : [])
        : scopeFor(profile.role, ownIds ? ownIds.split(',') : []),
    [isOwner, ownerIds, ownIds, profile.role],
  );
  // Stable identity per scope content, so queries built from it are not rebuilt each render.
  const key = scope ? scopeKey(scope) : null;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by content on purpose
  const stable = useMemo(() => scope, [key]);

  if (isOwner && owner.isError)
    return { status: 'error', message: 'Could not load your territories.' };
  if (!stable) return { status: 'loading' };
  return { status: 'ready', scope: stable };
}
