import { screen, within } from '@testing-library/react';
import { createQueryClient } from '@/lib/queryClient';
import { goOnline, resetConnection, startOffline } from '@/testing/offline';
import { renderWithSession } from '@/testing/renderWithSession';
import { getSignoff } from '../api/signoff-doc';
import { SignoffPanel } from './SignoffPanel';

vi.mock('@/lib/firebase', () => ({ auth: {}, db: {} }));
vi.mock('../api/signoff-doc', () => ({ getSignoff: vi.fn() }));

afterEach(resetConnection);

it('offline with the sign-off not on this device says it needs a connection, then shows it online', async () => {
  startOffline();
  // What Firestore answers for a document it never read, offline.
  vi.mocked(getSignoff).mockRejectedValue({ code: 'unavailable' });
  renderWithSession(<SignoffPanel reportId="report-1" />, { queryClient: createQueryClient() });
  const panel = screen.getByRole('region', { name: 'Sign-off' });
  expect(await within(panel).findByText('Needs a connection')).toBeVisible();
  expect(within(panel).queryByText(/No sign-off was recorded/)).toBeNull();

  vi.mocked(getSignoff).mockResolvedValue(null);
  goOnline();
  expect(await within(panel).findByText('No sign-off was recorded for this report.')).toBeVisible();
  expect(within(panel).queryByText('Needs a connection')).toBeNull();
});

it('online, a failed read says the sign-off could not be loaded', async () => {
  vi.mocked(getSignoff).mockRejectedValue({ code: 'permission-denied' });
  renderWithSession(<SignoffPanel reportId="report-1" />);
  expect(await screen.findByText('The sign-off could not be loaded.')).toBeVisible();
});
