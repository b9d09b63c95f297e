import { screen } from '@testing-library/react';
import { DEFAULT_STORAGE_AREAS } from '@/features/reports';
import { renderWithSession } from '@/testing/renderWithSession';
import ItemFormPage from './ItemFormPage';
import { getItem } from './api/get-item';
import { ITEM_LOAD_FAILED_MESSAGE, ITEM_NOT_FOUND_MESSAGE } from './components/ItemLoadState';
import type { Item } from './model/item';

vi.mock('@/lib/firebase', () => ({
  auth: {},
  db: {},
  getStorageOrNull: () => null,
  STORAGE_UNAVAILABLE_MESSAGE: 'File storage is not available',
}));
vi.mock('./api/get-item', () => ({ getItem: vi.fn() }));
vi.mock('@/features/reports', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/features/reports')>()),
  getStorageAreas: vi.fn(async () => DEFAULT_STORAGE_AREAS),
}));

const BUNS: Item = {
  id: 'i1',
  itemDesc: 'Buns',
  sku: 'BUN',
  casesPerPallet: 60,
  casesPerOvernight: 6,
  status: 'active',
  priceCents: 3200,
  salePriceCents: 0,
  isOnSale: false,
  order: 1,
  createdAt: null,
  updatedAt: null,
};

const renderEdit = () =>
  renderWithSession(<ItemFormPage />, {
    route: '/app/tools/items/i1/edit',
    path: '/app/tools/items/:id/edit',
  });

beforeEach(() => {
  vi.mocked(getItem).mockReset().mockResolvedValue(BUNS);
});

it('shows a spinner, then the form filled with the stored item', async () => {
  renderEdit();
  expect(screen.getByRole('status', { name: 'Loading item' })).toBeInTheDocument();
  expect(await screen.findByLabelText(/Description/)).toHaveValue('Buns');
  expect(getItem).toHaveBeenCalledWith({}, 'i1');
});

it('says when the item does not exist, and when it cannot be read', async () => {
  vi.mocked(getItem).mockResolvedValueOnce(null);
  const { unmount } = renderEdit();
  expect(await screen.findByText(ITEM_NOT_FOUND_MESSAGE)).toBeInTheDocument();
  unmount();

  vi.mocked(getItem).mockRejectedValueOnce(new Error('permission-denied'));
  renderEdit();
  expect(await screen.findByText(ITEM_LOAD_FAILED_MESSAGE)).toBeInTheDocument();
});

it('offline, with the item never read here, says the page needs a connection', async () => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  vi.mocked(getItem).mockRejectedValue(
    Object.assign(new Error('offline'), { code: 'unavailable' }),
  );
  renderEdit();
  expect(await screen.findByText('This page needs a connection')).toBeInTheDocument();
  expect(screen.queryByRole('form')).not.toBeInTheDocument();
  vi.restoreAllMocks();
});
