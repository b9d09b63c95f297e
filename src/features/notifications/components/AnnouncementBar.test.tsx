import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithSession, TEST_UID } from '@/testing/renderWithSession';
import type { Announcement } from '../model/announcement';
import { markAnnouncementsRead } from '../api/mark-announcements-read';
import { watchCurrentAnnouncement } from '../api/watch-current-announcement';
import { rememberBar } from '../model/rememberedBar';
import { AnnouncementBar } from './AnnouncementBar';

vi.mock('@/lib/firebase', () => ({ auth: {}, db: {} }));
vi.mock('../api/mark-announcements-read', () => ({ markAnnouncementsRead: vi.fn() }));
vi.mock('../api/watch-current-announcement', () => ({ watchCurrentAnnouncement: vi.fn() }));

const unsubscribe = vi.fn();

function announcement(overrides: Partial<Announcement> = {}): Announcement {
  return {
    id: 'a1',
    message: 'Spring menu launches April 1st',
    isCurrent: true,
    isPrevious: false,
    readRecipients: [],
    createdAt: new Date('2026-03-01T10:00:00Z'),
    updatedAt: new Date('2026-03-01T10:00:00Z'),
    ...overrides,
  };
}

function serve(value: Announcement | null) {
  vi.mocked(watchCurrentAnnouncement).mockImplementation((onNext) => {
    onNext(value);
    return unsubscribe;
  });
}

beforeEach(() => {
  localStorage.clear();
  vi.mocked(markAnnouncementsRead).mockReset().mockResolvedValue(undefined);
  vi.mocked(watchCurrentAnnouncement).mockReset();
  unsubscribe.mockReset();
});

describe('AnnouncementBar', () => {
  it('shows the current announcement the user has not read', () => {
    serve(announcement());
    renderWithSession(<AnnouncementBar />);
    expect(screen.getByRole('region', { name: 'Announcement' })).toHaveTextContent(
      'Spring menu launches April 1st',
    );
  });

  it('is 64 px high by default', () => {
    serve(announcement());
    renderWithSession(<AnnouncementBar />);
    expect(screen.getByRole('region', { name: 'Announcement' })).toHaveStyle({ height: '64px' });
  });

  it('hides on close and marks the announcement read', async () => {
    serve(announcement());
    renderWithSession(<AnnouncementBar />);
    await userEvent.click(screen.getByRole('button', { name: 'Close announcement' }));
    expect(screen.queryByRole('region', { name: 'Announcement' })).not.toBeInTheDocument();
    expect(markAnnouncementsRead).toHaveBeenCalledWith({ ids: ['a1'], uid: TEST_UID });
  });

  it('stays hidden when marking read fails, and only logs', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.mocked(markAnnouncementsRead).mockRejectedValue(new Error('offline'));
    serve(announcement());
    renderWithSession(<AnnouncementBar />);
    await userEvent.click(screen.getByRole('button', { name: 'Close announcement' }));
    await waitFor(() => expect(log).toHaveBeenCalled());
    expect(screen.queryByRole('region', { name: 'Announcement' })).not.toBeInTheDocument();
    log.mockRestore();
  });

  it('shows nothing when the user has already read it', () => {
    serve(announcement({ readRecipients: ['other', TEST_UID] }));
    renderWithSession(<AnnouncementBar />);
    expect(screen.queryByRole('region', { name: 'Announcement' })).not.toBeInTheDocument();
  });

  it('shows nothing when there is no current announcement', () => {
    serve(null);
    renderWithSession(<AnnouncementBar />);
    expect(screen.queryByRole('region', { name: 'Announcement' })).not.toBeInTheDocument();
  });

  it('stops listening when unmounted', () => {
    serve(announcement());
    const { unmount } = renderWithSession(<AnnouncementBar />);
    unmount();
    expect(unsubscribe).toHaveBeenCalled();
  });

  it('draws the bar it showed last time before it listens, without a jump later', () => {
    rememberBar(TEST_UID, { id: 'a1', message: 'Spring menu launches April 1st' });
    const { rerender } = renderWithSession(<AnnouncementBar listen={false} />);
    expect(screen.getByRole('region', { name: 'Announcement' })).toHaveTextContent(
      'Spring menu launches April 1st',
    );
    expect(watchCurrentAnnouncement).not.toHaveBeenCalled();
    serve(announcement());
    rerender(<AnnouncementBar listen />);
    expect(screen.getByRole('region', { name: 'Announcement' })).toBeInTheDocument();
  });

  it('remembers what it shows for the next load, and forgets it once closed', async () => {
    serve(announcement());
    const first = renderWithSession(<AnnouncementBar />);
    first.unmount();
    const second = renderWithSession(<AnnouncementBar listen={false} />);
    expect(screen.getByRole('region', { name: 'Announcement' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close announcement' }));
    second.unmount();
    renderWithSession(<AnnouncementBar listen={false} />);
    expect(screen.queryByRole('region', { name: 'Announcement' })).not.toBeInTheDocument();
  });

  it('takes a remembered bar away once the live answer says it was read elsewhere', () => {
    rememberBar(TEST_UID, { id: 'a1', message: 'Spring menu launches April 1st' });
    serve(announcement({ readRecipients: [TEST_UID] }));
    renderWithSession(<AnnouncementBar />);
    expect(screen.queryByRole('region', { name: 'Announcement' })).not.toBeInTheDocument();
  });

  it('says when the live answer is in, or has failed', () => {
    const settled = vi.fn();
    vi.mocked(watchCurrentAnnouncement).mockImplementation(() => unsubscribe);
    const { rerender } = renderWithSession(<AnnouncementBar listen={false} onSettled={settled} />);
    rerender(<AnnouncementBar listen onSettled={settled} />);
    expect(settled).not.toHaveBeenCalled();
    const [onNext] = vi.mocked(watchCurrentAnnouncement).mock.calls[0];
    act(() => onNext(null));
    expect(settled).toHaveBeenCalledTimes(1);

    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failed = vi.fn();
    renderWithSession(<AnnouncementBar onSettled={failed} />);
    const [, onError] = vi.mocked(watchCurrentAnnouncement).mock.calls[1];
    act(() => onError(new Error('permission-denied')));
    expect(failed).toHaveBeenCalledTimes(1);
    log.mockRestore();
  });
});
