import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithSession, TEST_UID } from '@/testing/renderWithSession';
import type { Announcement } from '../model/announcement';
import { countAnnouncements } from '../api/count-announcements';
import { getAnnouncementsPage } from '../api/get-announcements-page';
import { markAllAnnouncementsRead } from '../api/mark-all-announcements-read';
import { markAnnouncementsRead } from '../api/mark-announcements-read';
import { watchRecentAnnouncements } from '../api/watch-recent-announcements';
import { AnnouncementBell } from './AnnouncementBell';

vi.mock('@/lib/firebase', () => ({ auth: {}, db: {} }));
vi.mock('../api/count-announcements', () => ({ countAnnouncements: vi.fn() }));
vi.mock('../api/get-announcements-page', () => ({ getAnnouncementsPage: vi.fn() }));
vi.mock('../api/mark-all-announcements-read', () => ({ markAllAnnouncementsRead: vi.fn() }));
vi.mock('../api/mark-announcements-read', () => ({ markAnnouncementsRead: vi.fn() }));
vi.mock('../api/watch-recent-announcements', () => ({
  UNREAD_WINDOW: 10,
  watchRecentAnnouncements: vi.fn(),
}));

function announcement(id: string, readRecipients: string[] = []): Announcement {
  return {
    id,
    message: `Message ${id}`,
    isCurrent: false,
    isPrevious: true,
    readRecipients,
    createdAt: new Date('2026-03-01T10:00:00Z'),
    updatedAt: new Date('2026-03-01T10:00:00Z'),
  };
}

// The cursor is opaque to the component; any object stands in for a document snapshot.
const cursor = {} as never;

function serveRecent(items: Announcement[]) {
  vi.mocked(watchRecentAnnouncements).mockImplementation((onNext) => {
    onNext(items);
    return () => undefined;
  });
}

const badge = () => screen.getByTestId('announcement-badge').querySelector('.MuiBadge-badge');

beforeEach(() => {
  vi.mocked(countAnnouncements).mockReset().mockResolvedValue(0);
  vi.mocked(getAnnouncementsPage)
    .mockReset()
    .mockResolvedValue({ items: [], last: null, hasNext: false });
  vi.mocked(markAllAnnouncementsRead).mockReset().mockResolvedValue(0);
  vi.mocked(markAnnouncementsRead).mockReset().mockResolvedValue(undefined);
  serveRecent([]);
});

describe('AnnouncementBell', () => {
  it('badges the unread count among the recent announcements', () => {
    serveRecent([announcement('a'), announcement('b', [TEST_UID]), announcement('c')]);
    renderWithSession(<AnnouncementBell />);
    expect(badge()).toHaveTextContent('2');
  });

  it('shows "9+" when the whole window is unread', () => {
    serveRecent(Array.from({ length: 10 }, (_, i) => announcement(`n${i}`)));
    renderWithSession(<AnnouncementBell />);
    expect(badge()).toHaveTextContent('9+');
  });

  it('says "There are no notifications" when there are none', async () => {
    renderWithSession(<AnnouncementBell />);
    await userEvent.click(screen.getByRole('button', { name: 'Announcements' }));
    expect(await screen.findByText('There are no notifications')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
    expect(markAnnouncementsRead).not.toHaveBeenCalled();
  });

  it('lists a page, marks its unread items read and pages forward and back', async () => {
    const first = ['a', 'b', 'c', 'd', 'e'].map((id) =>
      announcement(id, id === 'b' ? [TEST_UID] : []),
    );
    const second = [announcement('f')];
    vi.mocked(countAnnouncements).mockResolvedValue(6);
    vi.mocked(getAnnouncementsPage).mockImplementation(async ({ after } = {}) =>
      after
        ? { items: second, last: cursor, hasNext: false }
        : { items: first, last: cursor, hasNext: true },
    );
    renderWithSession(<AnnouncementBell />);
    await userEvent.click(screen.getByRole('button', { name: 'Announcements' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Message a')).toBeInTheDocument();
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(5);
    expect(await within(dialog).findByText('Page 1 of 2')).toBeInTheDocument();
    expect(markAnnouncementsRead).toHaveBeenCalledWith({
      ids: ['a', 'c', 'd', 'e'],
      uid: TEST_UID,
    });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Next page' }));
    expect(await within(dialog).findByText('Message f')).toBeInTheDocument();
    expect(within(dialog).getByText('Page 2 of 2')).toBeInTheDocument();
    expect(getAnnouncementsPage).toHaveBeenLastCalledWith({ after: cursor });
    expect(within(dialog).getByRole('button', { name: 'Next page' })).toBeDisabled();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Previous page' }));
    expect(await within(dialog).findByText('Message a')).toBeInTheDocument();
    expect(within(dialog).getByText('Page 1 of 2')).toBeInTheDocument();
  });

  it('marks all as read for the signed-in user', async () => {
    vi.mocked(getAnnouncementsPage).mockResolvedValue({
      items: [announcement('a'), announcement('b')],
      last: cursor,
      hasNext: false,
    });
    renderWithSession(<AnnouncementBell />);
    await userEvent.click(screen.getByRole('button', { name: 'Announcements' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('Message a');
    expect(within(dialog).getAllByText(/^New ·/)).toHaveLength(2);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark all as read' }));
    expect(markAllAnnouncementsRead).toHaveBeenCalledWith({ uid: TEST_UID });
    await waitFor(() => expect(within(dialog).queryAllByText(/^New ·/)).toHaveLength(0));
  });

  it('only logs load failures, with no message', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.mocked(getAnnouncementsPage).mockRejectedValue(new Error('permission-denied'));
    vi.mocked(countAnnouncements).mockRejectedValue(new Error('permission-denied'));
    renderWithSession(<AnnouncementBell />);
    await userEvent.click(screen.getByRole('button', { name: 'Announcements' }));
    expect(await screen.findByText('There are no notifications')).toBeInTheDocument();
    await waitFor(() => expect(log).toHaveBeenCalledTimes(2));
    expect(screen.queryByText('permission-denied')).not.toBeInTheDocument();
    log.mockRestore();
  });
});
