import { Navigate, useParams } from 'react-router-dom';
import { Alert, Box, Button, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { PageHeader } from '@/components/PageHeader';
import { QueryState } from '@/components/QueryState';
import { db } from '@/lib/firebase';
import { paths } from '@/lib/paths';
import { getInventoryReport } from '../api/inventory-reports';
import { reportKey } from '../hooks/queryKeys';
import { useBeginClosing } from '../hooks/useBeginClosing';

/** new-closing-inventory/:id: starts the closing count of an open period (beginInventoryClosing). */
export function NewClosingInventoryPage() {
  const { id = '' } = useParams();
  const report = useQuery({ queryKey: reportKey(id), queryFn: () => getInventoryReport(db, id) });
  const start = useBeginClosing(id);

  if (!report.isSuccess) {
    return (
      <QueryState
        query={report}
        loadingLabel="Loading the period"
        errorMessage="This inventory period could not be loaded."
      />
    );
  }
  if (!report.data) {
    return <Alert severity="error">This inventory period could not be loaded.</Alert>;
  }
  const r = report.data;
  if (r.status === 'closingInProgress')
    return <Navigate to={paths.inventory.count(id, 'closing')} replace />;

  return (
    <Box sx={{ maxWidth: 720 }}>
      <PageHeader title="New Closing Inventory" subtitle={`${r.name} · ${r.locationName}`} />
      {r.status === 'open' ? (
        <>
          <Typography sx={{ mb: 2 }}>
            The closing count ends this period; once it is complete the period is closed and its
            closing count opens the next one.
          </Typography>
          <Button
            variant="contained"
            size="large"
            loading={start.isPending}
            onClick={() => start.mutate()}
          >
            Start closing count
          </Button>
        </>
      ) : (
        <Alert severity="info">
          {r.status === 'closed'
            ? 'This period is already closed.'
            : 'Complete the opening count before the closing count.'}
        </Alert>
      )}
    </Box>
  );
}
