import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Card,
  CardContent,
  CircularProgress,
  Link,
  List,
  ListItem,
  ListItemText,
  Typography,
} from '@mui/material';
import { territoryScope, useSignedInUser, type TerritoryScope } from '@/features/auth';
import { db } from '@/lib/firebase';
import { formatDateTime } from '@/lib/format';
import { listUpcomingEvents } from '../api/upcoming-events';
import { UPCOMING_DAYS } from '../model/upcoming';
import { approvalPaths } from '../paths';

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
  const titleId = 'upcoming-events-title';

  return (
    <Card component="section" aria-labelledby={titleId} variant="outlined">
      <CardContent>
        <Typography id={titleId} variant="h6" component="h2" gutterBottom>
          Upcoming events
        </Typography>
        {events.isPending && <CircularProgress size={24} aria-label="Loading upcoming events" />}
        {events.isError && (
          <Alert severity="error">The upcoming events could not be loaded. Please try again.</Alert>
        )}
        {events.isSuccess && events.data.length === 0 && (
          <Typography color="text.secondary">
            No approved events in the next {UPCOMING_DAYS} days.
          </Typography>
        )}
        {events.isSuccess && events.data.length > 0 && (
          <List dense disablePadding>
            {events.data.map((event) => (
              <ListItem key={event.id} disableGutters divider>
                <ListItemText
                  primary={
                    <Link component={RouterLink} to={approvalPaths.detail(event.id)}>
                      {event.name}
                    </Link>
                  }
                  secondary={`${formatDateTime(event.eventAt)} · ${event.locationName} · ${event.venue}`}
                />
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}
