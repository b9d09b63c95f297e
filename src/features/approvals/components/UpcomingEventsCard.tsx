import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Link, List, ListItem, ListItemText } from '@mui/material';
import { DashboardCard } from '@/components/DashboardCard';
import { territoryScope, useSignedInUser, type TerritoryScope } from '@/features/auth';
import { db } from '@/lib/firebase';
import { formatDateTime } from '@/lib/format';
import { paths } from '@/lib/paths';
import { listUpcomingEvents } from '../api/upcoming-events';
import { UPCOMING_DAYS } from '../model/upcoming';

/** The viewer's scope, narrowed to one territory when the dashboard has picked one in it. */
function cardScope(scope: TerritoryScope, territoryId: string | undefined): TerritoryScope {
  if (!territoryId) return scope;
  if (
    scope.kind === 'all' ||
    (scope.kind === 'territories' && scope.territoryIds.includes(territoryId))
  ) {
    return { kind: 'territories', territoryIds: [territoryId] };
  }
  return { kind: 'none' };
}

/**
 * "Upcoming events" for the dashboard (issue 12 "Approvals that act"): approved event, catering
 * and truck-stop requests of the viewer's territories in the next 30 days, soonest first, each
 * linking to its request. Place it for holders of View Approval Requests (the rules refuse others).
 */
export function UpcomingEventsCard({ territoryId }: { territoryId?: string }) {
  const { profile } = useSignedInUser();
  const scope = cardScope(territoryScope(profile), territoryId);
  // One "now" per mount: the window does not move (and refetch) on every render.
  const now = useMemo(() => new Date(), []);
  const events = useQuery({
    queryKey: ['approvals', 'upcomingEvents', scope, now.toISOString()],
    queryFn: () => listUpcomingEvents(db, scope, now),
  });
  return (
    <DashboardCard
      title="Upcoming events"
      status={events.status}
      empty={events.data?.length === 0 && `No approved events in the next ${UPCOMING_DAYS} days.`}
    >
      <List dense disablePadding>
        {events.data?.map((event) => (
          <ListItem key={event.id} disableGutters divider>
            <ListItemText
              primary={
                <Link component={RouterLink} to={paths.approvals.detail(event.id)}>
                  {event.name}
                </Link>
              }
              secondary={`${formatDateTime(event.eventAt)} · ${event.locationName} · ${event.venue}`}
            />
          </ListItem>
        ))}
      </List>
    </DashboardCard>
  );
}
