import {
  Alert,
  Box,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableRow,
  Typography,
} from '@mui/material';
import { ReadOnlyTable, type ReadOnlyColumn } from '@/components/ReadOnlyTable';
import type { ColumnPriority } from '@/components/ResponsiveTable';
import { CsvExportButton } from '../../components/CsvExportButton';
import type { CogsRow } from '../model/cogsReport';
import { csvMoney, money, NO_SALES, NOT_CLOSED, share } from '../model/cogsFormat';

type Line = CogsRow['byCategory'][string] & { label: string };

/** Category, the movements (hidden first on a tablet), then COGS and waste; the total below. */
function columns(total: Line): ReadOnlyColumn<Line>[] {
  const amount = (
    header: string,
    cents: (line: Line) => string,
    priority: ColumnPriority,
  ): ReadOnlyColumn<Line> => ({
    header,
    cell: cents,
    footer: cents(total),
    align: 'right',
    wrap: 'nowrap',
    priority,
  });
  return [
    { header: 'Category', cell: (line) => line.label, footer: total.label },
    amount('Opening', (l) => money(l.openingCents), 3),
    amount('Purchases', (l) => money(l.purchasesCents), 2),
    amount('Transfers', (l) => money(l.transfersCents), 3),
    amount('Closing', (l) => money(l.closingCents, NOT_CLOSED), 2),
    amount('COGS', (l) => money(l.cogsCents), 1),
    amount('Waste', (l) => money(l.wasteCents), 1),
  ];
}

/**
 * One period of one location: opening, purchases, transfers, closing and COGS by category and in
 * total, then COGS % of net sales, waste and the variance against expected usage.
 */
export function CogsPeriodTable({
  row,
  locationName,
  itemNames,
  systemMedian,
}: {
  row: CogsRow;
  locationName: string;
  itemNames: ReadonlyMap<string, string>;
  /** The cohort's system median COGS % beside the period's own (model/cogsFormat.ts). */
  systemMedian?: { label: string; value: string; note: string };
}) {
  const categories = Object.entries(row.byCategory).map(([category, c]) => ({
    label: category,
    ...c,
  }));
  const total: Line = {
    label: 'Total',
    openingCents: row.openingCents,
    purchasesCents: row.purchasesCents,
    transfersCents: row.transfersInCents - row.transfersOutCents,
    closingCents: row.closingCents,
    cogsCents: row.cogsCents,
    wasteCents: row.wasteCents,
  };
  const csv = [...categories, total].map((l) => ({
    Category: l.label,
    Opening: csvMoney(l.openingCents),
    Purchases: csvMoney(l.purchasesCents),
    'Transfers (in - out)': csvMoney(l.transfersCents),
    Closing: csvMoney(l.closingCents),
    COGS: csvMoney(l.cogsCents),
    Waste: csvMoney(l.wasteCents),
  }));
  const summary: [string, string][] = [
    ['Net sales', money(row.netSalesCents, NO_SALES)],
    ['COGS % of net sales', share(row.cogsPercentBps, row.netSalesCents === null ? NO_SALES : '—')],
    ...(systemMedian ? [[systemMedian.label, systemMedian.value] as [string, string]] : []),
    ['Transfers in', money(row.transfersInCents)],
    ['Transfers out', money(row.transfersOutCents)],
    ['Waste', money(row.wasteCents)],
    [
      'Variance vs expected usage',
      money(row.varianceCents, row.closingCents === null ? NOT_CLOSED : 'No usage rate yet'),
    ],
  ];
  return (
    <Paper sx={{ p: 2 }} data-testid="cogs-period">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1, flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {locationName} · {row.name} ({row.from} to {row.to})
        </Typography>
        <CsvExportButton fileName={`cogs-${row.periodId}.csv`} rows={csv} />
      </Box>
      {row.missing.includes('closingCount') && (
        <Alert severity="info" sx={{ mb: 1 }}>
          The closing count of this period is not complete: COGS is shown once it is.
        </Alert>
      )}
      <ReadOnlyTable
        label="COGS by category"
        columns={columns(total)}
        rows={categories}
        rowKey={(line) => line.label}
      />
      <Table size="small" aria-label="COGS summary" sx={{ mt: 2, maxWidth: 480 }}>
        <TableBody>
          {summary.map(([label, value]) => (
            <TableRow key={label}>
              <TableCell component="th" scope="row">
                {label}
              </TableCell>
              <TableCell align="right">{value}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {systemMedian?.note && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {systemMedian.note}
        </Typography>
      )}
      {row.currentPriceItems.length > 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Valued at current price (no order priced them):{' '}
          {row.currentPriceItems.map((id) => itemNames.get(id) ?? id).join(', ')}.
        </Typography>
      )}
    </Paper>
  );
}
