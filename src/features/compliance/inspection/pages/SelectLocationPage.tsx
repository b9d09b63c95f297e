import { useState } from 'react';
import {
  Box,
  Button,
  Chip,
  FormControl,
  FormHelperText,
  InputLabel,
  MenuItem,
  Paper,
  Select,
  Stack,
} from '@mui/material';
import { useNavigate } from 'react-router-dom';
import { EmptyState } from '@/components/EmptyState';
import { PageHeader } from '@/components/PageHeader';
import { QueryState } from '@/components/QueryState';
import { TERRITORY_LEVEL_ROLES, useSession, useSignedInUser } from '@/features/auth';
import { paths } from '@/lib/paths';
import { useInspectableLocations } from '../../hooks/useInspectableLocations';
import { inspectionMessages as msg } from '../model/messages';
import type { ReportLocation } from '../../model/location';
import { isPastDue, useInspectionStatuses } from '../../schedule';

/** Spec 02 §2: choose the location to inspect (or whose sample to see). */
export function SelectLocationPage() {
  const { profile } = useSignedInUser();
  const { can } = useSession();
  const navigate = useNavigate();
  const territoryLevel = profile.role !== null && TERRITORY_LEVEL_ROLES.includes(profile.role);
  const canCreate = can('complianceReports.create');
  // Samples: the territory-level role (spec 02 §2) and holders of View Sample Compliance Reports
  // (the Franchisee Owner's "Sample Compliance Reports" menu entry leads here).
  const canSample = territoryLevel || can('complianceReports.viewSample');
  const canCreateLocation = can('franchiseLocations.create');
  const [selected, setSelected] = useState('');
  const [touched, setTouched] = useState(false);
  const loaded = useInspectableLocations();
  const statuses = useInspectionStatuses(loaded.data ?? null);
  const [now] = useState(() => Date.now());
  // Issue 16 scheduling: ids of the locations whose inspection is past due.
  const pastDue = new Set(
    (statuses.data ?? [])
      .filter((s) => isPastDue(s.lastInspectedAt, s.frequencyDays, now))
      .map((s) => s.locationId),
  );

  const header = <PageHeader title="Select Franchisee Location" />;
  if (!loaded.isSuccess) {
    return (
      <>
        {header}
        <QueryState
          query={loaded}
          loadingLabel="Loading franchisee locations"
          errorMessage="The franchisee locations could not be loaded."
        />
      </>
    );
  }
  const locations = loaded.data;
  if (locations.length === 0) {
    return (
      <>
        {header}
        <EmptyState
          title={msg.noLocation}
          description={territoryLevel || !canCreateLocation ? msg.contactCorporate : undefined}
          action={
            territoryLevel || !canCreateLocation ? undefined : (
              <Button
                variant="contained"
                size="large"
                onClick={() => navigate(paths.tools.franchiseLocations.new)}
              >
                Create Franchisee Location
              </Button>
            )
          }
        />
      </>
    );
  }

  const location = locations.find((l) => l.id === selected);
  const error = touched && !location ? msg.selectRequired : '';
  const go = (to: (l: ReportLocation) => string) => {
    setTouched(true);
    if (location) navigate(to(location));
  };

  return (
    <>
      {header}
      <Paper variant="outlined" sx={{ p: 3, maxWidth: 640 }}>
        <Stack spacing={3}>
          <FormControl fullWidth required error={Boolean(error)}>
            <InputLabel id="franchisee-location-label">Franchisee Location</InputLabel>
            <Select
              labelId="franchisee-location-label"
              label="Franchisee Location"
              value={selected}
              onChange={(e) => setSelected(e.target.value)}
              onClose={() => setTouched(true)}
              MenuProps={{ slotProps: { paper: { sx: { maxHeight: 420 } } } }}
            >
              {locations.map((l) => (
                <MenuItem key={l.id} value={l.id} sx={{ minHeight: 48, gap: 1 }}>
                  {l.name} · {l.territoryName} · {l.type === 'restaurant' ? 'Restaurant' : 'Truck'}
                  {pastDue.has(l.id) && (
                    <Chip size="small" color="warning" label="Past due" sx={{ ml: 'auto' }} />
                  )}
                </MenuItem>
              ))}
            </Select>
            {error && <FormHelperText>{error}</FormHelperText>}
            {location && pastDue.has(location.id) && (
              <FormHelperText sx={{ color: 'warning.dark' }} data-testid="past-due-note">
                Past due: this location&apos;s inspection is overdue.
              </FormHelperText>
            )}
          </FormControl>
          <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
            {canCreate ? (
              <Button
                variant="contained"
                size="large"
                onClick={() => go((l) => paths.compliance.reports.new(l.type, l.id))}
              >
                Next
              </Button>
            ) : (
              <Button
                variant="contained"
                size="large"
                onClick={() => go((l) => paths.compliance.reports.sample(l.id))}
              >
                View Sample Report
              </Button>
            )}
            {canSample && canCreate && (
              <Button
                variant="outlined"
                size="large"
                onClick={() => go((l) => paths.compliance.reports.sample(l.id))}
              >
                View Sample Compliance Report
              </Button>
            )}
          </Box>
        </Stack>
      </Paper>
    </>
  );
}
