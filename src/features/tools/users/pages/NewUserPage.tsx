import { useNavigate } from 'react-router-dom';
import { useSnackbar } from 'notistack';
import { useSession, useSignedInUser } from '@/features/auth';
import { PageHeader } from '@/components/PageHeader';
import { createUser } from '../api/create-user';
import { useUserFormOptions } from '../api/list-options';
import { UserForm } from '../components/UserForm';
import { assignableLocations, assignableRoles, isTopAdmin, noAccessFields } from '../model/access';
import { errorText } from '@/lib/errors';
import { paths } from '@/lib/paths';
import { USER_CREATED } from '../model/messages';
import {
  emptyUserForm,
  toAccessFields,
  toProfileFields,
  type UserFormValues,
} from '../model/schemas';

export default function NewUserPage() {
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const { can } = useSession();
  const { profile: viewer } = useSignedInUser();
  const options = useUserFormOptions();
  const canEditAccess = can('users.editPermissions');
  const locations = assignableLocations(viewer, options.locations);

  const submit = async (values: UserFormValues) => {
    const access = canEditAccess
      ? toAccessFields(values, options.territories, locations)
      : noAccessFields(viewer);
    try {
      const uid = await createUser({
        ...toProfileFields(values),
        ...access,
        password: values.password,
      });
      enqueueSnackbar(USER_CREATED, { variant: 'success' });
      navigate(paths.tools.users.detail(uid));
    } catch (error) {
      // Formik keeps what was typed; the snackbar says why it was not saved.
      enqueueSnackbar(errorText(error), { variant: 'error' });
    }
  };

  return (
    <>
      <PageHeader
        title="New User"
        subtitle="Creates their sign-in; you stay signed in as yourself."
      />
      <UserForm
        initialValues={{
          ...emptyUserForm,
          franchiseeLocationId: isTopAdmin(viewer) ? '' : viewer.franchiseeLocationId,
        }}
        isNew
        canEditAccess={canEditAccess}
        roles={assignableRoles(viewer)}
        territories={options.territories}
        locations={locations}
        submitLabel="Create User"
        onSubmit={submit}
        onCancel={() => navigate(paths.tools.users.list)}
      />
    </>
  );
}
