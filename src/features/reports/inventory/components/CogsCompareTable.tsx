import { Box, Paper, Typography } from '@mui/material';
import type { SalesLocation } from '../../api/scope';
import { ReadOnlyTable, type ReadOnlyColumn } from '@/components/ReadOnlyTable';
import type { ColumnPriority } from '@/components/ResponsiveTable';
import { CsvExportButton } from '../../components/CsvExportButton';
import { medianCogsBps } from '../model/cogsReport';
import type { CompareRow, TrendPoint } from '../model/cogsRollups';
import {
  csvMoney,
  csvShare,
  money,
  NO_SALES,
  share,
  zeroPurchasesReason,
} from '../model/cogsFormat';
import { CogsTrendChart } from './CogsTrendChart';

export interface LocationRows {
  location: SalesLocation;
  /** Of its last six periods, the latest with a closing count (else the last); null: none. */
  latest: CompareRow | null;
  /** The COGS % of its last six periods, oldest first (those without one left out). */
  rows: TrendPoint[];
}

interface LatestPeriod {
  location: SalesLocation;
  row: CompareRow;
}

/**
 * Location, COGS, COGS %, waste and variance stay on a tablet; the period and the movements that
 * make up COGS go first. The median (top roles, two locations or more) is the last row.
 */
function compareColumns(median: string | undefined): ReadOnlyColumn<LatestPeriod>[] {
  const amount = (
    header: string,
    cell: (row: CompareRow) => string,
    priority: ColumnPriority,
  ): ReadOnlyColumn<LatestPeriod> => ({
    header,
    cell: ({ row }) => cell(row),
    align: 'right',
    wrap: 'nowrap',
    priority,
  });
  return [
    {
      header: 'Location',
      cell: ({ location }) => location.name,
      ...(median !== undefined && { footer: 'Median COGS %' }),
    },
    { header: 'Period', cell: ({ row }) => row.name, priority: 2 },
    amount('Opening', (row) => money(row.openingCents), 3),
    amount('Purchases', (row) => money(row.purchasesCents), 3),
    amount('Transfers', (row) => money(row.transfersInCents - row.transfersOutCents), 3),
    amount('Closing', (row) => money(row.closingCents), 3),
    amount('COGS', (row) => money(row.cogsCents), 1),
    {
      ...amount(
        'COGS %',
        (row) => share(row.cogsPercentBps, row.netSalesCents === null ? NO_SALES : '—'),
        1,
      ),
      ...(median !== undefined && { footer: median }),
    },
    amount('Waste', (row) => money(row.wasteCents), 1),
    amount('Variance', (row) => money(row.varianceCents), 1),
  ];
}

/**
 * One cohort (restaurants or trucks) side by side: each location's latest closed period, the
 * cohort median of COGS % (top roles only: a franchisee never sees others' figures), why a
 * location's purchases are zero where they are, and the COGS % of the last six periods as a chart.
 */
export function CogsCompareTable({
  title,
  cohort,
  showMedian,
}: {
  title: string;
  cohort: readonly LocationRows[];
  showMedian: boolean;
}) {
  const latest = cohort.flatMap(({ location, latest: row }) => (row ? [{ location, row }] : []));
  const medianBps = medianCogsBps(latest.map((l) => l.row));
  const csv = latest.map(({ location, row }) => ({
    Location: location.name,
    Period: row.name,
    From: row.from,
    To: row.to,
    Opening: csvMoney(row.openingCents),
    Purchases: csvMoney(row.purchasesCents),
    'Transfers in': csvMoney(row.transfersInCents),
    'Transfers out': csvMoney(row.transfersOutCents),
    Closing: csvMoney(row.closingCents),
    COGS: csvMoney(row.cogsCents),
    'Net sales': csvMoney(row.netSalesCents),
    'COGS %': csvShare(row.cogsPercentBps),
    Waste: csvMoney(row.wasteCents),
    'Variance vs expected usage': csvMoney(row.varianceCents),
  }));
  const slug = title.toLowerCase();

  return (
    <Paper sx={{ p: 2 }} data-testid={`cogs-cohort-${slug}`}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1, flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {title}
        </Typography>
        <CsvExportButton fileName={`cogs-${slug}-side-by-side.csv`} rows={csv} />
      </Box>
      <ReadOnlyTable
        label={`${title} COGS side by side`}
        columns={compareColumns(showMedian && latest.length > 1 ? share(medianBps) : undefined)}
        rows={latest}
        rowKey={(latestOf) => latestOf.location.id}
        emptyMessage="No inventory period yet."
      />
      {latest.map(({ location, row }) => {
        const reason = zeroPurchasesReason(row, location);
        return reason ? (
          <Typography key={location.id} variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {reason}
          </Typography>
        ) : null;
      })}
      <CogsTrendChart cohort={cohort} />
    </Paper>
  );
}
