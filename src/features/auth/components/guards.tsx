import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import LockIcon from '@mui/icons-material/Lock';
import { FullScreenLoader } from '@/components/FullScreenLoader';
import { EmptyState } from '@/components/EmptyState';
import { lazyWidget } from '@/lib/lazyWidget';
import { paths } from '@/lib/paths';
import { useSession } from '../session/SessionContext';
import type { Permission } from '@/domain/permissions';

// Few users ever see it: the sign-in page, whose bundle holds these guards, does not carry it.
const BlockedAccountPage = lazyWidget(() =>
  import('../pages/BlockedAccountPage').then((m) => m.BlockedAccountPage),
);
const loader = <FullScreenLoader />;

/** /login and /register: a signed-in user goes straight to the app (or where they were headed). */
export function RequireSignedOut() {
  const { state } = useSession();
  const location = useLocation();
  if (state.status === 'loading') return <FullScreenLoader />;
  if (state.status === 'signedIn') {
    const from = (location.state as { from?: string } | null)?.from;
    return <Navigate to={from ?? paths.app} replace />;
  }
  return <Outlet />;
}

/** Everything under /app: signed in, with a profile that has a role and is not disabled. */
export function RequireAccess({ children }: { children: ReactNode }) {
  const { state } = useSession();
  const location = useLocation();
  if (state.status === 'loading') return <FullScreenLoader />;
  if (state.status === 'signedOut') {
    return (
      <Navigate to={paths.login} replace state={{ from: location.pathname + location.search }} />
    );
  }
  if (state.profileError) {
    return <BlockedAccountPage variant="error" detail={state.profileError} fallback={loader} />;
  }
  if (!state.profile) return loader;
  if (state.profile.disabled) return <BlockedAccountPage variant="disabled" fallback={loader} />;
  if (!state.profile.role) return <BlockedAccountPage variant="waiting" fallback={loader} />;
  return <>{children}</>;
}

/** A route the user may open only with a permission; the rules refuse the data regardless. */
export function RequirePermission({
  permission,
  children,
}: {
  permission?: Permission;
  children: ReactNode;
}) {
  const { can } = useSession();
  if (permission && !can(permission)) {
    return (
      <EmptyState
        icon={<LockIcon />}
        title="You do not have access to this page"
        description="Ask an administrator for the permission if you need it."
      />
    );
  }
  return <>{children}</>;
}
