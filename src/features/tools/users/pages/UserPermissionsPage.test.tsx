import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resolvePermissions } from '@/features/auth';
import { makeProfile, renderWithSession } from '@/testing/renderWithSession';
import type { UserState } from '../api/get-user';
import UserPermissionsPage from './UserPermissionsPage';

const mocks = vi.hoisted(() => ({
  updateDoc: vi.fn(async (..._args: unknown[]) => undefined),
  userState: { status: 'loading' } as UserState,
}));

vi.mock('@/lib/firebase', () => ({ db: {} }));
vi.mock('firebase/firestore', async (importOriginal) => ({
  ...(await importOriginal<typeof import('firebase/firestore')>()),
  doc: vi.fn((_db: unknown, ...segments: string[]) => segments.join('/')),
  updateDoc: mocks.updateDoc,
  serverTimestamp: () => 'SERVER_TIME',
}));
vi.mock('../api/get-user', () => ({
  useUser: () => mocks.userState,
  useRefreshUser: () => async () => undefined,
}));

function showUser(overrides: Parameters<typeof makeProfile>[0]) {
  mocks.userState = { status: 'ready', user: makeProfile({ id: 'target', ...overrides }) };
  return renderWithSession(<UserPermissionsPage />, {
    route: '/app/tools/users/target/permissions',
    path: '/app/tools/users/:id/permissions',
  });
}

/**
 * One permission's choice, found by its label. The first test finds them by role; after an edit
 * a role query recomputes the style of all ~90 selects in jsdom (seconds each on a busy machine).
 */
const choice = (name: string) => screen.getByLabelText(name, { selector: 'select' });

beforeEach(() => mocks.updateDoc.mockClear());

// The matrix renders ~90 selects; under a loaded CI machine that takes more than the default 5 s,
// and a test that edits and saves took over 30 s in full-suite runs on a loaded 2-core machine.
describe('UserPermissionsPage', () => {
  it('shows the role preset and the effective value of each permission', () => {
    showUser({
      role: 'manager',
      permissionOverrides: { users: { view: true } },
      permissions: resolvePermissions('manager', { users: { view: true } }),
    });
    const editOrders = screen.getByRole('combobox', { name: 'Edit Orders' });
    expect(editOrders).toHaveValue('inherit');
    expect(within(editOrders).getByRole('option', { name: 'Preset' })).toBeInTheDocument();
    expect(screen.getByLabelText('Edit Orders preset: allowed')).toBeInTheDocument();
    expect(screen.getByLabelText('Edit Orders: allowed')).toBeInTheDocument();

    const viewUsers = screen.getByRole('combobox', { name: 'View Users' });
    expect(viewUsers).toHaveValue('allow');
    expect(screen.getByLabelText('View Users preset: denied')).toBeInTheDocument();
    expect(screen.getByLabelText('View Users: allowed')).toBeInTheDocument();
    expect(screen.getByLabelText('Edit User Permissions: denied')).toBeInTheDocument();
  });

  it('saves the overrides with the resolved permissions in one update', async () => {
    const user = userEvent.setup();
    showUser({ role: 'manager', permissions: resolvePermissions('manager') });
    await user.selectOptions(choice('Delete Items'), 'allow');
    await user.selectOptions(choice('Edit Orders'), 'deny');
    expect(screen.getByLabelText('Delete Items: allowed')).toBeInTheDocument();
    expect(screen.getByLabelText('Edit Orders: denied')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Permissions' }));

    await waitFor(() => expect(mocks.updateDoc).toHaveBeenCalledTimes(1));
    const overrides = { items: { delete: true }, orders: { edit: false } };
    expect(mocks.updateDoc).toHaveBeenCalledWith('users/target', {
      permissionOverrides: overrides,
      permissions: resolvePermissions('manager', overrides),
      updatedAt: 'SERVER_TIME',
    });
    expect(await screen.findByText('Permissions updated')).toBeInTheDocument();
  });

  it('keeps the edits and reports a failed save', async () => {
    mocks.updateDoc.mockRejectedValueOnce(
      Object.assign(new Error('nope'), { code: 'permission-denied' }),
    );
    const user = userEvent.setup();
    showUser({ role: 'employee' });
    await user.selectOptions(choice('View Items'), 'allow');
    await user.click(screen.getByRole('button', { name: 'Save Permissions' }));
    expect(await screen.findByText('You do not have permission to do that')).toBeInTheDocument();
    expect(choice('View Items')).toHaveValue('allow');
  });

  it('shows a Super Admin read-only', () => {
    showUser({ role: 'superAdmin' });
    expect(screen.getByText('Super Admin has every permission')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Delete Users' })).toBeDisabled();
    expect(screen.getByLabelText('Delete Users: allowed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save Permissions' })).not.toBeInTheDocument();
  });
});
