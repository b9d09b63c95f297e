import { screen, waitFor } from '@testing-library/react';
import { Timestamp } from 'firebase/firestore';
import { createQueryClient } from '@/lib/queryClient';
import { goOnline, resetConnection, startOffline } from '@/testing/offline';
import { renderWithSession, TEST_UID } from '@/testing/renderWithSession';
import { getLlcName } from '../../api/get-llc-name';
import { getOrder } from '../../api/get-order';
import { listCatalogueItems } from '@/features/referenceData';
import { markOrdersRead } from '../../api/mark-orders-read';
import type { Order } from '../../model/types';
import OrderDetailPage from './OrderDetailPage';

vi.mock('@/lib/firebase', () => ({ auth: {}, db: {} }));
vi.mock('../../api/get-order', () => ({ getOrder: vi.fn() }));
vi.mock('../../api/get-llc-name', () => ({ getLlcName: vi.fn() }));
vi.mock('@/features/referenceData/api/list-catalogue-items', () => ({
  listCatalogueItems: vi.fn(),
}));
vi.mock('../../api/mark-orders-read', () => ({ markOrdersRead: vi.fn() }));

const AT = Timestamp.fromDate(new Date('2026-11-20T10:00:00Z'));

const order: Order = {
  id: 'order-7',
  orderNumber: 7,
  status: 'pending',
  overnightShipping: false,
  items: [{ id: 'item-buns', quantity: 12 }],
  maxPallets: 1,
  franchiseeNotes: '',
  corporateNotes: '',
  territoryId: 'north',
  deliveryLocationId: 'dl-north',
  llcId: 'llc-north',
  enabled: true,
  userId: TEST_UID,
  revisions: [],
  readRecipients: [TEST_UID],
  territory: { name: 'North Coast' },
  deliveryLocation: { name: 'North Dock' },
  createdAt: AT,
  updatedAt: AT,
  updatedAtTimestamp: Math.floor(Date.now() / 1000),
};

const open = () =>
  renderWithSession(<OrderDetailPage />, {
    route: '/app/orders/order-7',
    path: '/app/orders/:id',
  });

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.mocked(getOrder).mockReset().mockResolvedValue(order);
  vi.mocked(getLlcName).mockReset().mockResolvedValue('North LLC');
  vi.mocked(listCatalogueItems)
    .mockReset()
    .mockResolvedValue([
      {
        id: 'item-buns',
        itemDesc: 'Brioche Buns',
        sku: 'BUN-BRI',
        status: 'active',
        priceCents: 10000,
        salePriceCents: 0,
        isOnSale: false,
        casesPerPallet: 60,
        casesPerOvernight: 1,
        order: 1,
      },
    ]);
  vi.mocked(markOrdersRead).mockReset().mockResolvedValue(undefined);
});

describe('order detail loading states', () => {
  it('shows the order with its LLC and item names from the shared reference data', async () => {
    open();
    expect(screen.getByRole('status', { name: 'Loading order' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Order #7' })).toBeInTheDocument();
    expect(await screen.findByText('North LLC')).toBeInTheDocument();
    expect(await screen.findByText('Brioche Buns')).toBeInTheDocument();
    expect(getOrder).toHaveBeenCalledWith(expect.anything(), 'order-7');
    // Already read by this user: nothing is written.
    expect(markOrdersRead).not.toHaveBeenCalled();
  });

  it('totals the money at the prices its approval counted, with no overnight cases when not overnight', async () => {
    vi.mocked(getOrder).mockResolvedValue({
      ...order,
      status: 'approved',
      countedSales: {
        date: '2026-11-20',
        deliveryLocationId: 'dl-north',
        items: { 'item-buns': { qty: 12, cents: 96_000 } },
      },
    });
    open();
    // Counted at $80.00 a case, though the catalogue says $100.00 now.
    expect(await screen.findByText('$960.00')).toBeInTheDocument();
    expect(screen.getByText('At the prices of its approval.')).toBeInTheDocument();
    expect(screen.queryByText(/Overnight cases/)).not.toBeInTheDocument();
  });

  it('says "Order not found" for an order that does not exist', async () => {
    vi.mocked(getOrder).mockResolvedValue(null);
    open();
    expect(await screen.findByText('Order not found')).toBeInTheDocument();
  });

  it('says "Order not found" when the rules refuse the read (outside the territories)', async () => {
    vi.mocked(getOrder).mockRejectedValue({ code: 'permission-denied' });
    open();
    expect(await screen.findByText('Order not found')).toBeInTheDocument();
  });

  it('says the order could not be loaded for any other failure', async () => {
    vi.mocked(getOrder).mockRejectedValue({ code: 'internal' });
    open();
    expect(await screen.findByText('The order could not be loaded.')).toBeInTheDocument();
  });

  it('marks an unread order read for the viewer', async () => {
    vi.mocked(getOrder).mockResolvedValue({ ...order, readRecipients: [] });
    open();
    await screen.findByRole('heading', { name: 'Order #7' });
    await waitFor(() =>
      expect(markOrdersRead).toHaveBeenCalledWith(expect.anything(), ['order-7'], TEST_UID),
    );
  });
});

describe('order detail offline (issue 15)', () => {
  afterEach(resetConnection);

  it('offline with the order not on this device says the page needs a connection, then loads', async () => {
    startOffline();
    // What Firestore answers for a document it never read, offline.
    vi.mocked(getOrder).mockRejectedValue({ code: 'unavailable' });
    renderWithSession(<OrderDetailPage />, {
      route: '/app/orders/order-7',
      path: '/app/orders/:id',
      queryClient: createQueryClient(),
    });
    expect(await screen.findByText('This page needs a connection')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading order' })).not.toBeInTheDocument();

    vi.mocked(getOrder).mockResolvedValue(order);
    goOnline();
    expect(await screen.findByRole('heading', { name: 'Order #7' })).toBeInTheDocument();
    expect(screen.queryByText('This page needs a connection')).not.toBeInTheDocument();
  });
});
