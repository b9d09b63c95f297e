import { useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { QueryState, allQueries } from '@/components/QueryState';
import { useSnackbar } from 'notistack';
import { format, parseISO } from 'date-fns';
import { db } from '@/lib/firebase';
import type { SalesLocation } from '../api/scope';
import {
  answerStatement,
  buildStatement,
  listRoyaltyRates,
  listStatements,
  type StatementStatus,
} from '../api/royalty';
import { monthFigures, statementMonths, type MonthFigures } from '../model/statements';
import { formatBps, formatCents } from '../model/salesMath';
import { useSalesAdjustments, useSalesDays } from '../hooks/useSalesDays';
import { LocationSelect } from './LocationSelect';
import { CsvExportButton } from './CsvExportButton';

const COMMENT_MAX = 1000;

/** "2026-10" as "Oct 2026". */
const monthLabel = (month: string) => format(parseISO(`${month}-01`), 'MMM yyyy');

/**
 * Monthly royalty statements of one location: gross, exclusions, approved refunds (approval
 * requests), net, royalty and ad fund at the
 * rates a top role set; the location's staff confirm or dispute (with a comment); a finished month
 * without reported sales is flagged late. PDF per statement, CSV of the table.
 */
export function StatementsTab({
  locations,
  userId,
  canAnswer,
}: {
  locations: readonly SalesLocation[];
  userId: string;
  canAnswer: boolean;
}) {
  const { enqueueSnackbar } = useSnackbar();
  const queryClient = useQueryClient();
  const [locationId, setLocationId] = useState(locations[0]?.id ?? '');
  const [disputing, setDisputing] = useState<MonthFigures | null>(null);
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState(false);
  const location = locations.find((l) => l.id === locationId);
  const territoryId = location?.territoryId ?? '';
  const now = useMemo(() => new Date(), []);
  const months = useMemo(() => statementMonths(now), [now]);

  const statementTerritories = territoryId ? [territoryId] : [];
  const days = useSalesDays(statementTerritories, `${months[11]}-01`, `${months[0]}-31`);
  const adjustments = useSalesAdjustments(
    statementTerritories,
    `${months[11]}-01`,
    `${months[0]}-31`,
  );
  const rates = useQuery({
    queryKey: ['reports', 'royaltyRates', territoryId],
    queryFn: () => listRoyaltyRates(db, territoryId),
    enabled: territoryId !== '',
  });
  const answered = useQuery({
    queryKey: ['reports', 'statements', territoryId],
    queryFn: () => listStatements(db, territoryId),
    enabled: territoryId !== '',
  });

  if (!location) return <Typography>No franchise location in your scope.</Typography>;
  const loaded = allQueries(days, adjustments, rates, answered);
  if (loaded.status !== 'success') {
    return (
      <QueryState
        query={loaded}
        loadingLabel="Loading statements"
        errorMessage="The statements could not be loaded. Please try again."
      />
    );
  }
  const rate = rates.data?.find((r) => r.locationId === location.id);
  const figures = monthFigures(days.data ?? [], location.id, months, now, adjustments.data ?? []);
  // The column shows when a month has approved refunds (the CSV and PDF always carry the line), so
  // the actions still fit beside the figures on a portrait tablet.
  const showRefunds = figures.some((m) => m.approvedRefundsCents > 0);
  const answerOf = (month: string) =>
    answered.data?.find((s) => s.locationId === location.id && s.month === month);

  const answer = async (month: MonthFigures, status: StatementStatus, text: string) => {
    if (!rate) return;
    setBusy(true);
    try {
      await answerStatement(db, {
        ...buildStatement(rate, month.month, month),
        status,
        comment: text,
        userId,
      });
      await queryClient.invalidateQueries({ queryKey: ['reports', 'statements'] });
      enqueueSnackbar(status === 'confirmed' ? 'Statement confirmed' : 'Statement disputed', {
        variant: 'success',
      });
      setDisputing(null);
      setComment('');
    } catch (error) {
      console.error('Answering the statement failed', error);
      enqueueSnackbar('The statement could not be saved. Please try again.', { variant: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const downloadPdf = async (month: MonthFigures) => {
    if (!rate) return;
    try {
      const { downloadStatementPdf } = await import('../pdf/downloadStatementPdf');
      const stored = answerOf(month.month);
      await downloadStatementPdf({
        ...buildStatement(rate, month.month, month),
        locationName: location.name,
        status: stored ? stored.status : 'Open',
        comment: stored?.comment ?? '',
      });
    } catch (error) {
      console.error('Creating the statement PDF failed', error);
      enqueueSnackbar('The PDF could not be created. Please try again.', { variant: 'error' });
    }
  };

  const csvRows = figures.map((m) => {
    const s = rate ? buildStatement(rate, m.month, m) : null;
    return {
      Month: m.month,
      Gross: (m.grossCents / 100).toFixed(2),
      Exclusions: (m.exclusionsCents / 100).toFixed(2),
      'Approved refunds': (m.approvedRefundsCents / 100).toFixed(2),
      Net: (m.netCents / 100).toFixed(2),
      Royalty: s ? (s.royaltyCents / 100).toFixed(2) : '',
      'Ad fund': s ? (s.adFundCents / 100).toFixed(2) : '',
      Status: answerOf(m.month)?.status ?? (m.late ? 'late' : 'open'),
    };
  });

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <LocationSelect locations={locations} value={locationId} onChange={setLocationId} />
        <Typography sx={{ flexGrow: 1 }}>
          {rate
            ? `Royalty ${formatBps(rate.royaltyBps)} · Ad fund ${formatBps(rate.adFundBps)} of net sales`
            : 'No royalty rate has been set for this location yet.'}
        </Typography>
        <CsvExportButton fileName={`royalty-statements-${location.id}.csv`} rows={csvRows} />
      </Box>
      <TableContainer component={Paper}>
        <Table
          size="small"
          aria-label="Royalty statements"
          sx={{ '& td, & th': { px: 1 }, '& td:first-of-type': { whiteSpace: 'nowrap' } }}
        >
          <TableHead>
            <TableRow>
              <TableCell>Month</TableCell>
              <TableCell align="right">Gross</TableCell>
              <TableCell align="right">Exclusions</TableCell>
              {showRefunds && <TableCell align="right">Approved refunds</TableCell>}
              <TableCell align="right">Net</TableCell>
              <TableCell align="right">Royalty</TableCell>
              <TableCell align="right">Ad fund</TableCell>
              <TableCell>Status</TableCell>
              <TableCell>Actions</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {figures.map((m) => {
              const s = rate ? buildStatement(rate, m.month, m) : null;
              const stored = answerOf(m.month);
              return (
                <TableRow key={m.month} data-month={m.month}>
                  <TableCell>{monthLabel(m.month)}</TableCell>
                  <TableCell align="right">{formatCents(m.grossCents)}</TableCell>
                  <TableCell align="right">{formatCents(m.exclusionsCents)}</TableCell>
                  {showRefunds && (
                    <TableCell align="right">{formatCents(m.approvedRefundsCents)}</TableCell>
                  )}
                  <TableCell align="right">{formatCents(m.netCents)}</TableCell>
                  <TableCell align="right">{s ? formatCents(s.royaltyCents) : '—'}</TableCell>
                  <TableCell align="right">{s ? formatCents(s.adFundCents) : '—'}</TableCell>
                  <TableCell>
                    {stored ? (
                      <Chip
                        size="small"
                        color={stored.status === 'confirmed' ? 'success' : 'warning'}
                        label={stored.status === 'confirmed' ? 'Confirmed' : 'Disputed'}
                        title={stored.comment}
                      />
                    ) : m.late ? (
                      <Chip size="small" color="error" label="Late: no sales reported" />
                    ) : (
                      <Chip size="small" label="Open" />
                    )}
                    {stored?.status === 'disputed' && (
                      <Typography variant="caption" display="block">
                        {stored.comment}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell>
                    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'start' }}>
                      {canAnswer &&
                        rate &&
                        stored?.status !== 'confirmed' &&
                        m.daysReported > 0 && (
                          <>
                            <Button
                              size="small"
                              disabled={busy}
                              onClick={() => void answer(m, 'confirmed', '')}
                            >
                              Confirm
                            </Button>
                            <Button
                              size="small"
                              color="warning"
                              disabled={busy}
                              onClick={() => setDisputing(m)}
                            >
                              Dispute
                            </Button>
                          </>
                        )}
                      {rate && (
                        <Button size="small" onClick={() => void downloadPdf(m)}>
                          PDF
                        </Button>
                      )}
                    </Box>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      <Dialog open={disputing !== null} onClose={() => setDisputing(null)} fullWidth maxWidth="sm">
        <DialogTitle>Dispute the statement of {disputing?.month}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            multiline
            minRows={3}
            label="What is wrong?"
            value={comment}
            onChange={(e) => setComment(e.target.value)}
            error={comment.trim().length > COMMENT_MAX}
            helperText={
              comment.trim().length > COMMENT_MAX
                ? `Must be at most ${COMMENT_MAX} characters`
                : 'Required: tell corporate what to correct'
            }
            sx={{ mt: 1 }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDisputing(null)}>Cancel</Button>
          <Button
            variant="contained"
            color="warning"
            loading={busy}
            disabled={comment.trim() === '' || comment.trim().length > COMMENT_MAX}
            onClick={() => disputing && void answer(disputing, 'disputed', comment.trim())}
          >
            Send dispute
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
