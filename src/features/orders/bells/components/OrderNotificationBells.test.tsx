import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentPath, renderWithSession, TEST_UID } from '@/testing/renderWithSession';
import { countOrderNotifications } from '../api/count-unread-order-notifications';
import { getExpiredOrders } from '../api/get-expired-orders';
import { getOrderNotificationsPage } from '../api/get-order-notifications-page';
import { markAllOrderNotificationsRead } from '../api/mark-all-order-notifications-read';
import { markOrderNotificationsRead } from '../api/mark-order-notifications-read';
import type { BellNotification } from '../api/order-notifications-query';
import { watchRecentOrderNotifications } from '../api/watch-recent-order-notifications';
import { OrderNotificationBells } from './OrderNotificationBells';

vi.mock('@/lib/firebase', () => ({ auth: {}, db: {} }));
vi.mock('../api/count-unread-order-notifications', () => ({ countOrderNotifications: vi.fn() }));
vi.mock('../api/get-expired-orders', () => ({ getExpiredOrders: vi.fn() }));
vi.mock('../api/get-order-notifications-page', () => ({ getOrderNotificationsPage: vi.fn() }));
vi.mock('../api/mark-all-order-notifications-read', () => ({
  markAllOrderNotificationsRead: vi.fn(),
}));
vi.mock('../api/mark-order-notifications-read', () => ({ markOrderNotificationsRead: vi.fn() }));
vi.mock('../api/watch-recent-order-notifications', () => ({
  watchRecentOrderNotifications: vi.fn(),
}));

function notification(n: number, readRecipients: string[] = []): BellNotification {
  return {
    id: `order-${n}`,
    orderId: `order-${n}`,
    orderNumber: n,
    name: 'Gulf Shore Warehouse',
    territoryName: 'Gulf Shore',
    isOvernightShipping: n === 7,
    readRecipients,
    lastUpdated: new Date('2026-11-20T15:30:00'),
  };
}

// The cursor is opaque to the component; any object stands in for a document snapshot.
const cursor = {} as never;
const badge = (testId: string) => screen.getByTestId(testId).querySelector('.MuiBadge-badge');
const onChange: Record<string, () => void> = {};

beforeEach(() => {
  vi.mocked(countOrderNotifications)
    .mockReset()
    .mockImplementation(async (_db, kind) =>
      kind === 'approved' ? { total: 6, unread: 4 } : { total: 0, unread: 0 },
    );
  vi.mocked(getOrderNotificationsPage)
    .mockReset()
    .mockResolvedValue({ items: [], last: null, hasNext: false });
  vi.mocked(getExpiredOrders).mockReset().mockResolvedValue([]);
  vi.mocked(markAllOrderNotificationsRead).mockReset().mockResolvedValue(0);
  vi.mocked(markOrderNotificationsRead).mockReset().mockResolvedValue(undefined);
  vi.mocked(watchRecentOrderNotifications)
    .mockReset()
    .mockImplementation((_db, kind, _scope, change) => {
      onChange[kind] = change;
      return () => undefined;
    });
});

