import { useMemo } from 'react';
import { useSignedInUser } from '@/features/auth';
import { scopeFor, type ReportScope } from '../model/reportScope';

type ScopeState =
  | { status: 'loading' }
  | { status: 'ready'; scope: ReportScope }
  | { status: 'error'; message: string };

/**
 * The signed-in user's report scope: the territories on their own record (every scoped role,
 * owners included: README "One territory scope"). Nothing to load, so it is ready at once; the
 * state shape stays for the pages that show loading and error states.
 */
export function useReportScope(): ScopeState {
  const { profile } = useSignedInUser();
  const ids = profile.territoryIds.join(',');
  // Stable identity per scope content, so queries built from it are not rebuilt each render.
  const scope = useMemo(
    () => scopeFor(profile.role, ids ? ids.split(',') : []),
    [profile.role, ids],
  );
  return { status: 'ready', scope };
}
