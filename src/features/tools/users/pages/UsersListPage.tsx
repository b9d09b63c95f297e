import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { useSnackbar } from 'notistack';
import { useQuery } from '@tanstack/react-query';
import { Badge, Box, Button, Chip, Paper, Tab, Tabs } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import BlockIcon from '@mui/icons-material/Block';
import PeopleIcon from '@mui/icons-material/People';
import {
  displayName,
  ROLE_NAMES,
  useSession,
  useSignedInUser,
  type UserProfile,
} from '@/features/auth';
import {
  DataTable,
  useFirestoreTable,
  type BulkAction,
  type DataTableColumn,
  type FilterValue,
  type TableState,
  type WithId,
} from '@/components/DataTable';
import { EmptyState } from '@/components/EmptyState';
import { PageHeader } from '@/components/PageHeader';
import { db } from '@/lib/firebase';
import { waitingCountKey } from '../api/get-user';
import { useUserFormOptions } from '../api/list-options';
import { setUsersDisabled } from '../api/set-disabled';
import { countWaitingUsers, usersListQuery } from '../api/users-query';
import {
  filterableRoles,
  filterableStatuses,
  parseRoleParams,
  parseStatusParam,
  userListScope,
} from '../model/listScope';
import { errorText } from '@/lib/errors';
import { paths } from '@/lib/paths';
import { USER_DISABLED } from '../model/messages';
import { assignsWaitingUsers } from '../model/signUp';
import { USER_STATUS_LABELS, userStatus, type UserStatus } from '../model/status';
import { territoryNames } from '../model/territoryNames';
import { usersTable } from '../../tableQueries';

type UserRow = WithId<UserProfile>;

const ROLE_PARAM = 'role';
const STATUS_PARAM = 'status';
const ALL_STATUSES = 'all';

const baseColumns: DataTableColumn<UserRow>[] = [
  {
    field: 'firstName',
    header: 'Name',
    sortable: true,
    render: (user) => displayName(user),
  },
  {
    field: 'email',
    header: 'Email',
    sortable: true,
    priority: 2,
    // Firestore matches a prefix, case-sensitively; e-mails are stored as typed (mostly lower case).
    filter: { type: 'text' },
  },
  {
    field: 'role',
    header: 'Role',
    render: (user) => user.roleName || 'No role yet',
  },
  {
    field: 'assignedTerritories',
    header: 'Territories',
    priority: 3,
    render: (user) => (user.assignedTerritories ?? []).join(', '),
  },
  {
    field: 'disabled',
    header: 'Status',
    render: (user) => {
      const status = userStatus(user);
      return (
        <Chip
          size="small"
          color={status === 'disabled' ? 'error' : status === 'waiting' ? 'warning' : 'success'}
          variant={status === 'active' ? 'outlined' : 'filled'}
          label={USER_STATUS_LABELS[status]}
        />
      );
    },
  },
];

/**
 * The users list (spec 01 §2, §6). The role filter lives in the URL (`?role=manager`, the spec's
 * "list, optionally by role") and is folded into the base query rather than left to the table,
 * because a location-scoped viewer's query must already carry `role in [...]` for the rules. The
 * status tabs (`?status=waiting`, issue 30) are folded in the same way: "waiting for a role" is
 * `role == null`, which no column filter of the table can say.
 */
