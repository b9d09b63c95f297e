import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SnackbarProvider } from 'notistack';
import type { User } from 'firebase/auth';
import { SessionContext, type SessionState } from '../session/SessionContext';
import { hasPermission, resolvePermissions, type Role } from '@/domain/permissions';
import type { UserProfile } from '@/data/users';
import { RequireAccess, RequirePermission, RequireSignedOut } from './guards';

vi.mock('@/lib/firebase', () => ({ auth: {}, db: {} }));

function signedIn(role: Role | null, extra: Partial<UserProfile> = {}): SessionState {
  const profile = {
    id: 'u1',
    email: 'a@b.co',
    firstName: 'Ann',
    lastName: 'Lee',
    role,
    permissions: resolvePermissions(role),
    disabled: false,
    ...extra,
  } as UserProfile;
  return { status: 'signedIn', user: { uid: 'u1' } as User, profile };
}

function renderAt(path: string, state: SessionState) {
  const can = (p: Parameters<typeof hasPermission>[1]) =>
    state.status === 'signedIn' &&
    !!state.profile &&
    !state.profile.disabled &&
    hasPermission(state.profile.permissions, p);
  return render(
    <SnackbarProvider>
      <SessionContext.Provider value={{ state, can }}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route element={<RequireSignedOut />}>
              <Route path="/login" element={<p>login page</p>} />
            </Route>
            <Route
              path="/app/*"
              element={
                <RequireAccess>
                  <Routes>
                    <Route path="/" element={<p>dashboard</p>} />
                    <Route
                      path="tools/users"
                      element={
                        <RequirePermission permission="users.view">
                          <p>users tool</p>
                        </RequirePermission>
                      }
                    />
                  </Routes>
                </RequireAccess>
              }
            />
          </Routes>
        </MemoryRouter>
      </SessionContext.Provider>
    </SnackbarProvider>,
  );
}

describe('route guards', () => {
  it('sends a signed-out visitor of /app to the sign-in page', () => {
    renderAt('/app/tools/users', { status: 'signedOut' });
    expect(screen.getByText('login page')).toBeInTheDocument();
  });

  it('sends a signed-in user away from /login to the app', () => {
    renderAt('/login', signedIn('manager'));
    expect(screen.getByText('dashboard')).toBeInTheDocument();
  });

  it('shows the loading indicator until the sign-in state is known', () => {
    renderAt('/app', { status: 'loading' });
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
  });

  it('shows a self-registered user without a role the waiting page', async () => {
    renderAt('/app', signedIn(null));
    expect(await screen.findByRole('heading', { name: 'Waiting for access' })).toBeInTheDocument();
    expect(screen.queryByText('dashboard')).not.toBeInTheDocument();
  });

  it('shows a disabled user the disabled page', async () => {
    renderAt('/app', signedIn('superAdmin', { disabled: true }));
    expect(await screen.findByRole('heading', { name: 'Account disabled' })).toBeInTheDocument();
  });

  it('keeps a Manager out of a tool that needs View Users', () => {
    renderAt('/app/tools/users', signedIn('manager'));
    expect(screen.getByText('You do not have access to this page')).toBeInTheDocument();
    expect(screen.queryByText('users tool')).not.toBeInTheDocument();
  });

  it('lets a Super Admin into the same tool', () => {
    renderAt('/app/tools/users', signedIn('superAdmin'));
    expect(screen.getByText('users tool')).toBeInTheDocument();
  });
});
