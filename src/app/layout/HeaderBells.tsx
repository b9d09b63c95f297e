import { useEffect, useState } from 'react';
import { useMediaQuery, useTheme } from '@mui/material';
import { POPOVER_WIDTH } from '@/app/theme';
import { BellGroup } from '@/components/NotificationPopover';
import { ActionsBell, ComplianceNotificationList } from '@/features/compliance';
import { AnnouncementBell } from '@/features/notifications';
import { OrderNotificationBells } from '@/features/orders';
import { ApprovalsBell } from '@/features/approvals';
import { SignUpBell } from '@/features/tools';
import { loadWhenOnline } from '@/lib/loadWhenOnline';

const LAZY_BELLS = [
  OrderNotificationBells,
  ComplianceNotificationList,
  ActionsBell,
  ApprovalsBell,
  SignUpBell,
];

/**
 * The top bar's bells, shown together once every bell's chunk is in. The bar is right-aligned:
 * bells arriving one by one each pushed the ones before them to the left, so on a busy tablet a
 * tap aimed at one bell could open its neighbour. Below 1200 px (tablets, where the sidebar is a
 * drawer too) they are grouped under one labelled button: seven bare icons there had no names.
 */
export function HeaderBells() {
  const theme = useTheme();
  const grouped = !useMediaQuery(theme.breakpoints.up('lg'));
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    let mounted = true;
    const stop = loadWhenOnline(() =>
      Promise.all(LAZY_BELLS.map((bell) => bell.preload())).then(() => {
        if (mounted) setLoaded(true);
      }),
    );
    return () => {
      mounted = false;
      stop();
    };
  }, []);
  if (!loaded) return null;
  const bells = (
    <>
      <AnnouncementBell popoverWidth={POPOVER_WIDTH} />
      <OrderNotificationBells popoverWidth={POPOVER_WIDTH} />
      <ComplianceNotificationList popoverWidth={POPOVER_WIDTH} />
      <ActionsBell popoverWidth={POPOVER_WIDTH} />
      <ApprovalsBell popoverWidth={POPOVER_WIDTH} />
      <SignUpBell popoverWidth={POPOVER_WIDTH} />
    </>
  );
  return grouped ? <BellGroup>{bells}</BellGroup> : bells;
}
