import { useEffect, useMemo, useState } from 'react';
import { useSignedInUser } from '@/features/auth';
import { listOwnerTerritoryIds } from '../api/list-owner-territory-ids';
import { scopeFor, scopeKey, type ReportScope } from '../model/scope';

export type ScopeState =
  | { status: 'loading' }
  | { status: 'ready'; scope: ReportScope }
  | { status: 'error'; message: string };

/**
 * The signed-in user's report scope. Manager and Employee: territoryIds on their own record.
 * Franchisee Owner: territories listing them in userIds (read once; that is what the rules check).
 */
export function useReportScope(): ScopeState {
  const { user, profile } = useSignedInUser();
  const isOwner = profile.role === 'franchiseeOwner';
  const ownIds = profile.territoryIds.join(',');
  const [ownerIds, setOwnerIds] = useState<string[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!isOwner) return;
    let cancelled = false;
    listOwnerTerritoryIds(user.uid)
      .then((ids) => !cancelled && setOwnerIds(ids))
      .catch((err: unknown) => {
        console.error('Could not read the territories', err);
        if (!cancelled) setError('Could not load your territories.');
      });
    return () => {
      cancelled = true;
    };
  }, [isOwner, user.uid]);

  const scope = useMemo(
    () =>
      isOwner
        ? ownerIds && scopeFor(profile.role, ownerIds)
        : scopeFor(profile.role, ownIds ? ownIds.split(',') : []),
    [isOwner, ownerIds, ownIds, profile.role],
  );
  // Stable identity per scope content, so queries built from it are not rebuilt each render.
  const key = scope ? scopeKey(scope) : null;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by content on purpose
  const stable = useMemo(() => scope, [key]);

  if (error) return { status: 'error', message: error };
  if (!stable) return { status: 'loading' };
  return { status: 'ready', scope: stable };
}
