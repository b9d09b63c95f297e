import { useState } from 'react';
import { useQueries, useQueryClient } from '@tanstack/react-query';
import {
  Button,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
} from '@mui/material';
import { QueryState, allQueries } from '@/components/QueryState';
import { useSnackbar } from 'notistack';
import { db } from '@/lib/firebase';
import type { SalesLocation } from '../api/scope';
import { listRoyaltyRates, saveRoyaltyRates, type RoyaltyRates } from '../api/royalty';
import { percentToBps } from '../model/salesMath';

const PERCENT_ERROR = 'Enter a % from 0 to 100 with at most 2 decimals';

/** One location's royalty and ad-fund % with its own Save. */
function RatesRow({
  location,
  current,
  userId,
}: {
  location: SalesLocation;
  current: RoyaltyRates | undefined;
  userId: string;
}) {
  const { enqueueSnackbar } = useSnackbar();
  const queryClient = useQueryClient();
  const [royalty, setRoyalty] = useState(current ? String(current.royaltyBps / 100) : '');
  const [adFund, setAdFund] = useState(current ? String(current.adFundBps / 100) : '');
  const [busy, setBusy] = useState(false);
  const royaltyBps = percentToBps(royalty);
  const adFundBps = percentToBps(adFund);

  const save = async () => {
    if (royaltyBps === null || adFundBps === null) return;
    setBusy(true);
    try {
      await saveRoyaltyRates(
        db,
        { locationId: location.id, territoryId: location.territoryId, royaltyBps, adFundBps },
        userId,
      );
      await queryClient.invalidateQueries({ queryKey: ['reports', 'royaltyRates'] });
      enqueueSnackbar(`Rates saved for ${location.name}`, { variant: 'success' });
    } catch (error) {
      console.error('Saving royalty rates failed', error);
      enqueueSnackbar('The rates could not be saved. Please try again.', { variant: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <TableRow>
      <TableCell>{location.name}</TableCell>
      <TableCell>{location.type === 'truck' ? 'Truck' : 'Restaurant'}</TableCell>
      <TableCell>
        <TextField
          size="small"
          label={`Royalty % for ${location.name}`}
          value={royalty}
          onChange={(e) => setRoyalty(e.target.value)}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          error={royalty !== '' && royaltyBps === null}
          helperText={royalty !== '' && royaltyBps === null ? PERCENT_ERROR : ' '}
        />
      </TableCell>
      <TableCell>
        <TextField
          size="small"
          label={`Ad fund % for ${location.name}`}
          value={adFund}
          onChange={(e) => setAdFund(e.target.value)}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          error={adFund !== '' && adFundBps === null}
          helperText={adFund !== '' && adFundBps === null ? PERCENT_ERROR : ' '}
        />
      </TableCell>
      <TableCell>
        <Button
          variant="contained"
          loading={busy}
          disabled={royaltyBps === null || adFundBps === null}
          onClick={() => void save()}
          aria-label={`Save rates for ${location.name}`}
        >
          Save
        </Button>
      </TableCell>
    </TableRow>
  );
}

/** Royalty and ad-fund % per location (top roles; the rules refuse everyone else). */
export function RoyaltyRatesTab({
  locations,
  territoryIds,
  userId,
}: {
  locations: readonly SalesLocation[];
  territoryIds: readonly string[];
  userId: string;
}) {
  const results = useQueries({
    queries: territoryIds.map((territoryId) => ({
      queryKey: ['reports', 'royaltyRates', territoryId],
      queryFn: () => listRoyaltyRates(db, territoryId),
    })),
  });
  // The rows are forms over the stored rates: offline without them, no (blank) form at all.
  const loaded = allQueries(...results);
  if (loaded.status !== 'success') {
    return (
      <QueryState
        query={loaded}
        loadingLabel="Loading royalty rates"
        errorMessage="The royalty rates could not be loaded. Please try again."
      />
    );
  }
  const rates = results.flatMap((r) => r.data ?? []);
  return (
    <TableContainer component={Paper}>
      <Table size="small" aria-label="Royalty rates">
        <TableHead>
          <TableRow>
            <TableCell>Location</TableCell>
            <TableCell>Type</TableCell>
            <TableCell>Royalty % of net</TableCell>
            <TableCell>Ad fund % of net</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {locations.map((l) => (
            <RatesRow
              key={l.id}
              location={l}
              current={rates.find((r) => r.locationId === l.id)}
              userId={userId}
            />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
