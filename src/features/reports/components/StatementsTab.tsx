import { useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Box, Button, Chip, Typography, type ChipProps } from '@mui/material';
import { useSnackbar } from 'notistack';
import { addMonths, format, parseISO } from 'date-fns';
import { QueryState, allQueries } from '@/components/QueryState';
import { ReadOnlyTable, type ReadOnlyColumn } from '@/components/ReadOnlyTable';
import type { RoyaltyStatement } from '@/data/royalty';
import { db } from '@/lib/firebase';
import type { SalesLocation } from '../api/scope';
import { listRoyaltyRates, listStatements } from '../api/royalty';
import { franchisorDay } from '../model/benchmarks';
import { formatBps, formatCents } from '../model/salesMath';
import {
  balanceCents,
  isLate,
  monthLabel,
  rateInForce,
  STANDING_LABELS,
  statementStanding,
  type StatementStanding,
} from '../model/statements';
import { LocationSelect } from './LocationSelect';
import { CsvExportButton } from './CsvExportButton';
import { StatementActions, type StatementStep } from './StatementActions';

/** "2026-12-14" as "14 Dec 2026". */
const dayLabel = (day: string) => format(parseISO(day), 'd MMM yyyy');

const STANDING_COLORS: Record<StatementStanding, ChipProps['color']> = {
  issued: 'info',
  disputed: 'warning',
  confirmed: 'default',
  paid: 'success',
  overdue: 'error',
};

/**
 * The royalty statements of one location, as the server issued them for each ended month (net
 * sales, royalty and ad fund at the rates in force, what is due) and where each stands: awaiting
 * the franchisee's answer, disputed, confirmed with its invoice, paid or unpaid past due. The
 * location's Franchisee Owner or Manager confirms or disputes; a top role answers disputes and
 * records payments. Details (every line and the history), PDF per statement, CSV of the table.
 */
