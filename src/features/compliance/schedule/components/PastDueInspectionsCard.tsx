import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CardHeader,
  Chip,
  List,
  ListItem,
  ListItemText,
  Skeleton,
  Typography,
} from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useSession } from '@/features/auth';
import { formPaths } from '../../inspection/model/paths';
import { lastInspectedLabel, pastDueLocations } from '../model/pastDue';
import { useInspectionStatuses } from './useInspectionStatuses';

/** At most this many rows; the count says how many there are in all. */
const SHOWN = 8;

/**
 * Dashboard card (issue 16 scheduling): how many locations of the user's scope are past due for
 * an inspection, and which, longest overdue first, each with a link that starts its inspection
 * (for holders of Create Compliance Reports).
 */
export function PastDueInspectionsCard() {
  const { can } = useSession();
  const [now] = useState(() => Date.now());
  const statuses = useInspectionStatuses('scope');
  const pastDue = statuses.data ? pastDueLocations(statuses.data, now) : [];
  return (
    <Card variant="outlined" component="section" aria-label="Inspections past due">
      <CardHeader
        title="Inspections past due"
        titleTypographyProps={{ variant: 'subtitle1', component: 'h2', fontWeight: 600 }}
        action={
          statuses.data && (
            <Chip
              data-testid="past-due-count"
              label={pastDue.length}
              color={pastDue.length ? 'warning' : 'success'}
            />
          )
        }
      />
      <CardContent sx={{ pt: 0 }}>
        {statuses.isPending && <Skeleton variant="rounded" height={96} />}
        {statuses.isError && (
          <Alert severity="error">The inspection schedule could not be loaded.</Alert>
        )}
        {statuses.data && pastDue.length === 0 && (
          <Typography color="text.secondary">Every location is inspected on schedule.</Typography>
        )}
        {pastDue.length > 0 && (
          <List dense disablePadding>
            {pastDue.slice(0, SHOWN).map((s) => (
              <ListItem
                key={s.locationId}
                disableGutters
                secondaryAction={
                  can('complianceReports.create') && (
                    <Button
                      component={RouterLink}
                      to={formPaths.newReport({ id: s.locationId, type: s.locationType })}
                      aria-label={`Start an inspection of ${s.locationName}`}
                    >
                      Inspect
                    </Button>
                  )
                }
                sx={{ pr: 11 }}
              >
                <ListItemText
                  primary={s.locationName}
                  secondary={`${s.territoryName} · ${lastInspectedLabel(s.lastInspectedAt, now)} · every ${s.frequencyDays} days`}
                />
              </ListItem>
            ))}
          </List>
        )}
        {pastDue.length > SHOWN && (
          <Box sx={{ mt: 1 }}>
            <Typography variant="body2" color="text.secondary">
              And {pastDue.length - SHOWN} more.
            </Typography>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
