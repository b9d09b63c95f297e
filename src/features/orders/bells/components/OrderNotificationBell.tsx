import { useCallback, useEffect, useState, type ReactNode } from 'react';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import { NotificationPopover } from '@/components/NotificationPopover';
import { db } from '@/lib/firebase';
import { countOrderNotifications } from '../api/count-unread-order-notifications';
import { watchRecentOrderNotifications } from '../api/watch-recent-order-notifications';
import { ORDER_BELLS, type BellScope, type OrderBellKind } from '../model/bells';
import { OrderNotificationList } from './OrderNotificationList';

const ICONS: Record<OrderBellKind, ReactNode> = {
  approved: <Inventory2Icon />,
  fulfilled: <LocalShippingIcon />,
};

interface OrderNotificationBellProps {
  kind: OrderBellKind;
  scope: BellScope;
  uid: string;
  /** Spec 01 §9: notification popovers are 320 px wide. */
  popoverWidth?: number;
}

/**
 * One order bell (spec 01 §2, §4): exact unread badge from two count aggregations, recounted when
 * the bell's newest notifications change and when the popover closes.
 */
export function OrderNotificationBell({
  kind,
  scope,
  uid,
  popoverWidth = 320,
}: OrderNotificationBellProps) {
  const { label, badgeTestId } = ORDER_BELLS[kind];
  const [unread, setUnread] = useState(0);
  const [recount, setRecount] = useState(0);
  const refresh = useCallback(() => setRecount((n) => n + 1), []);

  useEffect(
    () =>
      watchRecentOrderNotifications(db, kind, scope, refresh, (error) =>
        console.error(`Could not watch ${label.toLowerCase()}`, error),
      ),
    [kind, scope, label, refresh],
  );

  useEffect(() => {
    let cancelled = false;
    countOrderNotifications(db, kind, scope, uid)
      .then((counts) => !cancelled && setUnread(counts.unread))
      .catch((error: unknown) => console.error(`Could not count ${label.toLowerCase()}`, error));
    return () => {
      cancelled = true;
    };
  }, [kind, scope, uid, label, recount]);

  return (
    <NotificationPopover
      label={label}
      icon={ICONS[kind]}
      badgeContent={unread}
      badgeTestId={badgeTestId}
      width={popoverWidth}
      onClose={refresh}
    >
      {({ titleId, close }) => (
        <OrderNotificationList
          kind={kind}
          scope={scope}
          uid={uid}
          titleId={titleId}
          close={close}
          onMarked={refresh}
        />
      )}
    </NotificationPopover>
  );
}
