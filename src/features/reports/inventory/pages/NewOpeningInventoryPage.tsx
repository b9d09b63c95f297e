import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { Alert, Box, Button, Card, CardContent, Link, Stack, TextField } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { format } from 'date-fns';
import { useSnackbar } from 'notistack';
import { PageHeader } from '@/components/PageHeader';
import { CompactQueryState, QueryState, allQueries } from '@/components/QueryState';
import { errorText } from '@/lib/errors';
import { db } from '@/lib/firebase';
import { paths } from '@/lib/paths';
import { useReportScope } from '../../hooks/useReportScope';
import { listDeliveryPoints, listLocationPeriods } from '../api/count-sheet';
import { startInventoryPeriod } from '../api/inventory-steps';

const MAX_NAME = 200;

/**
 * new-opening-inventory: a franchise staff member picks one of their locations and where it
 * receives its orders, and starts a period through the server (startInventoryPeriod), which
 * pre-fills the opening count with the last closing count and refuses a second unfinished period
 * of a location (this page says so beforehand, and shows the server's sentence if it refuses).
 */
export function NewOpeningInventoryPage() {
  const scope = useReportScope();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  const locations = scope.locations.filter((l) => l.enabled);
  const [locationId, setLocationId] = useState('');
  const [deliveryId, setDeliveryId] = useState('');
  const [name, setName] = useState('');
  const location = locations.find((l) => l.id === locationId);

  const periods = useQuery({
    queryKey: ['inventory', 'locationPeriods', locationId],
    queryFn: () => listLocationPeriods(db, location!.territoryId, location!.id),
    enabled: Boolean(location),
  });
  const points = useQuery({
    queryKey: ['inventory', 'deliveryPoints', location?.territoryId],
    queryFn: () => listDeliveryPoints(db, location!.territoryId),
    enabled: Boolean(location),
  });
  const unfinished = periods.data?.find((p) => p.status !== 'closed');
  const previous = periods.data?.find((p) => p.status === 'closed');
  // The delivery point defaults to the one the last period used.
  const chosenDelivery = deliveryId || previous?.deliveryLocationId || '';
  const defaultName = location ? `${location.name} ${format(new Date(), 'd MMM yyyy')}` : '';
  const finalName = (name || defaultName).trim();
  const nameError = finalName.length > MAX_NAME ? `At most ${MAX_NAME} characters` : '';

  const start = useMutation({
    mutationFn: async () => {
      if (!location) throw new Error('No location chosen');
      const { reportId } = await startInventoryPeriod({
        locationId: location.id,
        name: finalName,
        ...(chosenDelivery ? { deliveryLocationId: chosenDelivery } : {}),
      });
      return reportId;
    },
    onSuccess: (id) => navigate(paths.inventory.count(id, 'opening')),
    onError: (error) => {
      console.error('Starting the inventory period failed', error);
      enqueueSnackbar(errorText(error), { variant: 'error' });
      // A period someone else started meanwhile shows as the unfinished one.
      void queryClient.invalidateQueries({
        queryKey: ['inventory', 'locationPeriods', locationId],
      });
    },
  });

  if (scope.isTop) {
    return (
      <Box>
        <PageHeader title="New Opening Inventory" />
        <Alert severity="info">
          Counts are taken by the staff of each franchise location. Corporate roles read them in{' '}
          <Link component={RouterLink} to={paths.inventory.list}>
            Inventory Reports
          </Link>
          .
        </Alert>
      </Box>
    );
  }

  return (
    <Box sx={{ maxWidth: 720 }}>
      <PageHeader
        title="New Opening Inventory"
        subtitle="Start a counting period for one of your locations"
      />
      <QueryState
        query={scope.query}
        loadingLabel="Loading locations"
        errorMessage="The locations could not be loaded. Please try again."
      >
        {locations.length === 0 && (
          <Alert severity="info">
            No franchise location is in your scope. Please contact corporate.
          </Alert>
        )}
        {locations.length > 0 && (
          <Card variant="outlined">
            <CardContent>
              <Stack spacing={2.5}>
                <TextField
                  select
                  label="Location"
                  value={locationId}
                  onChange={(e) => {
                    setLocationId(e.target.value);
                    setDeliveryId('');
                    setName('');
                  }}
                  slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                >
                  <option value="" disabled>
                    Choose a location
                  </option>
                  {locations.map((l) => (
                    <option key={l.id} value={l.id}>
                      {l.name} ({l.type === 'truck' ? 'truck' : 'restaurant'})
                    </option>
                  ))}
                </TextField>
                {location && (
                  // Offline with no periods on this device, never "the first period" (blank lines).
                  <CompactQueryState
                    query={allQueries(periods, points)}
                    loadingLabel="Loading periods"
                    errorMessage="The periods of this location could not be loaded."
                  />
                )}
                {unfinished && (
                  <Alert severity="warning">
                    {location?.name} already has a period that is not closed:{' '}
                    <Link component={RouterLink} to={paths.inventory.report(unfinished.id)}>
                      {unfinished.name}
                    </Link>
                    . Finish it before starting another.
                  </Alert>
                )}
                {location && periods.isSuccess && points.isSuccess && !unfinished && (
                  <>
                    <TextField
                      select
                      label="Orders are delivered to"
                      value={chosenDelivery}
                      onChange={(e) => setDeliveryId(e.target.value)}
                      helperText="The purchases of the period are the orders fulfilled to this place."
                      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                    >
                      <option value="">Not set</option>
                      {(points.data ?? []).map((p) => (
                        <option key={p.id} value={p.id}>
                          {p.name}
                        </option>
                      ))}
                    </TextField>
                    <TextField
                      label="Period name"
                      value={name || defaultName}
                      onChange={(e) => setName(e.target.value)}
                      error={Boolean(nameError)}
                      helperText={nameError || ' '}
                    />
                    <Alert severity="info">
                      {previous
                        ? `The opening count starts from the closing count of ${previous.name}; change any line that differs.`
                        : 'This is the first period of this location: every line starts blank.'}
                    </Alert>
                    <Box>
                      <Button
                        variant="contained"
                        size="large"
                        loading={start.isPending}
                        disabled={!finalName || Boolean(nameError)}
                        onClick={() => start.mutate()}
                      >
                        Start opening count
                      </Button>
                    </Box>
                  </>
                )}
              </Stack>
            </CardContent>
          </Card>
        )}
      </QueryState>
    </Box>
  );
}
