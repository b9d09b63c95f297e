import { useMemo } from 'react';
import { territoryScope, useSession, useSignedInUser } from '@/features/auth';
import { bellScope, isEmptyScope, ORDER_BELL_KINDS } from '../model/bells';
import { ExpiredOrdersBell } from './ExpiredOrdersBell';
import { OrderNotificationBell } from './OrderNotificationBell';

export interface OrderNotificationBellsProps {
  /** Spec 01 §9: notification popovers are 320 px wide. */
  popoverWidth?: number;
}

/**
 * The header's order bells: approved and fulfilled (spec 01 §2) for the two top roles and the
 * territory-level role (spec 01 §6), and the user's own expired orders for whoever places orders
 * (Create Orders) in some territory, Franchisee Owners included: only the author acts on those.
 */
export function OrderNotificationBells({ popoverWidth }: OrderNotificationBellsProps) {
  const { user, profile } = useSignedInUser();
  const { can } = useSession();
  const territoryKey = profile.territoryIds.join(',');
  // Stable while the role and territories stay: the bells' queries depend on them.
  const [scope, ordersScope] = useMemo(() => {
    const account = {
      role: profile.role,
      territoryIds: territoryKey ? territoryKey.split(',') : [],
    };
    return [bellScope(account), territoryScope(account)];
  }, [profile.role, territoryKey]);
  const statusBells = scope && !isEmptyScope(scope) ? scope : null;
  const expiredBell = can('orders.create') && ordersScope.kind !== 'none';
  return (
    <>
      {expiredBell ? (
        <ExpiredOrdersBell uid={user.uid} scope={ordersScope} popoverWidth={popoverWidth} />
      ) : null}
      {statusBells
        ? ORDER_BELL_KINDS.map((kind) => (
            <OrderNotificationBell
              key={kind}
              kind={kind}
              scope={statusBells}
              uid={user.uid}
              popoverWidth={popoverWidth}
            />
          ))
        : null}
    </>
  );
}
