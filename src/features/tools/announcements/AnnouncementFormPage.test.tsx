import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentPath, renderWithSession, TEST_UID } from '@/testing/renderWithSession';
import AnnouncementFormPage from './AnnouncementFormPage';
import { createAnnouncement } from './api/create-announcement';
import { getAnnouncement } from './api/get-announcement';
import { updateAnnouncement } from './api/update-announcement';

vi.mock('@/lib/firebase', () => ({ auth: {}, db: {} }));
vi.mock('./api/create-announcement', () => ({ createAnnouncement: vi.fn() }));
vi.mock('./api/update-announcement', () => ({ updateAnnouncement: vi.fn() }));
vi.mock('./api/get-announcement', () => ({ getAnnouncement: vi.fn() }));

const renderNew = () =>
  renderWithSession(<AnnouncementFormPage />, {
    route: '/app/tools/new-announcement',
    path: '/app/tools/new-announcement',
  });

const renderEdit = () =>
  renderWithSession(<AnnouncementFormPage />, {
    route: '/app/tools/announcements/a1/edit',
    path: '/app/tools/announcements/:id/edit',
  });

beforeEach(() => {
  vi.mocked(createAnnouncement).mockReset().mockResolvedValue('new-id');
  vi.mocked(updateAnnouncement).mockReset().mockResolvedValue(undefined);
  vi.mocked(getAnnouncement).mockReset().mockResolvedValue({
    id: 'a1',
    message: 'Old text',
    isCurrent: true,
    isPrevious: false,
    readRecipients: [],
    createdAt: new Date(),
    updatedAt: new Date(),
  });
});

describe('new announcement', () => {
  it('says "Message is required" and saves nothing when empty', async () => {
    renderNew();
    await userEvent.click(screen.getByRole('button', { name: 'Create Announcement' }));
    expect(await screen.findByText('Message is required')).toBeInTheDocument();
    expect(createAnnouncement).not.toHaveBeenCalled();
  });

  it('creates the trimmed message, says "Announcement created" and returns to the list', async () => {
    renderNew();
    await userEvent.type(screen.getByLabelText('Message'), '  Truck week  ');
    await userEvent.click(screen.getByRole('button', { name: 'Create Announcement' }));
    expect(await screen.findByText('Announcement created')).toBeInTheDocument();
    expect(createAnnouncement).toHaveBeenCalledWith(
      {},
      { message: 'Truck week', createdBy: TEST_UID },
    );
    await waitFor(() => expect(currentPath()).toBe('/app/tools/announcements'));
  });

  it('shows the error and keeps the text when saving fails', async () => {
    vi.mocked(createAnnouncement).mockRejectedValue(
      new Error('Missing or insufficient permissions.'),
    );
    renderNew();
    await userEvent.type(screen.getByLabelText('Message'), 'Keep me');
    await userEvent.click(screen.getByRole('button', { name: 'Create Announcement' }));
    expect(await screen.findByText('Missing or insufficient permissions.')).toBeInTheDocument();
    expect(screen.getByLabelText('Message')).toHaveValue('Keep me');
    await waitFor(() => expect(currentPath()).toBe('/app/tools/new-announcement'));
    expect(screen.getByRole('button', { name: 'Create Announcement' })).toBeEnabled();
  });
});

describe('edit announcement', () => {
  it('prefills the message and says "Announcement updated"', async () => {
    renderEdit();
    const field = await screen.findByLabelText('Message');
    expect(field).toHaveValue('Old text');
    await userEvent.clear(field);
    await userEvent.type(field, 'New text');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Announcement updated')).toBeInTheDocument();
    expect(updateAnnouncement).toHaveBeenCalledWith({}, { id: 'a1', message: 'New text' });
    expect(getAnnouncement).toHaveBeenCalledWith({}, 'a1');
  });

  it('says so when the announcement does not exist', async () => {
    vi.mocked(getAnnouncement).mockResolvedValue(null);
    renderEdit();
    expect(await screen.findByText('Announcement not found')).toBeInTheDocument();
  });

  it('requires a message when editing too', async () => {
    renderEdit();
    const field = await screen.findByLabelText('Message');
    await userEvent.clear(field);
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.getByText('Message is required')).toBeInTheDocument());
    expect(updateAnnouncement).not.toHaveBeenCalled();
  });
});

describe('edit announcement offline', () => {
  it('with the announcement never read here, says the page needs a connection', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    vi.mocked(getAnnouncement).mockRejectedValue(
      Object.assign(new Error('offline'), { code: 'unavailable' }),
    );
    renderEdit();
    expect(await screen.findByText('This page needs a connection')).toBeInTheDocument();
    expect(screen.queryByLabelText('Message')).not.toBeInTheDocument();
    vi.restoreAllMocks();
  });
});
