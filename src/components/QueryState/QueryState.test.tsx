import { QueryClientProvider, onlineManager, useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/queryClient';
import { followBrowserConnection } from '@/lib/offlineQueries';
import { QueryState } from './QueryState';

/** A TanStack page as the app writes them: QueryState until there is data, then its own empty state. */
function LettersPage({ load }: { load: () => Promise<string[]> }) {
  const letters = useQuery({ queryKey: ['letters'], queryFn: load });
  if (!letters.isSuccess) {
    return (
      <QueryState
        query={letters}
        loadingLabel="Loading letters"
        errorMessage="The letters could not be loaded."
      />
    );
  }
  if (letters.data.length === 0) return <p>No letters yet</p>;
  return (
    <ul>
      {letters.data.map((letter) => (
        <li key={letter}>{letter}</li>
      ))}
    </ul>
  );
}

function setBrowserOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

function renderPage(load: () => Promise<string[]>) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <LettersPage load={load} />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.restoreAllMocks();
  onlineManager.setOnline(true);
});

it('after an offline start, an empty cached answer says the page needs a connection, and loads once online', async () => {
  // Offline before the app starts (an offline reload): Firestore answers the list from an empty cache.
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  const load = vi.fn<() => Promise<string[]>>().mockResolvedValue([]);
  renderPage(load);

  expect(await screen.findByText('This page needs a connection')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  expect(screen.queryByText('No letters yet')).not.toBeInTheDocument();

  load.mockResolvedValue(['Welcome aboard']);
  setBrowserOnline(true);
  expect(await screen.findByText('Welcome aboard')).toBeInTheDocument();
  expect(screen.queryByText('This page needs a connection')).not.toBeInTheDocument();
});

it('offline, shows what this device holds', async () => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  renderPage(() => Promise.resolve(['Cached letter']));
  expect(await screen.findByText('Cached letter')).toBeInTheDocument();
});

it('online, an empty answer is the empty state and a failure is the page error', async () => {
  const user = userEvent.setup();
  const { unmount } = renderPage(() => Promise.resolve([]));
  expect(await screen.findByText('No letters yet')).toBeInTheDocument();
  unmount();

  const load = vi.fn<() => Promise<string[]>>().mockRejectedValue(new Error('permission-denied'));
  renderPage(load);
  expect(await screen.findByText('The letters could not be loaded.')).toBeInTheDocument();
  load.mockResolvedValue(['Second try']);
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('Second try')).toBeInTheDocument();
});

it('TanStack follows navigator.onLine from the start instead of assuming online', () => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  followBrowserConnection();
  expect(onlineManager.isOnline()).toBe(false);
  setBrowserOnline(true);
  expect(onlineManager.isOnline()).toBe(true);
  setBrowserOnline(false);
  expect(onlineManager.isOnline()).toBe(false);
});
