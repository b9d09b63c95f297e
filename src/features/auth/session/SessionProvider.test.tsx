import { act, render, screen } from '@testing-library/react';
import type { UserProfile } from '@/data/users';
import { formatDateTime } from '@/lib/format';
import { setDisplayTimeZone } from '@/lib/timeZone';
import { makeProfile, makeUser } from '@/testing/renderWithSession';
import { useSession } from './SessionContext';
import { SessionProvider } from './SessionProvider';

// The profile watcher's listener: the test plays the snapshots a user's profile document sends.
let sendProfile: ((profile: UserProfile) => void) | undefined;

vi.mock('@/lib/firebaseAuth', () => ({ auth: {} }));
vi.mock('firebase/auth', () => ({
  onAuthStateChanged: (_auth: unknown, listener: (user: unknown) => void) => {
    listener(makeUser());
    return () => {};
  },
}));
vi.mock('./loadProfileWatcher', () => ({
  loadProfileWatcher: async () => ({
    watchProfile: (_user: unknown, onProfile: (profile: UserProfile) => void) => {
      sendProfile = onProfile;
      return () => {};
    },
  }),
}));

/** 21:23 UTC: 4:23 PM in New York, 1:23 PM in Los Angeles. */
const ORDER_CREATED = Date.UTC(2026, 10, 28, 21, 23);

function OrderCreated() {
  const { state } = useSession();
  if (state.status !== 'signedIn' || !state.profile) return null;
  return <p>Created {formatDateTime(ORDER_CREATED)}</p>;
}

afterEach(() => setDisplayTimeZone(undefined));

describe('SessionProvider and the time zone', () => {
  it('shows times in the zone the user chose, and follows a change of it', async () => {
    render(
      <SessionProvider>
        <OrderCreated />
      </SessionProvider>,
    );
    const send = await vi.waitFor(() => {
      if (!sendProfile) throw new Error('The profile watcher has not started');
      return sendProfile;
    });
    act(() => send(makeProfile({ timezone: 'PST' })));
    expect(await screen.findByText('Created 28 Nov 2026 | 01:23 PM')).toBeInTheDocument();

    act(() => send(makeProfile({ timezone: 'EST' })));
    expect(await screen.findByText('Created 28 Nov 2026 | 04:23 PM')).toBeInTheDocument();
  });
});
