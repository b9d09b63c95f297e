import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentPath, renderWithSession } from '@/testing/renderWithSession';
import { initialTableState, useFirestoreTable } from '@/components/DataTable';
import { VideosPage } from './VideosPage';
import { listCategories } from '../api/list-categories';
import { deleteVideo } from '../api/delete-video';
import { videosQuery } from '../api/videos-query';
import type { TrainingVideo } from '../model/types';

vi.mock('@/lib/firebase', () => ({ auth: {}, db: {} }));
vi.mock('@/components/DataTable', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/components/DataTable')>()),
  useFirestoreTable: vi.fn(),
}));
vi.mock('../api/list-categories', () => ({ listCategories: vi.fn() }));
vi.mock('../api/delete-video', () => ({ deleteVideo: vi.fn() }));
vi.mock('../api/videos-query', () => ({ videosQuery: vi.fn() }));
vi.mock('../components/VideoPlayer', () => ({
  default: ({ title }: { title: string }) => <div data-testid="player">{title}</div>,
}));

const CATEGORIES = [
  { id: 'c1', name: 'Food Safety', nameLower: 'food safety', order: 1 },
  { id: 'c2', name: 'Truck Operations', nameLower: 'truck operations', order: 2 },
  { id: 'c3', name: 'Customer Service', nameLower: 'customer service', order: 3 },
];

const VIDEO: TrainingVideo = {
  id: 'v1',
  title: 'Handling complaints',
  description: 'Listen, apologise, fix.',
  url: 'https://vimeo.com/347119375',
  categoryIds: ['c3', 'c1', 'c2'],
  categories: [
    { id: 'c3', name: 'Customer Service' },
    { id: 'c1', name: 'Food Safety' },
    { id: 'c2', name: 'Truck Operations' },
  ],
};

const refresh = vi.fn();
const onStateChange = vi.fn();

function mockPage(rows: TrainingVideo[]) {
  vi.mocked(useFirestoreTable).mockReturnValue({
    mode: 'server',
    columns: [],
    rows,
    totalCount: rows.length,
    hasNextPage: false,
    loading: false,
    error: null,
    state: initialTableState(),
    onStateChange,
    getRowId: (row) => row.id,
    refresh,
  });
}

function renderPage(role: 'superAdmin' | 'manager', route = '/app/training-v2/videos') {
  return renderWithSession(<VideosPage />, {
    route,
    path: '/app/training-v2/videos',
    profile: { role },
  });
}

beforeEach(() => {
  vi.mocked(listCategories).mockReset().mockResolvedValue(CATEGORIES);
  vi.mocked(deleteVideo).mockReset().mockResolvedValue(undefined);
  vi.mocked(videosQuery).mockReset();
  refresh.mockReset();
  onStateChange.mockReset();
  mockPage([VIDEO]);
});

describe('VideosPage', () => {
  it('shows a Manager the videos without Edit, Delete, Add New Video or Categories', async () => {
    renderPage('manager');
    expect(await screen.findByRole('heading', { name: 'Handling complaints' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Edit/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add New Video' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Categories' })).not.toBeInTheDocument();
  });

  it('gives a Super Admin Edit, Delete, Add New Video and Categories', async () => {
    renderPage('superAdmin');
    expect(await screen.findByRole('link', { name: 'Edit Handling complaints' })).toHaveAttribute(
      'href',
      '/app/training-v2/videos/v1/edit',
    );
    expect(screen.getByRole('button', { name: 'Delete Handling complaints' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add New Video' })).toHaveAttribute(
      'href',
      '/app/training-v2/videos/new',
    );
    expect(screen.getByRole('link', { name: 'Categories' })).toHaveAttribute(
      'href',
      '/app/training-v2/video-categories',
    );
  });

  it('shows two category chips and "+1 more category"', async () => {
    renderPage('manager');
    expect(await screen.findByText('+1 more category')).toBeInTheDocument();
    expect(screen.getAllByText('Customer Service').length).toBeGreaterThan(0);
  });

  it('has an All tab and one tab per category, chosen from the address', async () => {
    renderPage('manager', '/app/training-v2/videos?category=c2');
    const tab = await screen.findByRole('tab', { name: 'Truck Operations' });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'All',
      'Food Safety',
      'Truck Operations',
      'Customer Service',
    ]);
    expect(videosQuery).toHaveBeenLastCalledWith({}, 'c2');
    await userEvent.click(screen.getByRole('tab', { name: 'All' }));
    await waitFor(() => expect(currentPath()).toBe('/app/training-v2/videos'));
    expect(videosQuery).toHaveBeenLastCalledWith({}, null);
  });

  it('says so when a tab has no video', async () => {
    mockPage([]);
    renderPage('manager', '/app/training-v2/videos?category=c1');
    expect(await screen.findByText('There is no video in the category.')).toBeInTheDocument();
  });

  it('mounts the player only for the card that was tapped', async () => {
    mockPage([VIDEO, { ...VIDEO, id: 'v2', title: 'Opening the truck' }]);
    renderPage('manager');
    expect(screen.queryByTestId('player')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Play Opening the truck' }));
    const players = await screen.findAllByTestId('player');
    expect(players.map((p) => p.textContent)).toEqual(['Opening the truck']);
  });

  it('deletes a video after confirmation', async () => {
    renderPage('superAdmin');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Delete Handling complaints' }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleteVideo).toHaveBeenCalledWith({}, 'v1'));
    expect(await screen.findByText('Training video deleted')).toBeInTheDocument();
    expect(refresh).toHaveBeenCalled();
  });
});
