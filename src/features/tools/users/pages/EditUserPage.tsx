import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useSnackbar } from 'notistack';
import { displayName, useSession, useSignedInUser, type UserProfile } from '@/features/auth';
import { PageHeader } from '@/components/PageHeader';
import { db } from '@/lib/firebase';
import { useRefreshUser, useUser } from '../api/get-user';
import { useUserFormOptions } from '../api/list-options';
import { updateUser } from '../api/update-user';
import { UserForm } from '../components/UserForm';
import { UserStateFallback } from '../components/UserStateFallback';
import { assignableLocations, assignableRoles } from '../model/access';
import { errorText } from '@/lib/errors';
import { paths } from '@/lib/paths';
import { USER_UPDATED } from '../model/messages';
import { cleanOverrides } from '../model/permissionMatrix';
import {
  toAccessFields,
  toProfileFields,
  userFormValues,
  type UserFormValues,
} from '../model/schemas';

function EditUserForm({ user }: { user: UserProfile }) {
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const { can } = useSession();
  const { profile: viewer } = useSignedInUser();
  const options = useUserFormOptions();
  const refreshUser = useRefreshUser();
  const canEditAccess = can('users.editPermissions');
  const locations = assignableLocations(viewer, options.locations);
  // Taken once: a later read of the user must not wipe what is being typed.
  const [initialValues] = useState(() => userFormValues(user));

  const submit = async (values: UserFormValues) => {
    const { firstName, lastName, mobile, timezone } = toProfileFields(values);
    const profile = { firstName, lastName, mobile, timezone };
    try {
      await updateUser(db, {
        id: user.id,
        profile,
        access: canEditAccess
          ? {
              ...toAccessFields(values, options.territories, locations),
              overrides: cleanOverrides(user.permissionOverrides),
            }
          : undefined,
      });
      enqueueSnackbar(USER_UPDATED, { variant: 'success' });
      void refreshUser(user.id);
      navigate(paths.tools.users.detail(user.id));
    } catch (error) {
      // Formik keeps what was typed; the snackbar says why it was not saved.
      enqueueSnackbar(errorText(error), { variant: 'error' });
    }
  };

  return (
    <>
      <PageHeader title="Edit User" subtitle={displayName(user)} />
      <UserForm
        initialValues={initialValues}
        isNew={false}
        canEditAccess={canEditAccess}
        roles={assignableRoles(viewer)}
        territories={options.territories}
        locations={locations}
        submitLabel="Save Changes"
        onSubmit={submit}
        onCancel={() => navigate(paths.tools.users.detail(user.id))}
      />
    </>
  );
}

export default function EditUserPage() {
  const { id } = useParams();
  const state = useUser(id);
  if (state.status !== 'ready') return <UserStateFallback state={state} title="Edit User" />;
  return <EditUserForm key={state.user.id} user={state.user} />;
}