describe('OrderNotificationBells', () => {
  it('shows both bells to a top role with the exact unread count', async () => {
    renderWithSession(<OrderNotificationBells />, { profile: { role: 'fulfillment' } });
    expect(screen.getByRole('button', { name: 'Approved orders' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Fulfilled orders' })).toBeInTheDocument();
    await waitFor(() => expect(badge('approved-orders-badge')).toHaveTextContent('4'));
    expect(badge('fulfilled-orders-badge')).toHaveClass('MuiBadge-invisible');
    expect(countOrderNotifications).toHaveBeenCalledWith(
      expect.anything(),
      'approved',
      { all: true },
      TEST_UID,
    );
  });

  it("scopes a Manager's bells to their territories", async () => {
    renderWithSession(<OrderNotificationBells />, {
      profile: { role: 'manager', territoryIds: ['north'] },
    });
    await waitFor(() =>
      expect(countOrderNotifications).toHaveBeenCalledWith(
        expect.anything(),
        'fulfilled',
        { all: false, territoryIds: ['north'] },
        TEST_UID,
      ),
    );
  });

  it('gives Franchisee Owners only the expired bell, and staff without territories no bells', () => {
    const { unmount } = renderWithSession(<OrderNotificationBells />, {
      profile: { role: 'franchiseeOwner', territoryIds: ['north'] },
    });
    expect(screen.queryByRole('button', { name: 'Approved orders' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Expired orders' })).toBeInTheDocument();
    unmount();
    renderWithSession(<OrderNotificationBells />, {
      profile: { role: 'employee', territoryIds: [] },
    });
    expect(screen.queryByRole('button', { name: 'Approved orders' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Expired orders' })).not.toBeInTheDocument();
  });

  it("counts a Franchisee Owner's expired orders and opens one labelled Expired", async () => {
    vi.mocked(getExpiredOrders).mockResolvedValue([
      {
        id: 'order-009',
        orderNumber: 9,
        name: 'Gulf Shore Warehouse',
        territoryName: 'Gulf Shore',
        updatedAt: new Date('2026-09-01T10:00:00'),
      },
    ]);
    renderWithSession(<OrderNotificationBells />, {
      profile: { role: 'franchiseeOwner', territoryIds: ['gulf'] },
      route: '/app',
      path: '/app/*',
    });
    await waitFor(() => expect(badge('expired-orders-badge')).toHaveTextContent('1'));
    expect(getExpiredOrders).toHaveBeenCalledWith(expect.anything(), TEST_UID, {
      kind: 'territories',
      territoryIds: ['gulf'],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Expired orders' }));
    const dialog = await screen.findByRole('dialog', { name: 'Expired orders' });
    const item = within(dialog).getByRole('button', { name: /Order #9 · Gulf Shore Warehouse/ });
    expect(within(item).getByText('Expired')).toBeInTheDocument();
    expect(within(item).getByText('Gulf Shore · Unchanged since 01 Sep 2026')).toBeInTheDocument();
    await userEvent.click(item);
    await waitFor(() => expect(currentPath()).toBe('/app/orders/order-009'));
  });

  it('counts again when the newest notifications change', async () => {
    renderWithSession(<OrderNotificationBells />, { profile: { role: 'superAdmin' } });
    await waitFor(() => expect(badge('approved-orders-badge')).toHaveTextContent('4'));
    vi.mocked(countOrderNotifications).mockResolvedValue({ total: 7, unread: 5 });
    onChange.approved();
    await waitFor(() => expect(badge('approved-orders-badge')).toHaveTextContent('5'));
  });

  it('lists a page, marks its unread items read, pages on, and opens an order', async () => {
    const first = [1, 2, 3, 4, 5].map((n) => notification(n, n === 2 ? [TEST_UID] : []));
    vi.mocked(getOrderNotificationsPage).mockImplementation(async (_db, _kind, _scope, after) =>
      after
        ? { items: [notification(7)], last: cursor, hasNext: false }
        : { items: first, last: cursor, hasNext: true },
    );
    renderWithSession(<OrderNotificationBells />, {
      profile: { role: 'fulfillment' },
      route: '/app',
      path: '/app/*',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Approved orders' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approved orders' });
    expect(await within(dialog).findByText('Order #1 · Gulf Shore Warehouse')).toBeInTheDocument();
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(5);
    expect(await within(dialog).findByText('Page 1 of 2')).toBeInTheDocument();
    expect(markOrderNotificationsRead).toHaveBeenCalledWith(
      expect.anything(),
      ['order-1', 'order-3', 'order-4', 'order-5'],
      TEST_UID,
    );
    expect(
      within(dialog).getAllByText(/^New · Gulf Shore · 20 Nov 2026 \| 03:30 PM$/),
    ).toHaveLength(4);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Next page' }));
    expect(await within(dialog).findByText('Order #7 · Gulf Shore Warehouse')).toBeInTheDocument();
    expect(within(dialog).getByText(/Overnight/)).toBeInTheDocument();
    expect(within(dialog).getByText('Page 2 of 2')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByText('Order #7 · Gulf Shore Warehouse'));
    await waitFor(() => expect(currentPath()).toBe('/app/orders/order-7'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says "There are no notifications" and marks all as read', async () => {
    renderWithSession(<OrderNotificationBells />, { profile: { role: 'fulfillment' } });
    await userEvent.click(screen.getByRole('button', { name: 'Fulfilled orders' }));
    expect(await screen.findByText('There are no notifications')).toBeInTheDocument();

    vi.mocked(getOrderNotificationsPage).mockResolvedValue({
      items: [notification(3)],
      last: cursor,
      hasNext: false,
    });
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Approved orders' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approved orders' });
    await within(dialog).findByText(/^New ·/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark all as read' }));
    expect(markAllOrderNotificationsRead).toHaveBeenCalledWith(
      expect.anything(),
      'approved',
      { all: true },
      TEST_UID,
    );
    await waitFor(() => expect(within(dialog).queryAllByText(/^New ·/)).toHaveLength(0));
  });
});
