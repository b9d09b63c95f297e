import { useQuery } from '@tanstack/react-query';
import { Alert, Stack, Typography } from '@mui/material';
import { PageHeader } from '@/components/PageHeader';
import { QueryState } from '@/components/QueryState';
import { ReadOnlyTable, type ReadOnlyColumn } from '@/components/ReadOnlyTable';
import { TopRoleOnly } from '@/features/auth';
import { db } from '@/lib/firebase';
import { formatDateTime } from '@/lib/format';
import { ERROR_REPORTS_PAGE, listRecentErrorReports, type ErrorReport } from '../api/error-reports';
import { countByScreen, type ScreenCount } from '../model/errorReport';

const SCREEN_COLUMNS: readonly ReadOnlyColumn<ScreenCount>[] = [
  { header: 'Screen', cell: (row) => row.screen },
  { header: 'Failed writes', cell: (row) => row.count, align: 'right' },
];

const REPORT_COLUMNS: readonly ReadOnlyColumn<ErrorReport>[] = [
  { header: 'When', cell: (report) => formatDateTime(report.createdAt), wrap: 'nowrap' },
  { header: 'Screen', cell: (report) => report.screen },
  { header: 'Operation', cell: (report) => report.operation },
  { header: 'Code', cell: (report) => report.code, wrap: 'nowrap' },
  { header: 'Version', cell: (report) => report.appVersion },
];

function ErrorReportTables() {
  const reports = useQuery({
    queryKey: ['error_reports', 'recent'],
    queryFn: () => listRecentErrorReports(db),
  });
  if (!reports.isSuccess) {
    return (
      <QueryState
        query={reports}
        loadingLabel="Loading error reports"
        errorMessage="Error reports could not be loaded."
      />
    );
  }
  if (reports.data.length === 0) return <Alert severity="info">No failed writes reported</Alert>;
  return (
    <Stack spacing={3}>
      <ReadOnlyTable
        label="Failed writes per screen"
        columns={SCREEN_COLUMNS}
        rows={countByScreen(reports.data)}
        rowKey={(row) => row.screen}
        outlined
      />
      <Typography variant="h6" component="h2">
        Latest reports
      </Typography>
      <ReadOnlyTable
        label="Error reports"
        columns={REPORT_COLUMNS}
        rows={reports.data}
        rowKey={(report) => report.id}
        outlined
      />
    </Stack>
  );
}

/** tools/error-reports: failed writes with counts per screen. Top roles only, like the rules. */
export default function ErrorReportsPage() {
  return (
    <TopRoleOnly>
      <PageHeader
        title="Error Reports"
        subtitle={`Failed writes users were told about, over the ${ERROR_REPORTS_PAGE} newest reports.`}
      />
      <ErrorReportTables />
    </TopRoleOnly>
  );
}
