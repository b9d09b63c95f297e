import { List, ListItem, ListItemText } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { db } from '@/lib/firebase';
import { formatDate } from '@/lib/format';
import { paths } from '@/lib/paths';
import { listLatestAnnouncements } from '../api/home-queries';
import { DashboardCard } from '@/components/DashboardCard';
import { useDashboardScope } from './useDashboardScope';

/** How many announcements the card lists; the bell in the top bar has the rest. */
const ANNOUNCEMENTS_SHOWN = 3;

/** The latest announcements, newest first; the list page only for those who manage them. */
export function AnnouncementsCard() {
  const { can } = useDashboardScope();
  const latest = useQuery({
    queryKey: ['dashboard', 'announcements'],
    queryFn: () => listLatestAnnouncements(db, ANNOUNCEMENTS_SHOWN),
  });
  return (
    <DashboardCard
      title="Announcements"
      query={latest}
      empty={latest.data?.length === 0 && 'No announcements.'}
      link={
        can('announcements.view')
          ? { to: paths.tools.announcements.list, label: 'Open announcements' }
          : undefined
      }
    >
      <List dense disablePadding>
        {(latest.data ?? []).map((a) => (
          <ListItem key={a.id} disableGutters>
            <ListItemText
              primary={a.message}
              secondary={formatDate(a.createdAt)}
              slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
            />
          </ListItem>
        ))}
      </List>
    </DashboardCard>
  );
}