export default function UsersListPage() {
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const { can } = useSession();
  const { profile: viewer, user: me } = useSignedInUser();
  const [params, setParams] = useSearchParams();
  const selectedRoles = parseRoleParams(params.getAll(ROLE_PARAM), viewer);
  const status = parseStatusParam(params.get(STATUS_PARAM), viewer);
  const scope = userListScope(viewer, selectedRoles);
  // Built inline: useFirestoreTable keeps the previous query while the new one is queryEqual.
  const baseQuery = usersListQuery(db, scope, status);
  const showsWaiting = assignsWaitingUsers(viewer);
  const waiting = useQuery({
    queryKey: waitingCountKey,
    queryFn: () => countWaitingUsers(db),
    enabled: showsWaiting,
  });
  const waitingCount = showsWaiting ? (waiting.data ?? 0) : 0;

  const { territories } = useUserFormOptions();
  const table = useFirestoreTable({
    query: baseQuery,
    columns: baseColumns,
    shapes: usersTable,
  });

  // The role column's checkbox filter is shown by the table but applied through the URL.
  const roleOptions = filterableRoles(viewer).map((role) => ({
    value: role,
    label: ROLE_NAMES[role],
  }));
  const columns = table.columns.map((column): DataTableColumn<UserRow> => {
    if (column.field === 'role') {
      return {
        ...column,
        filter: { type: 'checkbox', options: roleOptions },
        // A user waiting for a role has none of the roles to pick.
        filterUnavailable:
          status === 'waiting' ? 'Users waiting for a role have no role to filter by' : undefined,
      };
    }
    if (column.field === 'assignedTerritories') {
      return { ...column, render: (user) => territoryNames(user, territories).join(', ') };
    }
    return column;
  });
  const roleFilter: FilterValue | undefined =
    selectedRoles.length > 0 ? { type: 'checkbox', values: selectedRoles } : undefined;
  const state: TableState = {
    ...table.state,
    filters: { ...table.state.filters, role: roleFilter },
  };
  const onStateChange = (next: TableState) => {
    const nextRole = next.filters.role;
    const values = nextRole?.type === 'checkbox' ? nextRole.values.map(String) : [];
    if (values.join(',') !== selectedRoles.join(',')) {
      setParams(
        (current) => {
          const out = new URLSearchParams(current);
          out.delete(ROLE_PARAM);
          values.forEach((value) => out.append(ROLE_PARAM, value));
          return out;
        },
        { replace: true },
      );
    }
    const filters = { ...next.filters };
    delete filters.role;
    table.onStateChange({ ...next, filters });
  };

  const setStatus = (next: UserStatus | typeof ALL_STATUSES) =>
    setParams(
      (current) => {
        const out = new URLSearchParams(current);
        if (next === ALL_STATUSES) out.delete(STATUS_PARAM);
        else out.set(STATUS_PARAM, next);
        return out;
      },
      { replace: true },
    );

  const bulkActions: BulkAction<UserRow>[] = can('users.editPermissions')
    ? [
        {
          label: 'Disable',
          icon: <BlockIcon />,
          onClick: async (rows) => {
            // Nobody locks themselves out from the list.
            const ids = rows.map((row) => row.id).filter((id) => id !== me.uid);
            if (ids.length === 0) return;
            try {
              await setUsersDisabled({ ids, disabled: true });
              enqueueSnackbar(ids.length === 1 ? USER_DISABLED : `${ids.length} users disabled`, {
                variant: 'success',
              });
              table.refresh();
              // A waiting user disabled is no longer waiting.
              if (showsWaiting) void waiting.refetch();
            } catch (error) {
              enqueueSnackbar(errorText(error), { variant: 'error' });
            }
          },
        },
      ]
    : [];

  return (
    <>
      <PageHeader
        title="Users"
        actions={
          can('users.create') && (
            <Button
              component={RouterLink}
              to={paths.tools.users.new}
              variant="contained"
              startIcon={<AddIcon />}
            >
              New User
            </Button>
          )
        }
      />
      {scope.kind === 'none' ? (
        <EmptyState
          icon={<PeopleIcon />}
          title="No users to show"
          description="You see the people of your franchisee location, and your account has none."
        />
      ) : (
        <>
          <Paper variant="outlined" sx={{ mb: 2 }}>
            <Tabs
              value={status ?? ALL_STATUSES}
              onChange={(_event, value: UserStatus | typeof ALL_STATUSES) => setStatus(value)}
              variant="scrollable"
              allowScrollButtonsMobile
              aria-label="User status"
            >
              <Tab value={ALL_STATUSES} label="All users" />
              {filterableStatuses(viewer).map((option) => (
                <Tab
                  key={option}
                  value={option}
                  label={
                    option === 'waiting' && waitingCount > 0 ? (
                      <WaitingLabel count={waitingCount} />
                    ) : (
                      USER_STATUS_LABELS[option]
                    )
                  }
                />
              ))}
            </Tabs>
          </Paper>
          <DataTable
            {...table}
            columns={columns}
            state={state}
            onStateChange={onStateChange}
            label="Users"
            emptyMessage="No users yet"
            noMatchesMessage="No users match the current filters"
            onRowClick={(user) => navigate(paths.tools.users.detail(user.id))}
            bulkActions={bulkActions}
            minWidth={760}
          />
        </>
      )}
    </>
  );
}

/** "Waiting for a role" with the number of users waiting as a badge (issue 30). */
function WaitingLabel({ count }: { count: number }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 2, pr: 1.5 }}>
      {USER_STATUS_LABELS.waiting}
      <Badge badgeContent={count} max={99} color="warning" data-testid="waiting-users-badge" />
    </Box>
  );
}
