import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentPath, renderWithSession } from '@/testing/renderWithSession';
import { VideoFormPage } from './VideoFormPage';
import { listCategories } from '../api/list-categories';
import { createVideo } from '../api/create-video';
import { updateVideo } from '../api/update-video';
import { getVideo } from '../api/get-video';

vi.mock('@/lib/firebase', () => ({ auth: {}, db: {} }));
vi.mock('../api/list-categories', () => ({ listCategories: vi.fn() }));
vi.mock('../api/create-video', () => ({ createVideo: vi.fn() }));
vi.mock('../api/update-video', () => ({ updateVideo: vi.fn() }));
vi.mock('../api/get-video', () => ({ getVideo: vi.fn() }));

const CATEGORIES = [
  { id: 'c1', name: 'Food Safety', nameLower: 'food safety', order: 1 },
  { id: 'c2', name: 'Truck Operations', nameLower: 'truck operations', order: 2 },
];

/** Clears and pastes: typing key by key through MUI fields is too slow for a shared CI core. */
async function fill(field: HTMLElement, text: string) {
  await userEvent.clear(field);
  await userEvent.click(field);
  await userEvent.paste(text);
}

function renderNew() {
  return renderWithSession(<VideoFormPage />, {
    route: '/app/training-v2/videos/new',
    path: '/app/training-v2/videos/new',
  });
}

async function chooseCategory(name: string) {
  await userEvent.click(screen.getByRole('combobox', { name: /Categories/ }));
  await userEvent.click(await screen.findByRole('option', { name }));
  await userEvent.keyboard('{Escape}');
}

beforeEach(() => {
  vi.mocked(listCategories).mockReset().mockResolvedValue(CATEGORIES);
  vi.mocked(createVideo).mockReset().mockResolvedValue('new-id');
  vi.mocked(updateVideo).mockReset().mockResolvedValue(undefined);
  vi.mocked(getVideo).mockReset();
});

describe('VideoFormPage (new)', () => {
  it('shows every required message on an empty submit', async () => {
    renderNew();
    await userEvent.click(await screen.findByRole('button', { name: 'Create Video' }));
    expect(await screen.findByText('Video title is required')).toBeInTheDocument();
    expect(screen.getByText('Video description is required')).toBeInTheDocument();
    expect(screen.getByText('Select at least one category')).toBeInTheDocument();
    expect(screen.getByText('Input vimeo link')).toBeInTheDocument();
    expect(createVideo).not.toHaveBeenCalled();
  });

  it('refuses a link that is not from Vimeo', async () => {
    renderNew();
    await fill(await screen.findByLabelText(/Vimeo link/), 'https://youtu.be/abc');
    await userEvent.click(screen.getByRole('button', { name: 'Create Video' }));
    expect(await screen.findByText('Links must be from vimeo.com')).toBeInTheDocument();
  });

  it('creates the video with its categories denormalised and says so', async () => {
    renderNew();
    await fill(await screen.findByLabelText(/Title/), ' Opening the truck ');
    await fill(screen.getByLabelText(/Description/), 'Checklist');
    await chooseCategory('Truck Operations');
    await fill(screen.getByLabelText(/Vimeo link/), 'vimeo.com/76979871');
    await userEvent.click(screen.getByRole('button', { name: 'Create Video' }));
    await waitFor(() =>
      expect(createVideo).toHaveBeenCalledWith(
        {},
        {
          title: 'Opening the truck',
          description: 'Checklist',
          url: 'https://vimeo.com/76979871',
          categoryIds: ['c2'],
          categories: [{ id: 'c2', name: 'Truck Operations' }],
        },
      ),
    );
    expect(await screen.findByText('Training video created')).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe('/app/training-v2/videos?category=c2'));
  });

  it('keeps what was typed and shows the error when saving fails', async () => {
    vi.mocked(createVideo).mockRejectedValue(new Error('Missing or insufficient permissions.'));
    renderNew();
    await fill(await screen.findByLabelText(/Title/), 'Opening');
    await fill(screen.getByLabelText(/Description/), 'Checklist');
    await chooseCategory('Food Safety');
    await fill(screen.getByLabelText(/Vimeo link/), 'https://vimeo.com/1');
    await userEvent.click(screen.getByRole('button', { name: 'Create Video' }));
    expect(
      await screen.findByText(
        'Training video creation failed: Missing or insufficient permissions.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/Title/)).toHaveValue('Opening');
    await waitFor(() => expect(currentPath()).toBe('/app/training-v2/videos/new'));
  });

  it('asks for a category first when none exists', async () => {
    vi.mocked(listCategories).mockResolvedValue([]);
    renderNew();
    expect(await screen.findByText('There is no video category.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create a category' })).toHaveAttribute(
      'href',
      '/app/training-v2/video-categories/new',
    );
    expect(screen.queryByRole('button', { name: 'Create Video' })).not.toBeInTheDocument();
  });
});

describe('VideoFormPage (edit)', () => {
  function renderEdit() {
    return renderWithSession(<VideoFormPage />, {
      route: '/app/training-v2/videos/v1/edit',
      path: '/app/training-v2/videos/:id/edit',
    });
  }

  beforeEach(() => {
    vi.mocked(getVideo).mockResolvedValue({
      id: 'v1',
      title: 'Cold holding',
      description: 'Keep it cold',
      url: 'https://vimeo.com/22439234',
      categoryIds: ['c1'],
      categories: [{ id: 'c1', name: 'Food Safety' }],
    });
  });

  it('fills the form and saves changes', async () => {
    renderEdit();
    const title = await screen.findByLabelText(/Title/);
    expect(title).toHaveValue('Cold holding');
    await fill(title, 'Cold holding 2');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(updateVideo).toHaveBeenCalledWith(
        {},
        expect.objectContaining({ id: 'v1', title: 'Cold holding 2', categoryIds: ['c1'] }),
      ),
    );
    expect(await screen.findByText('Training video updated')).toBeInTheDocument();
  });

  it('says "Training video update failed" with the error', async () => {
    vi.mocked(updateVideo).mockRejectedValue(new Error('offline'));
    renderEdit();
    await screen.findByLabelText(/Title/);
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Training video update failed: offline')).toBeInTheDocument();
  });

  it('shows the chosen categories as chips', async () => {
    renderEdit();
    const select = await screen.findByRole('combobox', { name: /Categories/ });
    expect(within(select).getByText('Food Safety')).toBeInTheDocument();
  });
});

describe('VideoFormPage (offline)', () => {
  it('with the categories never read here, says the page needs a connection', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    vi.mocked(listCategories).mockReturnValue(new Promise(() => {}));
    renderNew();
    expect(await screen.findByText('This page needs a connection')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create Video' })).not.toBeInTheDocument();
    vi.restoreAllMocks();
  });
});
