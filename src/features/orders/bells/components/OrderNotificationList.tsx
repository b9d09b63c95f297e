import { errorText } from '@/lib/errors';
import { useNavigate } from 'react-router-dom';
import { useSnackbar } from 'notistack';
import {
  NotificationList,
  usePagedNotifications,
  type NotificationListItem,
} from '@/components/NotificationPopover';
import { db } from '@/lib/firebase';
import { formatDateTime } from '@/lib/format';
import { paths } from '@/lib/paths';
import { isUnread } from '@/lib/readState';
import { countOrderNotifications } from '../api/count-unread-order-notifications';
import { getOrderNotificationsPage, type BellCursor } from '../api/get-order-notifications-page';
import { markAllOrderNotificationsRead } from '../api/mark-all-order-notifications-read';
import { markOrderNotificationsRead } from '../api/mark-order-notifications-read';
import type { BellNotification } from '../api/order-notifications-query';
import { notificationTitle, ORDER_BELLS, type BellScope, type OrderBellKind } from '../model/bells';

interface OrderNotificationListProps {
  kind: OrderBellKind;
  scope: BellScope;
  uid: string;
  titleId: string;
  close: () => void;
  /** Something was marked read: the bell counts again (it may finish after the popover closed). */
  onMarked: () => void;
}

/** One order bell's popover content: 5 per page by lastUpdated, newest first; opens the order. */
export function OrderNotificationList({
  kind,
  scope,
  uid,
  titleId,
  close,
  onMarked,
}: OrderNotificationListProps) {
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const { label } = ORDER_BELLS[kind];
  const list = usePagedNotifications<BellNotification, BellCursor>({
    uid,
    fetchPage: (after) => getOrderNotificationsPage(db, kind, scope, after),
    count: () => countOrderNotifications(db, kind, scope, uid).then((counts) => counts.total),
    markRead: async (ids) => {
      if (ids.length === 0) return;
      await markOrderNotificationsRead(db, ids, uid);
      onMarked();
    },
    markAll: async () => {
      await markAllOrderNotificationsRead(db, kind, scope, uid);
      onMarked();
    },
    // Spec 01 §8: notification load failures are only logged.
    onLoadError: (error) => console.error(`Could not load ${label.toLowerCase()}`, error),
    onMarkAllError: (error) => {
      console.error(`Could not mark all ${label.toLowerCase()} read`, error);
      enqueueSnackbar(errorText(error), {
        variant: 'error',
      });
    },
  });

  const items: NotificationListItem[] = list.items.map((n) => ({
    id: n.id,
    primary: notificationTitle(n),
    secondary: [
      n.territoryName,
      n.isOvernightShipping ? 'Overnight' : '',
      formatDateTime(n.lastUpdated),
    ]
      .filter(Boolean)
      .join(' · '),
    unread: isUnread(n, uid),
  }));

  const open = (id: string) => {
    const notification = list.items.find((n) => n.id === id);
    close();
    navigate(paths.orders.detail(notification?.orderId ?? id));
  };

  return (
    <NotificationList titleId={titleId} title={label} {...list} items={items} onItemClick={open} />
  );
}
