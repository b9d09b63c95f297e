import {
  Alert,
  Box,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { CsvExportButton } from '../../components/CsvExportButton';
import type { CogsRow } from '../model/cogsReport';
import { csvMoney, money, NO_SALES, NOT_CLOSED, share } from '../model/cogsFormat';

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
  const lines = [
    ...Object.entries(row.byCategory).map(([category, c]) => ({ label: category, ...c })),
    {
      label: 'Total',
      openingCents: row.openingCents,
      purchasesCents: row.purchasesCents,
      transfersCents: row.transfersInCents - row.transfersOutCents,
      closingCents: row.closingCents,
      cogsCents: row.cogsCents,
      wasteCents: row.wasteCents,
    },
  ];
  const csv = lines.map((l) => ({
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
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label="COGS by category">
          <TableHead>
            <TableRow>
              <TableCell>Category</TableCell>
              <TableCell align="right">Opening</TableCell>
              <TableCell align="right">Purchases</TableCell>
              <TableCell align="right">Transfers</TableCell>
              <TableCell align="right">Closing</TableCell>
              <TableCell align="right">COGS</TableCell>
              <TableCell align="right">Waste</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {lines.map((l) => (
              <TableRow
                key={l.label}
                sx={l.label === 'Total' ? { '& td': { fontWeight: 600 } } : {}}
              >
                <TableCell>{l.label}</TableCell>
                <TableCell align="right">{money(l.openingCents)}</TableCell>
                <TableCell align="right">{money(l.purchasesCents)}</TableCell>
                <TableCell align="right">{money(l.transfersCents)}</TableCell>
                <TableCell align="right">{money(l.closingCents, NOT_CLOSED)}</TableCell>
                <TableCell align="right">{money(l.cogsCents)}</TableCell>
                <TableCell align="right">{money(l.wasteCents)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
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
