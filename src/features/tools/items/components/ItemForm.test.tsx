import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { DEFAULT_STORAGE_AREAS } from '@/features/reports';
import {
  renderWithSession,
  currentPath,
  type RenderWithSessionOptions,
} from '@/testing/renderWithSession';
import { ItemForm } from './ItemForm';

const storageState = vi.hoisted(() => ({ storage: null as object | null }));

vi.mock('@/lib/firebase', () => ({
  db: {},
  getStorageOrNull: () => storageState.storage,
  STORAGE_UNAVAILABLE_MESSAGE: 'File storage is not available',
}));
vi.mock('../api/items-ref', () => ({ newItemId: () => 'new-id' }));
vi.mock('../api/create-item', () => ({ createItem: vi.fn(async () => 'new-id') }));
vi.mock('../api/update-item', () => ({ updateItem: vi.fn(async () => undefined) }));
vi.mock('../api/upload-item-photo', () => ({ uploadItemPhoto: vi.fn() }));
vi.mock('@/features/reports', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/features/reports')>()),
  getStorageAreas: vi.fn(),
}));

const { getStorageAreas } = await import('@/features/reports');

const { createItem } = await import('../api/create-item');
const { updateItem } = await import('../api/update-item');
const { uploadItemPhoto } = await import('../api/upload-item-photo');

beforeEach(() => {
  vi.clearAllMocks();
  storageState.storage = null;
  vi.mocked(getStorageAreas).mockResolvedValue(DEFAULT_STORAGE_AREAS);
});

/** Renders the form and waits for it: it shows once the storage areas are read. */
async function renderForm(ui: ReactElement, options?: RenderWithSessionOptions) {
  const result = renderWithSession(ui, options);
  await screen.findByRole('form');
  return result;
}

