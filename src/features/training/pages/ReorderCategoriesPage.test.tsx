import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ClientDataTableProps } from '@/components/DataTable';
import { renderWithSession } from '@/testing/renderWithSession';
import { ReorderCategoriesPage, ORDER_SAVED_MESSAGE } from './ReorderCategoriesPage';
import { listCategories } from '../api/list-categories';
import { reorderCategories } from '../api/reorder-categories';
import type { VideoCategory } from '../model/types';

vi.mock('@/lib/firebase', () => ({ auth: {}, db: {} }));
vi.mock('../api/list-categories', () => ({ listCategories: vi.fn() }));
vi.mock('../api/reorder-categories', () => ({ reorderCategories: vi.fn() }));
// Dragging needs a real layout; a stand-in table lists the rows and "drags" by reversing them.
vi.mock('@/components/DataTable', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/components/DataTable')>()),
  DataTable: ({ rows, onReorder, label }: ClientDataTableProps<VideoCategory>) => (
    <>
      <ol aria-label={label}>
        {rows.map((row) => (
          <li key={row.id}>{`${row.order}. ${row.name}`}</li>
        ))}
      </ol>
      <button type="button" onClick={() => onReorder?.([...rows].reverse())}>
        Reverse
      </button>
    </>
  ),
}));

const CATEGORIES: VideoCategory[] = [
  { id: 'c1', name: 'Food Safety', nameLower: 'food safety', order: 1 },
  { id: 'c2', name: 'Truck Operations', nameLower: 'truck operations', order: 2 },
];

const rowTexts = () => screen.getAllByRole('listitem').map((item) => item.textContent);

beforeEach(() => {
  vi.mocked(listCategories).mockReset().mockResolvedValue(CATEGORIES);
  vi.mocked(reorderCategories).mockReset().mockResolvedValue(undefined);
});

it('shows a spinner, then the categories in their stored order', async () => {
  renderWithSession(<ReorderCategoriesPage />);
  expect(screen.getByRole('status', { name: 'Loading video categories' })).toBeInTheDocument();
  expect(await screen.findByRole('list', { name: 'Video categories order' })).toBeInTheDocument();
  expect(rowTexts()).toEqual(['1. Food Safety', '2. Truck Operations']);
  expect(screen.getByRole('button', { name: 'Save Order' })).toBeDisabled();
});

it('saves a new order and shows it renumbered without reading the list again', async () => {
  renderWithSession(<ReorderCategoriesPage />);
  await userEvent.click(await screen.findByRole('button', { name: 'Reverse' }));
  expect(screen.getByText('Unsaved order: press Save Order to keep it.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Save Order' }));

  expect(await screen.findByText(ORDER_SAVED_MESSAGE)).toBeInTheDocument();
  expect(reorderCategories).toHaveBeenCalledWith({}, [
    { id: 'c2', order: 1 },
    { id: 'c1', order: 2 },
  ]);
  await waitFor(() => expect(rowTexts()).toEqual(['1. Truck Operations', '2. Food Safety']));
  expect(screen.queryByText(/Unsaved order/)).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Save Order' })).toBeDisabled();
  expect(listCategories).toHaveBeenCalledTimes(1);
});

it('offline, with the categories never read here, says the page needs a connection', async () => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  vi.mocked(listCategories).mockReturnValue(new Promise(() => {}));
  renderWithSession(<ReorderCategoriesPage />);
  expect(await screen.findByText('This page needs a connection')).toBeInTheDocument();
  expect(screen.queryByRole('list')).not.toBeInTheDocument();
  vi.restoreAllMocks();
});
