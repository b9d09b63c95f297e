import { territoryScope, useSession, useSignedInUser } from '@/features/auth';

/** The signed-in user as the dashboard cards query for them: uid, scope and its cache key. */
export function useDashboardScope() {
  const { user, profile } = useSignedInUser();
  const { can } = useSession();
  const scope = territoryScope(profile);
  const scopeKey = scope.kind === 'territories' ? scope.territoryIds.join(',') : scope.kind;
  return { uid: user.uid, role: profile.role, scope, scopeKey, can };
}

/** What a scoped user without a territory sees instead of a query the rules would refuse. */
export const NO_TERRITORY = 'You are not assigned to a territory yet. Please contact corporate.';
