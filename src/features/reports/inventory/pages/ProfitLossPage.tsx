import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Alert, Box, Button, Paper, Typography } from '@mui/material';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { useQuery } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { PageHeader } from '@/components/PageHeader';
import { isFranchiseStaff } from '@/domain/permissions';
import { QueryState, allQueries } from '@/components/QueryState';
import { ReadOnlyTable, type ReadOnlyColumn } from '@/components/ReadOnlyTable';
import type { ColumnPriority } from '@/components/ResponsiveTable';
import { useSession } from '@/features/auth';
import { db } from '@/lib/firebase';
import { paths } from '@/lib/paths';
import { useReportScope } from '../../hooks/useReportScope';
import { LocationSelect } from '../../components/LocationSelect';
import { CsvExportButton } from '../../components/CsvExportButton';
import { listOtherExpenses } from '../api/other-expenses';
import { OtherExpensesForm } from '../components/OtherExpensesForm';
import { PeriodPicker } from '../components/PeriodPicker';
import { useLocationFees } from '../hooks/useCogsData';
import { useSelectedPeriod } from '../hooks/useSelectedPeriod';
import { pnlColumn, previousPeriodOf, samePeriodLastYear, type CogsRow } from '../model/cogsReport';
import { csvMoney, csvShare, money, share } from '../model/cogsFormat';
import { expenseCategoriesFor, type ExpenseCategory } from '../model/expenses';
import { feesNote, periodFees } from '../model/periodFees';
import { pnlLines, type PnlLine } from '../model/pnlTable';
import { rollupSalesDays } from '../model/cogsRollups';

const HEADINGS = ['This period', 'Previous period', 'Same period last year'];
/** On a tablet the period itself stays; last year goes first, then the previous period. */
const PRIORITIES: ColumnPriority[] = [1, 2, 3];

/** The statement's lines down, one column per compared period (`headings`). */
function statementColumns(headings: readonly string[]): ReadOnlyColumn<PnlLine>[] {
  return [
    { header: 'Line', cell: (l) => l.label, rowHeader: true },
    ...headings.map((header, i): ReadOnlyColumn<PnlLine> => ({
      header,
      cell: (l) => (l.kind === 'money' ? money(l.values[i]) : share(l.values[i])),
      align: 'right',
      wrap: 'nowrap',
      priority: PRIORITIES[i],
    })),
  ];
}

/**
 * Profit and loss of one location's period (issue 14): net sales, COGS, gross profit, royalty and
 * ad fund (from the months' royalty statements where issued, else the rates in force: issue 26),
 * the franchisee's other expenses and the net, against the
 * previous period and the same period last year; CSV and PDF of the statement. It reads the
 * shown location's COGS rollups only (issue 29), whatever the number of locations in scope.
 */
