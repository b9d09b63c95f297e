import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ClientDataTableProps } from '@/components/DataTable';
import { renderWithSession } from '@/testing/renderWithSession';
import { ReorderItemsTable } from './ReorderItemsTable';
import { listItemsByOrder } from '../api/list-items-by-order';
import { saveItemOrder } from '../api/save-item-order';
import type { Item } from '../model/item';
import { itemMessagesUi } from '../model/messages';

vi.mock('@/lib/firebase', () => ({ auth: {}, db: {} }));
vi.mock('../api/list-items-by-order', () => ({ listItemsByOrder: vi.fn() }));
vi.mock('../api/save-item-order', () => ({ saveItemOrder: vi.fn() }));
// Dragging needs a real layout; a stand-in table lists the rows and "drags" by reversing them.
vi.mock('@/components/DataTable', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/components/DataTable')>()),
  DataTable: ({ rows, onReorder, label }: ClientDataTableProps<Item>) => (
    <>
      <ol aria-label={label}>
        {rows.map((row) => (
          <li key={row.id}>{`${row.order}. ${row.itemDesc}`}</li>
        ))}
      </ol>
      <button type="button" onClick={() => onReorder?.([...rows].reverse())}>
        Reverse
      </button>
    </>
  ),
}));

const item = (id: string, itemDesc: string, order: number): Item => ({
  id,
  itemDesc,
  sku: id.toUpperCase(),
  casesPerPallet: 10,
  casesPerOvernight: 1,
  status: 'active',
  priceCents: 1000,
  salePriceCents: 0,
  isOnSale: false,
  order,
  createdAt: null,
  updatedAt: null,
});

const ITEMS = [item('i1', 'Crab Legs', 1), item('i2', 'Buns', 2)];
const rowTexts = () => screen.getAllByRole('listitem').map((row) => row.textContent);

beforeEach(() => {
  vi.mocked(listItemsByOrder).mockReset().mockResolvedValue(ITEMS);
  vi.mocked(saveItemOrder).mockReset().mockResolvedValue(undefined);
});

it('shows a spinner, then every item in its order', async () => {
  renderWithSession(<ReorderItemsTable />);
  expect(screen.getByRole('status', { name: 'Loading items' })).toBeInTheDocument();
  expect(await screen.findByRole('list', { name: 'Items in order' })).toBeInTheDocument();
  expect(rowTexts()).toEqual(['1. Crab Legs', '2. Buns']);
});

it('shows a drop at once renumbered and saves only what moved', async () => {
  renderWithSession(<ReorderItemsTable />);
  await userEvent.click(await screen.findByRole('button', { name: 'Reverse' }));
  expect(rowTexts()).toEqual(['1. Buns', '2. Crab Legs']);
  expect(await screen.findByText(itemMessagesUi.orderSaved)).toBeInTheDocument();
  expect(saveItemOrder).toHaveBeenCalledWith({}, [
    { id: 'i2', order: 1 },
    { id: 'i1', order: 2 },
  ]);
  expect(rowTexts()).toEqual(['1. Buns', '2. Crab Legs']);
});

it('puts the rows back when the save fails', async () => {
  vi.mocked(saveItemOrder).mockRejectedValue(new Error('offline'));
  vi.spyOn(console, 'error').mockImplementation(() => {});
  renderWithSession(<ReorderItemsTable />);
  await userEvent.click(await screen.findByRole('button', { name: 'Reverse' }));
  expect(await screen.findByText(itemMessagesUi.orderFailed)).toBeInTheDocument();
  await waitFor(() => expect(rowTexts()).toEqual(['1. Crab Legs', '2. Buns']));
  vi.restoreAllMocks();
});

it('offline, with the items never read here, says the page needs a connection', async () => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  vi.mocked(listItemsByOrder).mockReturnValue(new Promise(() => {}));
  renderWithSession(<ReorderItemsTable />);
  expect(await screen.findByText('This page needs a connection')).toBeInTheDocument();
  expect(screen.queryByRole('list')).not.toBeInTheDocument();
  vi.restoreAllMocks();
});
