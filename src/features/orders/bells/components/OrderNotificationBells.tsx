import { useMemo } from 'react';
import { useSignedInUser } from '@/features/auth';
import { bellScope, isEmptyScope, ORDER_BELL_KINDS } from '../model/bells';
import { OrderNotificationBell } from './OrderNotificationBell';

export interface OrderNotificationBellsProps {
  /** Spec 01 §9: notification popovers are 320 px wide. */
  popoverWidth?: number;
}

/**
 * The header's order bells, approved and fulfilled (spec 01 §2), for the two top roles and the
 * territory-level role; nobody else gets them (spec 01 §6).
 */
export function OrderNotificationBells({ popoverWidth }: OrderNotificationBellsProps) {
  const { user, profile } = useSignedInUser();
  const territoryKey = profile.territoryIds.join(',');
  // Stable while the role and territories stay: the bells' queries depend on it.
  const scope = useMemo(
    () =>
      bellScope({ role: profile.role, territoryIds: territoryKey ? territoryKey.split(',') : [] }),
    [profile.role, territoryKey],
  );
  if (!scope || isEmptyScope(scope)) return null;
  return (
    <>
      {ORDER_BELL_KINDS.map((kind) => (
        <OrderNotificationBell
          key={kind}
          kind={kind}
          scope={scope}
          uid={user.uid}
          popoverWidth={popoverWidth}
        />
      ))}
    </>
  );
}