export function ProfitLossPage() {
  const scope = useReportScope();
  const { can } = useSession();
  const { enqueueSnackbar } = useSnackbar();
  const locations = useMemo(() => scope.locations.filter((l) => l.enabled), [scope.locations]);
  const selected = useSelectedPeriod(locations);
  const location = selected.location;
  const feeSources = useLocationFees(location);
  const expensesKey = ['cogs', 'expenses', location?.id ?? ''];
  const expenses = useQuery({
    queryKey: expensesKey,
    queryFn: () => listOtherExpenses(db, location!),
    enabled: location !== null,
  });
  const expensesOf = (periodId: string) => {
    const out: Partial<Record<ExpenseCategory, number>> = {};
    for (const e of expenses.data ?? [])
      if (e.reportId === periodId) out[e.category] = e.amountCents;
    return out;
  };
  const categories = location ? expenseCategoriesFor(location.type) : [];
  const compared: (CogsRow | null)[] = selected.row
    ? [
        selected.row,
        previousPeriodOf(selected.rows, selected.row.from),
        samePeriodLastYear(selected.rows, selected.row.from),
      ]
    : [];
  // Each period's royalty and ad fund: its months' statements, else the rates in force.
  const fees = compared.map((r) => {
    const rollup = selected.rollups.find((p) => p.reportId === r?.periodId);
    return rollup && feeSources.data
      ? periodFees(
          { from: rollup.row.from, to: rollup.row.to, closed: rollup.closed },
          rollupSalesDays(rollup),
          feeSources.data.statements,
          feeSources.data.rates?.versions ?? [],
        )
      : null;
  });
  const columns = compared.map((r, i) =>
    r ? pnlColumn(r, fees[i], expensesOf(r.periodId) as Record<string, number>) : null,
  );
  const lines = pnlLines(columns, categories);
  const headings = compared.map((r, i) =>
    r ? `${HEADINGS[i]}: ${r.name} (${r.from} to ${r.to})` : `${HEADINGS[i]}: none`,
  );
  const notes = compared.flatMap((r, i) => {
    if (!r) return [];
    const periodFeesOf = fees[i];
    if (!columns[i] || !periodFeesOf) {
      return [
        `${HEADINGS[i]}: ${r.cogsCents === null ? 'no complete closing count yet' : 'no sales reported'}, so no P&L.`,
      ];
    }
    return [`${HEADINGS[i]}: ${feesNote(periodFeesOf)}`];
  });
  const canEnter = isFranchiseStaff(scope.viewer.role) && can('cogsReports.edit');
  const csv = lines.map((l) =>
    Object.fromEntries([
      ['Line', l.label],
      ...l.values.map((v, i) => [headings[i], l.kind === 'money' ? csvMoney(v) : csvShare(v)]),
    ]),
  );

  const downloadPdf = async () => {
    if (!location || !selected.row) return;
    try {
      const { downloadProfitLossPdf } = await import('../pdf/downloadProfitLossPdf');
      await downloadProfitLossPdf(
        { locationName: location.name, columns: headings, lines, notes },
        `profit-loss-${selected.row.periodId}.pdf`,
      );
    } catch (error) {
      console.error('Creating the P&L PDF failed', error);
      enqueueSnackbar('The PDF could not be created. Please try again.', { variant: 'error' });
    }
  };

  return (
    <Box>
      <PageHeader
        title="Profit and Loss"
        subtitle={
          canEnter
            ? 'Net sales less cost of goods, royalty, ad fund and your other expenses, per inventory period'
            : 'Net sales less cost of goods, royalty, ad fund and the other expenses the franchisee owner enters, per inventory period'
        }
        actions={
          <Button
            component={RouterLink}
            to={
              location
                ? paths.reports.cogsOf(location.id, selected.row?.periodId)
                : paths.reports.cogs
            }
            variant="outlined"
          >
            COGS Reports
          </Button>
        }
      />
      <QueryState
        query={allQueries(scope.query, selected.query, feeSources, expenses)}
        loadingLabel="Loading profit and loss"
        errorMessage="The figures could not be loaded. Please try again."
      >
        {locations.length === 0 && (
          <Alert severity="info">
            No franchise location is in your scope. Please contact corporate.
          </Alert>
        )}
        {location && (
          <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
            <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
              <LocationSelect
                locations={locations}
                value={location.id}
                onChange={selected.selectLocation}
              />
              {selected.rows.length > 0 && (
                <PeriodPicker
                  rows={selected.rows}
                  value={selected.row?.periodId ?? ''}
                  onChange={selected.selectPeriod}
                />
              )}
            </Box>
            {!selected.row ? (
              <Alert severity="info">{location.name} has no inventory period yet.</Alert>
            ) : (
              <>
                <Paper sx={{ p: 2 }} data-testid="profit-loss">
                  <Box
                    sx={{ display: 'flex', gap: 2, mb: 1, flexWrap: 'wrap', alignItems: 'center' }}
                  >
                    <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
                      {location.name} · {selected.row.name}
                    </Typography>
                    <CsvExportButton
                      fileName={`profit-loss-${selected.row.periodId}.csv`}
                      rows={csv}
                    />
                    <Button
                      variant="outlined"
                      startIcon={<PictureAsPdfIcon />}
                      onClick={downloadPdf}
                    >
                      Download PDF
                    </Button>
                  </Box>
                  <ReadOnlyTable
                    label="Profit and loss"
                    columns={statementColumns(headings)}
                    rows={lines}
                    rowKey={(l) => l.label}
                    bold={(l) => l.total === true}
                  />
                  {notes.map((n) => (
                    <Typography key={n} variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                      {n}
                    </Typography>
                  ))}
                </Paper>
                {canEnter && (
                  <OtherExpensesForm
                    key={`${selected.row.periodId}-${expenses.dataUpdatedAt}`}
                    report={{
                      id: selected.row.periodId,
                      name: selected.row.name,
                      locationId: location.id,
                      territoryId: location.territoryId,
                    }}
                    categories={categories}
                    saved={expensesOf(selected.row.periodId)}
                    uid={scope.viewer.uid}
                    queryKey={expensesKey}
                  />
                )}
              </>
            )}
          </Box>
        )}
      </QueryState>
    </Box>
  );
}