describe('ItemForm', () => {
  it('shows a spinner until the storage areas are read, then offers them', async () => {
    vi.mocked(getStorageAreas).mockResolvedValue({ restaurant: ['Walk-in'], truck: ['Cab'] });
    renderWithSession(<ItemForm />);
    expect(screen.getByRole('status', { name: 'Loading storage areas' })).toBeInTheDocument();
    const area = await screen.findByLabelText('Area in restaurants');
    expect(within(area).getByRole('option', { name: 'Walk-in' })).toBeInTheDocument();
    expect(within(area).queryByRole('option', { name: 'Freezer' })).not.toBeInTheDocument();
  });

  it('offline, with the storage areas never read here, says the page needs a connection', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    vi.mocked(getStorageAreas).mockRejectedValue(
      Object.assign(new Error('offline'), { code: 'unavailable' }),
    );
    renderWithSession(<ItemForm />);
    expect(await screen.findByText('This page needs a connection')).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    vi.restoreAllMocks();
  });

  it('shows the validation messages for an empty or wrong item', async () => {
    await renderForm(<ItemForm />);
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText(/Cases per pallet/));
    await user.type(screen.getByLabelText(/Cases per overnight/), '.5');
    fireEvent.change(screen.getByLabelText(/^Price/), { target: { value: '-1' } });
    fireEvent.change(screen.getByLabelText(/Sale price/), { target: { value: '-2' } });
    fireEvent.change(screen.getByLabelText(/Status/), { target: { value: '' } });
    await user.click(screen.getByRole('button', { name: 'Create Item' }));

    expect(await screen.findByText('Description is required')).toBeInTheDocument();
    expect(screen.getByText('SKU is required')).toBeInTheDocument();
    expect(screen.getAllByText('Must be a whole number of 1 or more')).toHaveLength(2);
    expect(screen.getByText('Price must be 0 or more')).toBeInTheDocument();
    expect(screen.getByText('Sale price must be 0 or more')).toBeInTheDocument();
    expect(screen.getByText('Status is required')).toBeInTheDocument();
    expect(createItem).not.toHaveBeenCalled();
  });

  it('shows "File storage is not available" instead of the photo picker without Storage', async () => {
    await renderForm(<ItemForm />);
    expect(screen.getByText('File storage is not available')).toBeInTheDocument();
    expect(screen.queryByLabelText('Item photo file')).not.toBeInTheDocument();
  });

  it('creates an item with defaults and says "Item created"', async () => {
    await renderForm(<ItemForm />, { route: '/app/tools/new-item' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Description/), '  Crab Legs ');
    await user.type(screen.getByLabelText(/SKU/), 'CRAB-1');
    // jsdom's number input drops the half-typed "120." that user.type would pass through.
    fireEvent.change(screen.getByLabelText(/^Price/), { target: { value: '120.5' } });
    await user.click(screen.getByRole('button', { name: 'Create Item' }));

    expect(await screen.findByText('Item created')).toBeInTheDocument();
    expect(createItem).toHaveBeenCalledWith({
      id: 'new-id',
      itemDesc: 'Crab Legs',
      sku: 'CRAB-1',
      casesPerPallet: 1,
      casesPerOvernight: 1,
      status: 'active',
      priceCents: 12050,
      salePriceCents: 0,
      isOnSale: false,
      unitsPerCase: 1,
      countUnit: 'each',
      storageAreas: {},
      shelfOrder: 0,
      photoUrl: '',
      photoPath: '',
    });
    await waitFor(() => expect(currentPath()).toBe('/app/tools/items/new-id'));
  });

  it('saves how the item is counted: by weight, pounds per case, its area and shelf', async () => {
    await renderForm(<ItemForm />, { route: '/app/tools/new-item' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Description/), 'Crab Legs');
    await user.type(screen.getByLabelText(/SKU/), 'CRAB-1');
    fireEvent.change(screen.getByLabelText(/^Price/), { target: { value: '120' } });
    fireEvent.change(screen.getByLabelText('Counted in'), { target: { value: 'lb' } });
    const perCase = screen.getByLabelText(/Pounds per case/);
    await user.clear(perCase);
    await user.type(perCase, '20');
    fireEvent.change(screen.getByLabelText('Area in restaurants'), {
      target: { value: 'Walk-in cooler' },
    });
    const shelf = screen.getByLabelText(/Shelf order/);
    await user.clear(shelf);
    await user.type(shelf, '3');
    await user.click(screen.getByRole('button', { name: 'Create Item' }));

    await waitFor(() =>
      expect(createItem).toHaveBeenCalledWith(
        expect.objectContaining({
          unitsPerCase: 20,
          countUnit: 'lb',
          storageAreas: { restaurant: 'Walk-in cooler' },
          shelfOrder: 3,
        }),
      ),
    );
  });

  it('keeps what was typed and shows an error when saving fails', async () => {
    vi.mocked(updateItem).mockRejectedValueOnce(new Error('offline'));
    await renderForm(
      <ItemForm
        item={{
          id: 'i1',
          itemDesc: 'Buns',
          sku: 'BUN',
          casesPerPallet: 60,
          casesPerOvernight: 6,
          status: 'active',
          priceCents: 3200,
          salePriceCents: 0,
          isOnSale: false,
          order: 2,
        }}
      />,
      { route: '/app/tools/items/i1/edit' },
    );
    const user = userEvent.setup();
    const desc = screen.getByLabelText(/Description/);
    await user.clear(desc);
    await user.type(desc, 'Brioche Buns');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('The item could not be saved. Try again.')).toBeInTheDocument();
    expect(desc).toHaveValue('Brioche Buns');
    await waitFor(() => expect(currentPath()).toBe('/app/tools/items/i1/edit'));
  });

  it('uploads a chosen photo with Storage available, and reports a failed upload', async () => {
    storageState.storage = {};
    vi.mocked(uploadItemPhoto).mockRejectedValueOnce(new Error('quota'));
    await renderForm(<ItemForm />);
    const input = screen.getByLabelText('Item photo file');
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
    const file = new File(['x'], 'crab.png', { type: 'image/png' });
    await userEvent.setup().upload(input, file);

    await waitFor(() =>
      expect(uploadItemPhoto).toHaveBeenCalledWith(
        expect.objectContaining({ itemId: 'new-id', file }),
      ),
    );
    expect(
      await screen.findByText('The photo could not be uploaded. Try again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Item' })).toBeEnabled();
  });
});
