import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentPath, renderWithSession, TEST_UID } from '@/testing/renderWithSession';
import { AccountPage } from './AccountPage';
import { updateProfile } from './api/update-profile';
import { updatePassword } from './api/update-password';
import { getTeamContacts, updateTeamContacts } from './api/team-contacts';
import { emptyNotificationSettings } from './schemas';

vi.mock('@/lib/firebase', () => ({ auth: {}, db: {} }));
vi.mock('./api/update-profile', () => ({ updateProfile: vi.fn() }));
vi.mock('./api/update-password', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./api/update-password')>()),
  updatePassword: vi.fn(),
}));
vi.mock('./api/team-contacts', () => ({ getTeamContacts: vi.fn(), updateTeamContacts: vi.fn() }));

const PATH = '/app/account/:tab';

function renderAccount(tab: string, options: Parameters<typeof renderWithSession>[1] = {}) {
  return renderWithSession(<AccountPage />, {
    route: `/app/account/${tab}`,
    path: PATH,
    ...options,
  });
}

beforeEach(() => {
  vi.mocked(updateProfile).mockReset().mockResolvedValue({ verificationSentTo: null });
  vi.mocked(updatePassword).mockReset().mockResolvedValue(undefined);
  vi.mocked(getTeamContacts)
    .mockReset()
    .mockResolvedValue({ ...emptyNotificationSettings });
  vi.mocked(updateTeamContacts).mockReset().mockResolvedValue(undefined);
});

