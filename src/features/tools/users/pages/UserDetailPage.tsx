import { useState, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { useSnackbar } from 'notistack';
import { Alert, Box, Button, Card, CardContent, Chip, Grid, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import SecurityIcon from '@mui/icons-material/Security';
import BlockIcon from '@mui/icons-material/Block';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DeleteIcon from '@mui/icons-material/Delete';
import { displayName, useSession, useSignedInUser, type UserProfile } from '@/features/auth';
import { PageHeader } from '@/components/PageHeader';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { formatPhone } from '@/components/PhoneField';
import { deleteUser } from '../api/delete-user';
import { useRefreshUser, useUser } from '../api/get-user';
import { useUserFormOptions } from '../api/list-options';
import { setUsersDisabled } from '../api/set-disabled';
import { UserStateFallback } from '../components/UserStateFallback';
import { errorText } from '@/lib/errors';
import { paths } from '@/lib/paths';
import { USER_DELETED, USER_DISABLED, USER_ENABLED } from '../model/messages';
import { territoryNames } from '../model/territoryNames';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Grid size={{ xs: 12, sm: 6 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Box sx={{ mt: 0.5, wordBreak: 'break-word' }}>{children || '—'}</Box>
    </Grid>
  );
}

function UserDetail({ user }: { user: UserProfile }) {
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const { can } = useSession();
  const { user: me } = useSignedInUser();
  const options = useUserFormOptions();
  const refreshUser = useRefreshUser();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [busy, setBusy] = useState(false);
  const isMe = user.id === me.uid;
  const names = territoryNames(user, options.territories);

  const toggleDisabled = async () => {
    setBusy(true);
    try {
      await setUsersDisabled({ ids: [user.id], disabled: !user.disabled });
      await refreshUser(user.id);
      enqueueSnackbar(user.disabled ? USER_ENABLED : USER_DISABLED, { variant: 'success' });
    } catch (error) {
      enqueueSnackbar(errorText(error), { variant: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    setBusy(true);
    try {
      await deleteUser({ id: user.id });
      enqueueSnackbar(USER_DELETED, { variant: 'success' });
      navigate(paths.tools.users.list, { replace: true });
    } catch (error) {
      enqueueSnackbar(errorText(error), { variant: 'error' });
      setBusy(false);
      setConfirmDelete(false);
    }
  };

  return (
    <>
      <PageHeader
        title={displayName(user)}
        subtitle={user.roleName || 'No role yet'}
        actions={
          <>
            {can('users.edit') && (
              <Button
                component={RouterLink}
                to={paths.tools.users.edit(user.id)}
                variant="contained"
                startIcon={<EditIcon />}
              >
                Edit
              </Button>
            )}
            {can('users.editPermissions') && (
              <Button
                component={RouterLink}
                to={paths.tools.users.permissions(user.id)}
                variant="outlined"
                startIcon={<SecurityIcon />}
              >
                Permissions
              </Button>
            )}
            {can('users.editPermissions') && !isMe && (
              <Button
                variant="outlined"
                color={user.disabled ? 'success' : 'warning'}
                startIcon={user.disabled ? <CheckCircleIcon /> : <BlockIcon />}
                onClick={() => void toggleDisabled()}
                disabled={busy}
              >
                {user.disabled ? 'Enable' : 'Disable'}
              </Button>
            )}
            {can('users.delete') && !isMe && (
              <Button
                variant="outlined"
                color="error"
                startIcon={<DeleteIcon />}
                onClick={() => setConfirmDelete(true)}
                disabled={busy}
              >
                Delete
              </Button>
            )}
          </>
        }
      />
      {user.disabled && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          This user is disabled and cannot use the portal.
        </Alert>
      )}
      <Card variant="outlined">
        <CardContent>
          <Box sx={{ display: 'flex', gap: 1, mb: 2, flexWrap: 'wrap' }}>
            <Chip label={user.roleName || 'No role'} color={user.role ? 'primary' : 'default'} />
            {user.disabled ? (
              <Chip label="Disabled" color="error" />
            ) : (
              <Chip label="Active" color="success" variant="outlined" />
            )}
          </Box>
          <Grid container spacing={2}>
            <Field label="First name">{user.firstName}</Field>
            <Field label="Last name">{user.lastName}</Field>
            <Field label="Email">{user.email}</Field>
            <Field label="Mobile">{formatPhone(user.mobile)}</Field>
            <Field label="Timezone">{user.timezone}</Field>
            <Field label="Role">{user.roleName}</Field>
            <Field label="Franchisee location">{user.location || user.franchiseeLocationId}</Field>
            <Field label="Territories">
              {names.length > 0 && (
                <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
                  {names.map((name) => (
                    <Chip key={name} size="small" label={name} />
                  ))}
                </Box>
              )}
            </Field>
          </Grid>
        </CardContent>
      </Card>
      <ConfirmDialog
        open={confirmDelete}
        title={`Delete ${displayName(user)}?`}
        message="Their profile is removed and they are taken off their territories. If they sign in again they will wait for access like a new sign-up."
        busy={busy}
        onConfirm={remove}
        onCancel={() => setConfirmDelete(false)}
      />
    </>
  );
}

export default function UserDetailPage() {
  const { id } = useParams();
  const state = useUser(id);
  if (state.status !== 'ready') return <UserStateFallback state={state} title="User Details" />;
  return <UserDetail user={state.user} />;
}