export function StatementsTab({
  locations,
  canAnswer,
  isTop,
}: {
  locations: readonly SalesLocation[];
  canAnswer: boolean;
  isTop: boolean;
}) {
  const { enqueueSnackbar } = useSnackbar();
  const queryClient = useQueryClient();
  const [locationId, setLocationId] = useState(locations[0]?.id ?? '');
  const [step, setStep] = useState<StatementStep | null>(null);
  const location = locations.find((l) => l.id === locationId);
  const territoryId = location?.territoryId ?? '';
  const today = useMemo(() => franchisorDay(new Date()), []);

  const rates = useQuery({
    queryKey: ['reports', 'royaltyRates', territoryId],
    queryFn: () => listRoyaltyRates(db, territoryId),
    enabled: territoryId !== '',
  });
  const statements = useQuery({
    queryKey: ['reports', 'statements', territoryId, locationId],
    queryFn: () => listStatements(db, territoryId, locationId),
    enabled: territoryId !== '',
  });

  if (!location) return <Typography>No franchise location in your scope.</Typography>;
  const loaded = allQueries(rates, statements);
  if (loaded.status !== 'success') {
    return (
      <QueryState
        query={loaded}
        loadingLabel="Loading statements"
        errorMessage="The statements could not be loaded. Please try again."
      />
    );
  }
  const month = today.slice(0, 7);
  const versions = rates.data?.find((r) => r.locationId === location.id)?.versions ?? [];
  const rate = rateInForce(versions, month);
  const next = versions.find((v) => v.from > month);
  const list = statements.data ?? [];

  const downloadPdf = async (s: RoyaltyStatement) => {
    try {
      const { downloadStatementPdf } = await import('../pdf/downloadStatementPdf');
      await downloadStatementPdf({ ...s, standing: STANDING_LABELS[statementStanding(s, today)] });
    } catch (error) {
      console.error('Creating the statement PDF failed', error);
      enqueueSnackbar('The PDF could not be created. Please try again.', { variant: 'error' });
    }
  };

  const refresh = () => queryClient.invalidateQueries({ queryKey: ['reports', 'statements'] });

  const csvRows = list.map((s) => ({
    Month: s.month,
    Gross: (s.grossCents / 100).toFixed(2),
    Exclusions: (s.exclusionsCents / 100).toFixed(2),
    'Approved refunds': (s.approvedRefundsCents / 100).toFixed(2),
    Adjustment: (s.adjustmentCents / 100).toFixed(2),
    Net: (s.netCents / 100).toFixed(2),
    Royalty: (s.royaltyCents / 100).toFixed(2),
    'Ad fund': (s.adFundCents / 100).toFixed(2),
    Due: (s.dueCents / 100).toFixed(2),
    Paid: (s.paidCents / 100).toFixed(2),
    'Days reported': `${s.daysReported}/${s.daysInMonth}`,
    Invoice: s.invoiceNumber,
    'Due date': s.dueDate,
    Status: STANDING_LABELS[statementStanding(s, today)],
  }));

  const actions = (s: RoyaltyStatement) => (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
      <Button size="small" onClick={() => setStep({ kind: 'details', statement: s })}>
        Details
      </Button>
      {canAnswer && s.status === 'issued' && (
        <>
          <Button
            size="small"
            variant="outlined"
            onClick={() => setStep({ kind: 'confirm', statement: s })}
          >
            Confirm
          </Button>
          <Button
            size="small"
            color="warning"
            onClick={() => setStep({ kind: 'dispute', statement: s })}
          >
            Dispute
          </Button>
        </>
      )}
      {isTop && s.status === 'disputed' && (
        <Button
          size="small"
          variant="outlined"
          onClick={() => setStep({ kind: 'resolve', statement: s })}
        >
          Answer dispute
        </Button>
      )}
      {isTop && s.status === 'confirmed' && balanceCents(s) > 0 && (
        <Button
          size="small"
          variant="outlined"
          onClick={() => setStep({ kind: 'payment', statement: s })}
        >
          Record payment
        </Button>
      )}
      <Button size="small" onClick={() => void downloadPdf(s)}>
        PDF
      </Button>
    </Box>
  );

  // Month, what is due and where it stands, and the actions stay on a tablet; net sales (in the
  // details and the CSV) goes first.
  const columns: ReadOnlyColumn<RoyaltyStatement>[] = [
    {
      header: 'Month',
      wrap: 'nowrap',
      cell: (s) => {
        const missing = s.daysInMonth - s.daysReported;
        return (
          <>
            {monthLabel(s.month)}
            {isLate(s) && (
              <Typography variant="caption" color="error" display="block">
                Late: {missing} day{missing === 1 ? '' : 's'} not reported
              </Typography>
            )}
          </>
        );
      },
    },
    {
      header: 'Net sales',
      align: 'right',
      wrap: 'nowrap',
      priority: 2,
      cell: (s) => formatCents(s.netCents),
    },
    {
      header: 'Due',
      align: 'right',
      cell: (s) => (
        <>
          <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
            {formatCents(s.dueCents)}
          </Box>
          {s.invoiceNumber !== '' && (
            <Typography variant="caption" display="block" color="text.secondary">
              {s.invoiceNumber}
              <br />
              due {dayLabel(s.dueDate)}
              {s.paidCents > 0 && ` · paid ${formatCents(s.paidCents)}`}
            </Typography>
          )}
        </>
      ),
    },
    {
      header: 'Status',
      cell: (s) => {
        const standing = statementStanding(s, today);
        return (
          <>
            <Chip
              size="small"
              color={STANDING_COLORS[standing]}
              label={STANDING_LABELS[standing]}
            />
            {s.status === 'disputed' && (
              <Typography variant="caption" display="block">
                {s.disputeComment}
              </Typography>
            )}
            {s.status !== 'disputed' && s.adjustmentReason !== '' && (
              <Typography variant="caption" display="block">
                Adjusted: {s.adjustmentReason}
              </Typography>
            )}
          </>
        );
      },
    },
    { header: 'Actions', cell: actions },
  ];

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <LocationSelect locations={locations} value={locationId} onChange={setLocationId} />
        <Box sx={{ flexGrow: 1 }}>
          <Typography>
            {rate
              ? `Royalty ${formatBps(rate.royaltyBps)} · Ad fund ${formatBps(rate.adFundBps)} of net sales`
              : 'No royalty rate is in force for this location: its statements wait for one.'}
          </Typography>
          {next && (
            <Typography variant="body2" color="text.secondary">
              From {monthLabel(next.from)}: royalty {formatBps(next.royaltyBps)} · ad fund{' '}
              {formatBps(next.adFundBps)}
            </Typography>
          )}
        </Box>
        <CsvExportButton fileName={`royalty-statements-${location.id}.csv`} rows={csvRows} />
      </Box>
      <Typography variant="body2" color="text.secondary">
        The statement of {monthLabel(month)} is issued on{' '}
        {format(addMonths(parseISO(`${month}-01`), 1), 'd MMM yyyy')}, after the month ends. A day
        reported late re-issues its month&apos;s statement until it is confirmed.
      </Typography>
      {list.length === 0 ? (
        <Typography>No statement has been issued for this location yet.</Typography>
      ) : (
        <ReadOnlyTable
          label="Royalty statements"
          outlined
          columns={columns}
          rows={list}
          rowKey={(s) => s.month}
          rowProps={(s) => ({ 'data-month': s.month })}
        />
      )}
      {step && (
        <StatementActions
          step={step}
          today={today}
          onClose={() => setStep(null)}
          onDone={async (message) => {
            setStep(null);
            await refresh();
            enqueueSnackbar(message, { variant: 'success' });
          }}
          onFailed={refresh}
        />
      )}
    </Box>
  );
}
