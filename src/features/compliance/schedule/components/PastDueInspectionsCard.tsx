import { useState } from 'react';
import { Button, List, ListItem, ListItemText, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { CountLine, DashboardCard } from '@/components/DashboardCard';
import { useSession } from '@/features/auth';
import { paths } from '@/lib/paths';
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
    <DashboardCard
      title="Inspections past due"
      status={statuses.status}
      empty={pastDue.length === 0 && 'Every location is inspected on schedule.'}
    >
      <CountLine value={pastDue.length} label="past due" testId="past-due-count" />
      <List dense disablePadding>
        {pastDue.slice(0, SHOWN).map((s) => (
          <ListItem
            key={s.locationId}
            disableGutters
            secondaryAction={
              can('complianceReports.create') && (
                <Button
                  component={RouterLink}
                  to={paths.compliance.reports.new(s.locationType, s.locationId)}
                  aria-label={`Start an inspection of ${s.locationName}`}
                  sx={{ minHeight: 44 }}
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
      {pastDue.length > SHOWN && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          And {pastDue.length - SHOWN} more.
        </Typography>
      )}
    </DashboardCard>
  );
}
