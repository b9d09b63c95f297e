import { TOP_ROLES, useSession } from '@/features/auth';

/** Video and category management is for the two top roles (spec 02 §6); rules enforce the same. */
export function useIsTopRole(): boolean {
  const { state } = useSession();
  const role = state.status === 'signedIn' ? state.profile?.role : null;
  return !!role && TOP_ROLES.includes(role);
}
