import {
  Box,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { SalesLocation } from '../../api/scope';
import { CsvExportButton } from '../../components/CsvExportButton';
import { latestRow, medianCogsBps, type CogsRow } from '../model/cogsReport';
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
  /** The last six periods, oldest first. */
  rows: CogsRow[];
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
  const latest = cohort.flatMap(({ location, rows }) => {
    const row = latestRow(rows);
    return row ? [{ location, row }] : [];
  });
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
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={`${title} COGS side by side`}>
          <TableHead>
            <TableRow>
              <TableCell>Location</TableCell>
              <TableCell>Period</TableCell>
              <TableCell align="right">Opening</TableCell>
              <TableCell align="right">Purchases</TableCell>
              <TableCell align="right">Transfers</TableCell>
              <TableCell align="right">Closing</TableCell>
              <TableCell align="right">COGS</TableCell>
              <TableCell align="right">COGS %</TableCell>
              <TableCell align="right">Waste</TableCell>
              <TableCell align="right">Variance</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {latest.map(({ location, row }) => (
              <TableRow key={location.id}>
                <TableCell>{location.name}</TableCell>
                <TableCell>{row.name}</TableCell>
                <TableCell align="right">{money(row.openingCents)}</TableCell>
                <TableCell align="right">{money(row.purchasesCents)}</TableCell>
                <TableCell align="right">
                  {money(row.transfersInCents - row.transfersOutCents)}
                </TableCell>
                <TableCell align="right">{money(row.closingCents)}</TableCell>
                <TableCell align="right">{money(row.cogsCents)}</TableCell>
                <TableCell align="right">
                  {share(row.cogsPercentBps, row.netSalesCents === null ? NO_SALES : '—')}
                </TableCell>
                <TableCell align="right">{money(row.wasteCents)}</TableCell>
                <TableCell align="right">{money(row.varianceCents)}</TableCell>
              </TableRow>
            ))}
            {latest.length === 0 && (
              <TableRow>
                <TableCell colSpan={10}>No inventory period yet.</TableCell>
              </TableRow>
            )}
            {showMedian && latest.length > 1 && (
              <TableRow sx={{ '& td': { fontWeight: 600 } }}>
                <TableCell colSpan={7}>Median COGS %</TableCell>
                <TableCell align="right">{share(medianBps)}</TableCell>
                <TableCell colSpan={2} />
              </TableRow>
            )}
          </TableBody>
        </Table>
      </Box>
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
