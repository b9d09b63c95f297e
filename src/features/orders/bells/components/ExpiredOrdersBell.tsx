import { useQuery } from '@tanstack/react-query';
import { CompactQueryState } from '@/components/QueryState';
import { useNavigate } from 'react-router-dom';
import {
  Box,
  Chip,
  Divider,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Typography,
} from '@mui/material';
import HourglassBottomIcon from '@mui/icons-material/HourglassBottom';
import { EMPTY_NOTIFICATIONS, NotificationPopover } from '@/components/NotificationPopover';
import type { TerritoryScope } from '@/features/auth';
import { db } from '@/lib/firebase';
import { formatDate } from '@/lib/format';
import { paths } from '@/lib/paths';
import { EXPIRED_ORDERS_KEY } from '../../api/queries';
import { getExpiredOrders } from '../api/get-expired-orders';
import { notificationTitle } from '../model/bells';

const EXPIRED_BELL_LABEL = 'Expired orders';

interface ExpiredOrdersBellProps {
  uid: string;
  scope: TerritoryScope;
  popoverWidth?: number;
}

/**
 * The user's own expired orders (spec 01 §4 "expired is also shown in notices"): the badge counts
 * them, each says "Expired" and opens the order, where its author edits and resubmits it or
 * deletes it. Expiry is derived from time, so nothing marks these read: an order leaves the bell
 * only when it is acted on. Loaded on mount and again whenever the popover closes (after a
 * visit to an order the list may have changed) or this app deletes one (forgetOrder).
 */
export function ExpiredOrdersBell({ uid, scope, popoverWidth = 320 }: ExpiredOrdersBellProps) {
  const navigate = useNavigate();
  const expired = useQuery({
    queryKey: [...EXPIRED_ORDERS_KEY, uid, scope],
    queryFn: () =>
      getExpiredOrders(db, uid, scope).catch((error: unknown) => {
        // Spec 01 §8: notification load failures are only logged.
        console.error('Could not load expired orders', error);
        throw error;
      }),
  });
  const items = expired.data;

  return (
    <NotificationPopover
      label={EXPIRED_BELL_LABEL}
      icon={<HourglassBottomIcon />}
      badgeContent={items?.length ?? 0}
      badgeTestId="expired-orders-badge"
      width={popoverWidth}
      onClose={() => void expired.refetch()}
    >
      {({ titleId, close }) => (
        <Box>
          <Typography id={titleId} variant="subtitle1" component="h2" sx={{ px: 2, py: 1.5 }}>
            {EXPIRED_BELL_LABEL}
          </Typography>
          <Divider />
          <Box sx={{ maxHeight: '60vh', overflowY: 'auto', minHeight: 120 }}>
            {items === undefined ? (
              // Offline with nothing cached: "Needs a connection", and no badge on the bell.
              <Box sx={{ py: 4, px: 2, display: 'flex', justifyContent: 'center' }}>
                <CompactQueryState
                  query={expired}
                  loadingLabel="Loading expired orders"
                  errorMessage="The expired orders could not be loaded."
                />
              </Box>
            ) : items.length === 0 ? (
              <Typography color="text.secondary" sx={{ textAlign: 'center', py: 5, px: 2 }}>
                {EMPTY_NOTIFICATIONS}
              </Typography>
            ) : (
              <List dense disablePadding aria-label={EXPIRED_BELL_LABEL}>
                {items.map((item) => (
                  <ListItem key={item.id} divider disablePadding>
                    <ListItemButton
                      alignItems="flex-start"
                      sx={{ gap: 1 }}
                      onClick={() => {
                        close();
                        navigate(paths.orders.detail(item.id));
                      }}
                    >
                      <ListItemText
                        primary={notificationTitle(item)}
                        secondary={[
                          item.territoryName,
                          `Unchanged since ${formatDate(item.updatedAt)}`,
                        ]
                          .filter(Boolean)
                          .join(' · ')}
                        slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
                      />
                      <Chip size="small" label="Expired" color="error" variant="outlined" />
                    </ListItemButton>
                  </ListItem>
                ))}
              </List>
            )}
          </Box>
        </Box>
      )}
    </NotificationPopover>
  );
}
