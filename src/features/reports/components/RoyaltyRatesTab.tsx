import { useMemo, useState } from 'react';
import { useQueries, useQueryClient } from '@tanstack/react-query';
import { Button, MenuItem, TextField, Typography } from '@mui/material';
import { addMonths, format, parseISO } from 'date-fns';
import { QueryState, allQueries } from '@/components/QueryState';
import { ReadOnlyTable, type ReadOnlyColumn } from '@/components/ReadOnlyTable';
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

interface Draft {
  royalty: string;
  adFund: string;
  from: string;
}

interface RatesRow {
  location: SalesLocation;
  versions: RoyaltyRates['versions'];
}

/** A location's form before it is touched: its latest rates, from this month. */
function initialDraft(versions: RoyaltyRates['versions'], today: string): Draft {
  const latest = versions.at(-1);
  return {
    royalty: latest ? String(latest.royaltyBps / 100) : '',
    adFund: latest ? String(latest.adFundBps / 100) : '',
    from: today.slice(0, 7),
  };
}

/** "Truck · now 6.00 % / 2.00 % · 7.00 % / 2.00 % from Jan 2027" under the location's name. */
function ratesSummary({ location, versions }: RatesRow, today: string): string {
  const inForce = rateInForce(versions, today.slice(0, 7));
  const latest = versions.at(-1);
  const now = inForce
    ? `now ${formatBps(inForce.royaltyBps)} / ${formatBps(inForce.adFundBps)}`
    : 'no rate in force';
  const next =
    latest && latest !== inForce
      ? ` · ${formatBps(latest.royaltyBps)} / ${formatBps(latest.adFundBps)} from ${monthLabel(latest.from)}`
      : '';
  return `${location.type === 'truck' ? 'Truck' : 'Restaurant'} · ${now}${next}`;
}

/** Royalty and ad-fund % per location from a month on (top roles; the server refuses others). */
export function RoyaltyRatesTab({
  locations,
  territoryIds,
}: {
  locations: readonly SalesLocation[];
  territoryIds: readonly string[];
}) {
  const { enqueueSnackbar } = useSnackbar();
  const queryClient = useQueryClient();
  const today = useMemo(() => franchisorDay(new Date()), []);
  // Each location's form as typed; an untouched one shows its stored rates.
  const [drafts, setDrafts] = useState<Record<string, Draft>>({});
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
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
  const rows: RatesRow[] = locations.map((location) => ({
    location,
    versions: rates.find((r) => r.locationId === location.id)?.versions ?? [],
  }));
  const draftOf = (row: RatesRow) => drafts[row.location.id] ?? initialDraft(row.versions, today);
  const edit = (row: RatesRow, change: Partial<Draft>) =>
    setDrafts((all) => ({
      ...all,
      [row.location.id]: {
        ...(all[row.location.id] ?? initialDraft(row.versions, today)),
        ...change,
      },
    }));

  const save = async ({ location }: RatesRow, draft: Draft) => {
    const royaltyBps = percentToBps(draft.royalty);
    const adFundBps = percentToBps(draft.adFund);
    if (royaltyBps === null || adFundBps === null) return;
    setBusy((ids) => new Set(ids).add(location.id));
    try {
      await saveRoyaltyRates({ locationId: location.id, from: draft.from, royaltyBps, adFundBps });
      await queryClient.invalidateQueries({ queryKey: ['reports', 'royaltyRates'] });
      enqueueSnackbar(`Rates saved for ${location.name} from ${monthLabel(draft.from)}`, {
        variant: 'success',
      });
    } catch (error) {
      console.error('Saving royalty rates failed', error);
      enqueueSnackbar(errorText(error), { variant: 'error' });
    } finally {
      setBusy((ids) => {
        const next = new Set(ids);
        next.delete(location.id);
        return next;
      });
    }
  };

  const percentField = (field: 'royalty' | 'adFund', label: string) => (row: RatesRow) => {
    const value = draftOf(row)[field];
    const invalid = value !== '' && percentToBps(value) === null;
    return (
      <TextField
        size="small"
        label={`${label} % for ${row.location.name}`}
        value={value}
        onChange={(e) => edit(row, { [field]: e.target.value })}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        error={invalid}
        helperText={invalid ? PERCENT_ERROR : ' '}
        sx={{ minWidth: 96 }}
      />
    );
  };

  // Every column is the form's: none is hidden on a tablet (the form fits 768 px); on a
  // narrower screen the table scrolls with the location pinned.
  const columns: ReadOnlyColumn<RatesRow>[] = [
    {
      header: 'Location',
      rowHeader: true,
      cell: (row) => (
        <>
          {row.location.name}
          <Typography variant="caption" display="block" color="text.secondary">
            {ratesSummary(row, today)}
          </Typography>
        </>
      ),
    },
    { header: 'Royalty % of net', cell: percentField('royalty', 'Royalty') },
    { header: 'Ad fund % of net', cell: percentField('adFund', 'Ad fund') },
    {
      header: 'In force from',
      cell: (row) => (
        <TextField
          select
          size="small"
          label={`From month for ${row.location.name}`}
          value={draftOf(row).from}
          onChange={(e) => edit(row, { from: e.target.value })}
          helperText=" "
          sx={{ minWidth: 150 }}
        >
          {startMonths(today).map((m) => (
            <MenuItem key={m} value={m}>
              {monthLabel(m)}
            </MenuItem>
          ))}
        </TextField>
      ),
    },
    {
      header: 'Save',
      cell: (row) => {
        const draft = draftOf(row);
        return (
          <Button
            variant="contained"
            loading={busy.has(row.location.id)}
            disabled={percentToBps(draft.royalty) === null || percentToBps(draft.adFund) === null}
            onClick={() => void save(row, draft)}
            aria-label={`Save rates for ${row.location.name}`}
          >
            Save
          </Button>
        );
      },
    },
  ];

  return (
    <ReadOnlyTable
      label="Royalty rates"
      outlined
      columns={columns}
      rows={rows}
      rowKey={(row) => row.location.id}
    />
  );
}
