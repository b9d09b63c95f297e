import type { ReactElement, ReactNode } from 'react';
import { render, screen, type RenderResult } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SnackbarProvider } from 'notistack';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { User } from 'firebase/auth';
// Test-only reach into the auth feature: the app mounts the real SessionProvider instead.
import { SessionContext, type Session } from '@/features/auth/session/SessionContext';
import {
  hasPermission,
  resolvePermissions,
  ROLE_NAMES,
  type Permission,
  type UserProfile,
} from '@/features/auth';

export const TEST_UID = 'user-1';

/** A complete profile; tests override what they care about. Defaults to a Super Admin. */
export function makeProfile(overrides: Partial<UserProfile> = {}): UserProfile {
  const role = overrides.role === undefined ? 'superAdmin' : overrides.role;
  return {
    id: TEST_UID,
    email: 'jane@example.com',
    firstName: 'Jane',
    lastName: 'Doe',
    mobile: '5551234567',
    avatar: '',
    timezone: 'EST',
    smsOptIn: true,
    tier: 'Premium',
    roleName: role ? ROLE_NAMES[role] : '',
    permissions: resolvePermissions(role),
    permissionOverrides: {},
    disabled: false,
    territoryIds: [],
    assignedTerritories: [],
    franchiseeLocationId: '',
    location: '',
    ...overrides,
    role,
  };
}

/** A stand-in for the Firebase Auth user; `getIdToken` is a spy. */
export function makeUser(overrides: Partial<User> = {}): User {
  const user: Partial<User> = {
    uid: TEST_UID,
    email: 'jane@example.com',
    getIdToken: vi.fn(async () => 'token'),
    ...overrides,
  };
  return user as User;
}

export interface RenderWithSessionOptions {
  profile?: Partial<UserProfile>;
  user?: Partial<User>;
  /** The address the router starts at. */
  route?: string;
  /** The route pattern `ui` is mounted at, e.g. '/app/account/:tab'. */
  path?: string;
  /** Instead of the fresh test client: e.g. the app's `createQueryClient()` for offline tests. */
  queryClient?: QueryClient;
}

function LocationProbe() {
  const location = useLocation();
  return (
    <div data-testid="location" hidden>
      {location.pathname + location.search}
    </div>
  );
}

/** The router's current path, as rendered by the probe renderWithSession adds. */
export function currentPath(): string {
  return screen.getByTestId('location').textContent ?? '';
}

/**
 * Renders `ui` for a signed-in user: session context, MemoryRouter (with `ui` mounted at `path`)
 * notistack's SnackbarProvider and a fresh TanStack Query client.
 */
// By default a fresh cache per render so no test sees another's data; no retries so failures
// show at once.
export function renderWithSession(
  ui: ReactElement,
  {
    profile: profileOverrides,
    user: userOverrides,
    route = '/',
    path = '*',
    queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  }: RenderWithSessionOptions = {},
): RenderResult & { profile: UserProfile; user: User } {
  const profile = makeProfile(profileOverrides);
  const user = makeUser(userOverrides);
  const session: Session = {
    state: { status: 'signedIn', user, profile },
    can: (permission: Permission) =>
      !profile.disabled && hasPermission(profile.permissions, permission),
  };
  const wrap = (children: ReactNode) => (
    <QueryClientProvider client={queryClient}>
      <SnackbarProvider>
        <SessionContext.Provider value={session}>
          <MemoryRouter initialEntries={[route]}>
            <Routes>
              <Route path={path} element={children} />
              {path !== '*' && <Route path="*" element={null} />}
            </Routes>
            <LocationProbe />
          </MemoryRouter>
        </SessionContext.Provider>
      </SnackbarProvider>
    </QueryClientProvider>
  );
  const result = render(wrap(ui));
  // Re-rendering keeps the providers, as a parent's re-render with new props would.
  return { ...result, rerender: (next) => result.rerender(wrap(next)), profile, user };
}
