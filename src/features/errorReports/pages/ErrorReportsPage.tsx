import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { PageHeader } from '@/components/PageHeader';
import { QueryState } from '@/components/QueryState';
import { TopRoleOnly } from '@/features/auth';
import { db } from '@/lib/firebase';
import { formatDateTime } from '@/lib/format';
import { ERROR_REPORTS_PAGE, listRecentErrorReports } from '../api/error-reports';
import { countByScreen } from '../model/errorReport';

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
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-label="Failed writes per screen">
          <TableHead>
            <TableRow>
              <TableCell>Screen</TableCell>
              <TableCell align="right">Failed writes</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {countByScreen(reports.data).map((row) => (
              <TableRow key={row.screen}>
                <TableCell>{row.screen}</TableCell>
                <TableCell align="right">{row.count}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Typography variant="h6" component="h2">
        Latest reports
      </Typography>
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-label="Error reports">
          <TableHead>
            <TableRow>
              <TableCell>When</TableCell>
              <TableCell>Screen</TableCell>
              <TableCell>Operation</TableCell>
              <TableCell>Code</TableCell>
              <TableCell>Version</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {reports.data.map((report) => (
              <TableRow key={report.id}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {formatDateTime(report.createdAt)}
                </TableCell>
                <TableCell>{report.screen}</TableCell>
                <TableCell>{report.operation}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{report.code}</TableCell>
                <TableCell>{report.appVersion}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
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
