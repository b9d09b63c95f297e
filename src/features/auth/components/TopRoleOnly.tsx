import type { ReactNode } from 'react';
import LockIcon from '@mui/icons-material/Lock';
import { TOP_ROLES } from '@/domain/permissions';
import { useSession } from '../session/SessionContext';
import { EmptyState } from '@/components/EmptyState';

/**
 * Screens only the two top roles may open (the rules read `isTopRole()`): a permission override
 * that opens the route to someone else still shows the same refusal as the route guard.
 */
export function TopRoleOnly({ children }: { children: ReactNode }) {
  const { state } = useSession();
  const role = state.status === 'signedIn' ? state.profile?.role : null;
  if (!role || !TOP_ROLES.includes(role)) {
    return (
      <EmptyState
        icon={<LockIcon />}
        title="You do not have access to this page"
        description="Only Super Admin and Fulfillment see this page."
      />
    );
  }
  return <>{children}</>;
}
