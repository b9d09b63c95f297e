import { useNavigate, useParams } from 'react-router-dom';
import { useSnackbar } from 'notistack';
import { displayName, type PermissionMap, type UserProfile } from '@/features/auth';
import { PageHeader } from '@/components/PageHeader';
import { useRefreshUser, useUser } from '../api/get-user';
import { updatePermissions } from '../api/update-permissions';
import { PermissionsMatrix } from '../components/PermissionsMatrix';
import { UserStateFallback } from '../components/UserStateFallback';
import { errorText } from '@/lib/errors';
import { paths } from '@/lib/paths';
import { PERMISSIONS_UPDATED } from '../model/messages';
import { cleanOverrides } from '../model/permissionMatrix';

function UserPermissions({ user }: { user: UserProfile }) {
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const refreshUser = useRefreshUser();

  const save = async (overrides: PermissionMap) => {
    try {
      await updatePermissions({ id: user.id, role: user.role, overrides });
      enqueueSnackbar(PERMISSIONS_UPDATED, { variant: 'success' });
      void refreshUser(user.id);
      navigate(paths.tools.users.detail(user.id));
    } catch (error) {
      enqueueSnackbar(errorText(error), { variant: 'error' });
      throw error;
    }
  };

  return (
    <>
      <PageHeader
        title="User Permissions"
        subtitle={`${displayName(user)} · ${user.roleName || 'No role'}`}
      />
      <PermissionsMatrix
        role={user.role}
        overrides={cleanOverrides(user.permissionOverrides)}
        onSave={save}
        onCancel={() => navigate(paths.tools.users.detail(user.id))}
      />
    </>
  );
}

export default function UserPermissionsPage() {
  const { id } = useParams();
  const state = useUser(id);
  if (state.status !== 'ready') return <UserStateFallback state={state} title="User Permissions" />;
  // Keyed so a reload of the same user keeps the draft, and another user starts fresh.
  return <UserPermissions key={state.user.id} user={state.user} />;
}
