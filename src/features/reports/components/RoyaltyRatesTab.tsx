import { useMemo, useState } from 'react';
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
  Typography,
  MenuItem,
} from '@mui/material';
import { addMonths, format, parseISO } from 'date-fns';
import { QueryState, allQueries } from '@/components/QueryState';
import { useSnackbar } from 'notistack';
import { db } from '@/lib/firebase';
import type { SalesLocation } from '../api/scope';
import type { RoyaltyRates } from '@/data/royalty';
import { errorText } from '@/lib/errors';
import { listRoyaltyRates, saveRoyaltyRates } from '../api/royalty';
import { franchisorDay } from '../model/benchmarks';
import { formatBps, percentToBps } from '../model/salesMath';
import { monthLabel, rateInForce } from '../model/statements';

const PERCENT_ERROR = 'Enter a % from 0 to 100 with at most 2 decimals';

/** The months a new rate may start from: this month and the next 12 (yyyy-MM). */
function startMonths(today: string): string[] {
  const first = parseISO(`${today.slice(0, 7)}-01`);
  return Array.from({ length: 13 }, (_, i) => format(addMonths(first, i), 'yyyy-MM'));
}

/**
 * One location's royalty and ad-fund %, from a month on, with its own Save: the versions before
 * stay as they were, so a statement keeps the rates of its month.
 */
function RatesRow({
  location,
  current,
  today,
}: {
  location: SalesLocation;
  current: RoyaltyRates | undefined;
  today: string;
}) {
  const { enqueueSnackbar } = useSnackbar();
  const queryClient = useQueryClient();
  const versions = current?.versions ?? [];
  const inForce = rateInForce(versions, today.slice(0, 7));
  const latest = versions.at(-1);
  const [royalty, setRoyalty] = useState(latest ? String(latest.royaltyBps / 100) : '');
  const [adFund, setAdFund] = useState(latest ? String(latest.adFundBps / 100) : '');
  const [from, setFrom] = useState(today.slice(0, 7));
  const [busy, setBusy] = useState(false);
  const royaltyBps = percentToBps(royalty);
  const adFundBps = percentToBps(adFund);

  const save = async () => {
    if (royaltyBps === null || adFundBps === null) return;
    setBusy(true);
    try {
      await saveRoyaltyRates({ locationId: location.id, from, royaltyBps, adFundBps });
      await queryClient.invalidateQueries({ queryKey: ['reports', 'royaltyRates'] });
      enqueueSnackbar(`Rates saved for ${location.name} from ${monthLabel(from)}`, {
        variant: 'success',
      });
    } catch (error) {
      console.error('Saving royalty rates failed', error);
      enqueueSnackbar(errorText(error), { variant: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <TableRow>
      <TableCell>
        {location.name}
        <Typography variant="caption" display="block" color="text.secondary">
          {location.type === 'truck' ? 'Truck' : 'Restaurant'} ·{' '}
          {inForce
            ? `now ${formatBps(inForce.royaltyBps)} / ${formatBps(inForce.adFundBps)}`
            : 'no rate in force'}
          {latest && latest !== inForce
            ? ` · ${formatBps(latest.royaltyBps)} / ${formatBps(latest.adFundBps)} from ${monthLabel(latest.from)}`
            : ''}
        </Typography>
      </TableCell>
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
        <TextField
          select
          size="small"
          label={`From month for ${location.name}`}
          value={from}
          onChange={(e) => setFrom(e.target.value)}
          helperText=" "
          sx={{ minWidth: 170 }}
        >
          {startMonths(today).map((m) => (
            <MenuItem key={m} value={m}>
              {monthLabel(m)}
            </MenuItem>
          ))}
        </TextField>
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

/** Royalty and ad-fund % per location from a month on (top roles; the server refuses others). */
export function RoyaltyRatesTab({
  locations,
  territoryIds,
}: {
  locations: readonly SalesLocation[];
  territoryIds: readonly string[];
}) {
  const today = useMemo(() => franchisorDay(new Date()), []);
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
            <TableCell>Royalty % of net</TableCell>
            <TableCell>Ad fund % of net</TableCell>
            <TableCell>In force from</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {locations.map((l) => (
            <RatesRow
              key={l.id}
              location={l}
              current={rates.find((r) => r.locationId === l.id)}
              today={today}
            />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
