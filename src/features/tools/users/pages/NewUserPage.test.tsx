import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithSession } from '@/testing/renderWithSession';
import NewUserPage from './NewUserPage';

const mocks = vi.hoisted(() => ({ createUser: vi.fn() }));

vi.mock('../api/create-user', () => ({ createUser: mocks.createUser }));
vi.mock('../api/list-options', () => ({
  useUserFormOptions: () => ({
    territories: [{ id: 't-north', name: 'North Coast' }],
    locations: [{ id: 'loc-1', name: 'North Truck' }],
    loading: false,
  }),
}));

beforeEach(() => mocks.createUser.mockReset());

async function fillForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('First name'), ' Nina ');
  await user.type(screen.getByLabelText('Last name'), 'New');
  await user.type(screen.getByLabelText('Email'), 'nina@example.com');
  await user.type(screen.getByLabelText('Password'), 'secret1');
  await user.click(screen.getByRole('combobox', { name: 'Role' }));
  await user.click(await screen.findByRole('option', { name: 'Manager' }));
}

// Typing four fields and choosing a role took over 30 s in a full-suite run on a loaded 2-core
// machine (about 7 s when the machine is quiet).
describe('NewUserPage', () => {
  it('shows the validation messages on an empty form', async () => {
    const user = userEvent.setup();
    renderWithSession(<NewUserPage />);
    await user.click(screen.getByRole('button', { name: 'Create User' }));
    for (const message of [
      'First name is required',
      'Last name is required',
      'Email is required',
      'Required',
      'Role is required',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(mocks.createUser).not.toHaveBeenCalled();
  });

  it('creates the user with trimmed fields and the chosen role', async () => {
    mocks.createUser.mockResolvedValue('new-uid');
    const user = userEvent.setup();
    renderWithSession(<NewUserPage />);
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Create User' }));
    await waitFor(() => expect(mocks.createUser).toHaveBeenCalledTimes(1));
    expect(mocks.createUser).toHaveBeenCalledWith(
      expect.objectContaining({
        firstName: 'Nina',
        email: 'nina@example.com',
        password: 'secret1',
        role: 'manager',
        timezone: 'EST',
      }),
    );
    expect(await screen.findByText('User created')).toBeInTheDocument();
  });

  it('explains an e-mail that is taken and keeps the form', async () => {
    // What Firebase Auth rejects with (a FirebaseError carries the same code).
    mocks.createUser.mockRejectedValueOnce({ code: 'auth/email-already-in-use', message: 'x' });
    const user = userEvent.setup();
    renderWithSession(<NewUserPage />);
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Create User' }));
    expect(
      await screen.findByText('An account with this email already exists'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('nina@example.com');
    expect(screen.getByLabelText('Last name')).toHaveValue('New');
  });

  it('hides the access fields without Edit User Permissions', () => {
    renderWithSession(<NewUserPage />, {
      profile: { permissions: { users: { view: true, create: true } } },
    });
    expect(screen.queryByRole('combobox', { name: 'Role' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Territories' })).not.toBeInTheDocument();
  });
});