describe('AccountPage tabs', () => {
  it('shows the title and the three tabs to a top role', () => {
    renderAccount('general');
    expect(screen.getByRole('heading', { name: 'Account' })).toBeInTheDocument();
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['General', 'Password', 'Notifications']);
    expect(screen.getByRole('tab', { name: 'General' })).toHaveAttribute('aria-selected', 'true');
  });

  it('hides notifications from a Manager and redirects that tab to general', async () => {
    renderAccount('notifications', { profile: { role: 'manager' } });
    await waitFor(() => expect(currentPath()).toBe('/app/account/general'));
    expect(screen.queryByRole('tab', { name: 'Notifications' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toBeInTheDocument();
    expect(getTeamContacts).not.toHaveBeenCalled();
  });

  it('redirects an unknown tab to general', async () => {
    renderAccount('billing');
    await waitFor(() => expect(currentPath()).toBe('/app/account/general'));
  });

  it('changes the address when a tab is chosen', async () => {
    renderAccount('general');
    await userEvent.click(screen.getByRole('tab', { name: 'Password' }));
    await waitFor(() => expect(currentPath()).toBe('/app/account/password'));
    expect(screen.getByLabelText('Password Confirmation')).toBeInTheDocument();
  });
});

describe('General tab', () => {
  it('shows the profile card', () => {
    renderAccount('general');
    const card = screen.getByRole('heading', { name: 'Jane Doe' }).closest('div')!;
    expect(within(card).getByText('JD')).toBeInTheDocument();
    expect(within(card).getByText('Super Admin')).toBeInTheDocument();
    expect(within(card).getByText('jane@example.com')).toBeInTheDocument();
  });

  it('says "Waiting for access" on the card while no role is assigned', () => {
    renderAccount('general', { profile: { role: null } });
    expect(screen.getByText('Waiting for access')).toBeInTheDocument();
  });

  it('fills the form from the profile', () => {
    renderAccount('general', { profile: { timezone: 'PST' } });
    expect(screen.getByLabelText('First name')).toHaveValue('Jane');
    expect(screen.getByLabelText('Last name')).toHaveValue('Doe');
    expect(screen.getByLabelText('Email')).toHaveValue('jane@example.com');
    expect(screen.getByLabelText('Mobile')).toHaveValue('(555) 123-4567');
    expect(screen.getByRole('combobox', { name: 'Timezone' })).toHaveTextContent('PST');
  });

  it('shows "First name is required" when cleared and does not save', async () => {
    renderAccount('general');
    await userEvent.clear(screen.getByLabelText('First name'));
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(updateProfile).not.toHaveBeenCalled();
  });

  it('shows the email messages', async () => {
    renderAccount('general');
    const email = screen.getByLabelText('Email');
    await userEvent.clear(email);
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    await userEvent.type(email, 'nope');
    expect(await screen.findByText('Must be a valid email')).toBeInTheDocument();
    expect(updateProfile).not.toHaveBeenCalled();
  });

  it('saves trimmed values and says "Account updated"', async () => {
    renderAccount('general');
    const first = screen.getByLabelText('First name');
    await userEvent.clear(first);
    await userEvent.type(first, '  Erin  ');
    const email = screen.getByLabelText('Email');
    await userEvent.clear(email);
    await userEvent.type(email, ' erin@example.com ');
    const mobile = screen.getByLabelText('Mobile');
    await userEvent.clear(mobile);
    await userEvent.type(mobile, '5559876543');
    await userEvent.click(screen.getByRole('combobox', { name: 'Timezone' }));
    await userEvent.click(await screen.findByRole('option', { name: 'CST' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Account updated')).toBeInTheDocument();
    expect(updateProfile).toHaveBeenCalledTimes(1);
    expect(updateProfile).toHaveBeenCalledWith({
      uid: TEST_UID,
      firstName: 'Erin',
      lastName: 'Doe',
      email: 'erin@example.com',
      mobile: '5559876543',
      timezone: 'CST',
    });
    expect(first).toHaveValue('Erin');
  });

  it('says a verification link was sent when the email changes', async () => {
    vi.mocked(updateProfile).mockResolvedValue({ verificationSentTo: 'new@example.com' });
    renderAccount('general');
    const email = screen.getByLabelText('Email');
    await userEvent.clear(email);
    await userEvent.type(email, 'new@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(
      await screen.findByText(
        'Account updated. We sent a link to new@example.com: your email changes once you open it.',
      ),
    ).toBeInTheDocument();
  });

  it('shows the error message on failure and keeps what was typed', async () => {
    vi.mocked(updateProfile).mockRejectedValue(new Error('Missing or insufficient permissions.'));
    renderAccount('general');
    const last = screen.getByLabelText('Last name');
    await userEvent.clear(last);
    await userEvent.type(last, 'Smith');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Missing or insufficient permissions.')).toBeInTheDocument();
    expect(screen.queryByText('Account updated')).not.toBeInTheDocument();
    expect(last).toHaveValue('Smith');
  });

  it('asks for a fresh sign-in when the email change needs one', async () => {
    vi.mocked(updateProfile).mockRejectedValue(
      Object.assign(new Error('Firebase: Error (auth/requires-recent-login).'), {
        code: 'auth/requires-recent-login',
      }),
    );
    renderAccount('general');
    const email = screen.getByLabelText('Email');
    await userEvent.clear(email);
    await userEvent.type(email, 'new@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(
      await screen.findByText(
        'For your security, sign out and sign in again before changing your email.',
      ),
    ).toBeInTheDocument();
    expect(email).toHaveValue('new@example.com');
  });
});

describe('Password tab', () => {
  const fill = async (password: string, confirmation: string, current = 'old-one') => {
    if (current) await userEvent.type(screen.getByLabelText('Current password'), current);
    if (password) await userEvent.type(screen.getByLabelText('Password'), password);
    if (confirmation)
      await userEvent.type(screen.getByLabelText('Password Confirmation'), confirmation);
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
  };

  it('requires both fields', async () => {
    renderAccount('password');
    await fill('', '', '');
    expect(await screen.findAllByText('Required')).toHaveLength(3);
    expect(updatePassword).not.toHaveBeenCalled();
  });

  it('shows "Must be at least 6 characters" and "Passwords must match"', async () => {
    renderAccount('password');
    await fill('short', 'other');
    expect(await screen.findByText('Must be at least 6 characters')).toBeInTheDocument();
    expect(screen.getByText('Passwords must match')).toBeInTheDocument();
    expect(updatePassword).not.toHaveBeenCalled();
  });

  it('says "Password updated" and clears the form', async () => {
    renderAccount('password');
    await fill('secret123', 'secret123');
    expect(await screen.findByText('Password updated')).toBeInTheDocument();
    expect(updatePassword).toHaveBeenCalledWith({
      uid: TEST_UID,
      currentPassword: 'old-one',
      password: 'secret123',
    });
    await waitFor(() => expect(screen.getByLabelText('Password')).toHaveValue(''));
    expect(screen.getByLabelText('Password Confirmation')).toHaveValue('');
  });

  it('asks for a fresh sign-in on auth/requires-recent-login, keeping the fields', async () => {
    vi.mocked(updatePassword).mockRejectedValue(
      Object.assign(new Error('Firebase: Error (auth/requires-recent-login).'), {
        code: 'auth/requires-recent-login',
      }),
    );
    renderAccount('password');
    await fill('secret123', 'secret123');
    expect(
      await screen.findByText(
        'For your security, sign out and sign in again before changing your password.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveValue('secret123');
  });

  it('shows other errors as they are', async () => {
    vi.mocked(updatePassword).mockRejectedValue(new Error('Network down'));
    renderAccount('password');
    await fill('secret123', 'secret123');
    expect(await screen.findByText('Network down')).toBeInTheDocument();
  });

  it('says on the field when the current password is wrong', async () => {
    vi.mocked(updatePassword).mockRejectedValue(
      Object.assign(new Error('Firebase: Error (auth/invalid-credential).'), {
        code: 'auth/invalid-credential',
      }),
    );
    renderAccount('password');
    await fill('secret123', 'secret123', 'guess');
    expect(await screen.findByText('This is not your current password')).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Password updated')).toBeNull();
  });
});

describe('Notifications tab', () => {
  const stored = {
    ordersTeamEmail: 'orders@example.com',
    ordersTeamPhone: '5551112222',
    fulfillmentTeamEmail: '',
    fulfillmentTeamPhone: '',
    complianceTeamEmail: 'audit@example.com',
    complianceTeamPhone: '',
  };

  it('shows a loading state, then the stored contacts', async () => {
    vi.mocked(getTeamContacts).mockResolvedValue(stored);
    renderAccount('notifications');
    expect(
      screen.getByRole('status', { name: 'Loading notification settings' }),
    ).toBeInTheDocument();
    expect(await screen.findByLabelText('Orders team email')).toHaveValue('orders@example.com');
    expect(screen.getByLabelText('Orders team phone')).toHaveValue('(555) 111-2222');
    expect(screen.getByLabelText('Compliance team email')).toHaveValue('audit@example.com');
    for (const label of [
      'Fulfillment team email',
      'Fulfillment team phone',
      'Compliance team phone',
    ]) {
      expect(screen.getByLabelText(label)).toHaveValue('');
    }
  });

  it('is open to the Fulfillment role too', async () => {
    renderAccount('notifications', { profile: { role: 'fulfillment' } });
    expect(await screen.findByLabelText('Orders team email')).toBeInTheDocument();
  });

  it('refuses a short phone with "Invalid phone number" and a bad email', async () => {
    renderAccount('notifications');
    await userEvent.type(await screen.findByLabelText('Orders team phone'), '12345');
    await userEvent.type(screen.getByLabelText('Fulfillment team email'), 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Invalid phone number')).toBeInTheDocument();
    expect(screen.getByText('Must be a valid email')).toBeInTheDocument();
    expect(updateTeamContacts).not.toHaveBeenCalled();
  });

  it('saves all six fields and says "Notifications settings updated"', async () => {
    vi.mocked(getTeamContacts).mockResolvedValue(stored);
    renderAccount('notifications');
    await userEvent.type(
      await screen.findByLabelText('Fulfillment team email'),
      ' ship@example.com ',
    );
    await userEvent.type(screen.getByLabelText('Fulfillment team phone'), '5553334444');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Notifications settings updated')).toBeInTheDocument();
    expect(updateTeamContacts).toHaveBeenCalledWith(
      {},
      {
        ...stored,
        fulfillmentTeamEmail: 'ship@example.com',
        fulfillmentTeamPhone: '5553334444',
      },
    );
  });

  it('says "Updating notifications settings has been failed." on failure', async () => {
    vi.mocked(updateTeamContacts).mockRejectedValue(new Error('offline'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderAccount('notifications');
    await userEvent.type(await screen.findByLabelText('Orders team email'), 'orders@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(
      await screen.findByText('Updating notifications settings has been failed.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Orders team email')).toHaveValue('orders@example.com');
  });

  it('after a save, shows the saved contacts when the tab is opened again, without waiting for a read', async () => {
    vi.mocked(getTeamContacts).mockResolvedValueOnce(stored);
    renderAccount('notifications');
    await userEvent.type(
      await screen.findByLabelText('Fulfillment team email'),
      'ship@example.com',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Notifications settings updated')).toBeInTheDocument();

    // Any read from now on never answers: what shows is what the save put in the cache.
    vi.mocked(getTeamContacts).mockReturnValue(new Promise(() => {}));
    await userEvent.click(screen.getByRole('tab', { name: 'General' }));
    await userEvent.click(await screen.findByRole('tab', { name: 'Notifications' }));
    expect(await screen.findByLabelText('Fulfillment team email')).toHaveValue('ship@example.com');
    expect(screen.getByLabelText('Orders team email')).toHaveValue('orders@example.com');
  });

  it('offline, with the contacts never read on this device, says the page needs a connection', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    vi.mocked(getTeamContacts).mockReturnValue(new Promise(() => {}));
    renderAccount('notifications');
    // The per-event e-mails card below, never read here either, says the same.
    expect((await screen.findAllByText('This page needs a connection')).length).toBeGreaterThan(0);
    expect(
      screen.queryByRole('status', { name: 'Loading notification settings' }),
    ).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Orders team email')).not.toBeInTheDocument();
    vi.restoreAllMocks();
  });

  it('offers a retry instead of an empty form when loading fails', async () => {
    vi.mocked(getTeamContacts).mockRejectedValueOnce(new Error('offline'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderAccount('notifications');
    const message = await screen.findByText(/Could not load the notification settings/);
    expect(screen.queryByLabelText('Orders team email')).not.toBeInTheDocument();
    // The team contacts' own Retry (the per-event e-mails card below has its own state).
    const alert = message.closest('[role="alert"]') as HTMLElement;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByLabelText('Orders team email')).toBeInTheDocument();
  });
});
