import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import {
  Alert,
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  CircularProgress,
  Grid,
  Stack,
  Typography,
} from '@mui/material';
import { useSnackbar } from 'notistack';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { PageHeader } from '@/components/PageHeader';
import { isFranchiseStaff } from '@/domain/permissions';
import { useSession, useSignedInUser } from '@/features/auth';
import { isTopRole } from '@/features/referenceData';
import { errorText } from '@/lib/errors';
import { formatDateTime } from '@/lib/format';
import { paths } from '@/lib/paths';
import { reopenInventoryPeriod } from '../api/inventory-steps';
import { IncomingTransfersPanel } from '../components/IncomingTransfersPanel';
import { InventoryStatusChip } from '../components/InventoryStatusChip';
import { useIncomingTransfers } from '../hooks/useIncomingTransfers';
import { useBeginClosing } from '../hooks/useBeginClosing';
import { useInventoryReport } from '../hooks/useInventoryReport';
import { percentCounted } from '../model/countSheet';
import { blankItems, type CountKind } from '../model/inventoryStatus';

/**
 * inventory/:id: one period, its two counts and the next step (or a top role's reopen). While it
 * is unfinished, the transfers other locations sent here wait for an answer on it too: the staff
 * who count (Employees, without View COGS Reports) receive the stock, and the period cannot close
 * while one dated inside it waits.
 */
export function InventoryReportPage() {
  const { id = '' } = useParams();
  const { can } = useSession();
  const { profile } = useSignedInUser();
  const { enqueueSnackbar } = useSnackbar();
  const data = useInventoryReport(id);
  const beginClosing = useBeginClosing(id);
  const period = data.report;
  // Accepting adds to an unfinished period: a closed one lists no transfers.
  const receiving =
    period && period.status !== 'closed'
      ? { id: period.locationId, name: period.locationName, territoryId: period.territoryId }
      : null;
  const incoming = useIncomingTransfers(receiving);
  const [confirmReopen, setConfirmReopen] = useState(false);
  const [reopening, setReopening] = useState(false);
  const top = isTopRole(profile.role);

  if (data.error) return <Alert severity="error">This period could not be loaded.</Alert>;
  if (data.isLoading) return <CircularProgress aria-label="Loading the period" />;
  const { report, items, lines } = data;
  if (!report || !items || !lines) {
    return <Alert severity="error">This inventory period does not exist.</Alert>;
  }
  const itemIds = items.map((i) => i.id);
  const counts: [CountKind, string, string | undefined][] = [
    [
      'opening',
      'Opening count',
      report.openingCountedAt && formatDateTime(report.openingCountedAt),
    ],
    [
      'closing',
      'Closing count',
      report.closingCountedAt && formatDateTime(report.closingCountedAt),
    ],
  ];
  const reopen = async () => {
    setReopening(true);
    try {
      await reopenInventoryPeriod(report.id);
      await data.refetch();
      enqueueSnackbar('Period reopened: the closing count can be corrected', {
        variant: 'success',
      });
    } catch (error) {
      console.error('Reopening failed', error);
      enqueueSnackbar(errorText(error), { variant: 'error' });
      await data.refetch();
    } finally {
      setReopening(false);
      setConfirmReopen(false);
    }
  };

  return (
    <Box>
      <PageHeader
        title={report.name}
        subtitle={`${report.locationName} · ${report.locationType === 'truck' ? 'Truck' : 'Restaurant'}`}
        actions={
          <Stack direction="row" spacing={1}>
            {report.status === 'open' && can('inventory.create') && !top && (
              <Button
                variant="contained"
                size="large"
                loading={beginClosing.isPending}
                onClick={() => beginClosing.mutate()}
              >
                Start closing count
              </Button>
            )}
            {report.status === 'closed' && can('cogsReports.view') && (
              <Button
                variant="outlined"
                size="large"
                component={RouterLink}
                to={paths.reports.cogsOf(report.locationId, report.id)}
              >
                View COGS
              </Button>
            )}
            {report.status === 'closed' && top && (
              <Button variant="outlined" size="large" onClick={() => setConfirmReopen(true)}>
                Reopen
              </Button>
            )}
          </Stack>
        }
      />
      <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <InventoryStatusChip status={report.status} />
        <Typography color="text.secondary">Started {formatDateTime(report.createdAt)}</Typography>
        {report.reopenCount > 0 && (
          <Typography color="text.secondary">
            Reopened {report.reopenCount} {report.reopenCount === 1 ? 'time' : 'times'}, last by a
            corporate user on {formatDateTime(report.updatedAt)}
          </Typography>
        )}
      </Stack>
      {report.status === 'closed' && (
        <Alert severity="success" sx={{ mb: 2 }}>
          This period is closed and locked. Only corporate can reopen it.
        </Alert>
      )}
      {receiving && (
        <IncomingTransfersPanel
          location={receiving}
          transfers={incoming.data ?? []}
          itemNames={new Map(items.map((i) => [i.id, i.itemDesc]))}
          canAnswer={isFranchiseStaff(profile.role) && can('inventory.edit')}
        />
      )}
      <Grid container spacing={2}>
        {counts.map(([kind, label, countedAt]) => {
          const started =
            kind === 'opening' ||
            report.status === 'closingInProgress' ||
            report.status === 'closed';
          const countLines = lines[kind];
          return (
            <Grid key={kind} size={{ xs: 12, md: 6 }}>
              <Card variant="outlined">
                <CardContent>
                  <Typography variant="h6" component="h2">
                    {label}
                  </Typography>
                  {started ? (
                    <>
                      <Typography>
                        {percentCounted(itemIds, countLines)}% counted ·{' '}
                        {blankItems(itemIds, countLines).length} not counted
                      </Typography>
                      <Typography color="text.secondary">
                        {countedAt ? `Completed ${countedAt}` : 'In progress'}
                      </Typography>
                    </>
                  ) : (
                    <Typography color="text.secondary">Not started</Typography>
                  )}
                </CardContent>
                {started && (
                  <CardActions>
                    <Button component={RouterLink} to={paths.inventory.count(report.id, kind)}>
                      {countedAt ? `View ${kind} count` : `Continue ${kind} count`}
                    </Button>
                  </CardActions>
                )}
              </Card>
            </Grid>
          );
        })}
      </Grid>
      <ConfirmDialog
        open={confirmReopen}
        title="Reopen this period?"
        message="The closing count becomes editable again by the location staff. The reopen is kept in the period's history."
        confirmLabel="Reopen"
        busy={reopening}
        onConfirm={() => void reopen()}
        onCancel={() => setConfirmReopen(false)}
      />
    </Box>
  );
}
