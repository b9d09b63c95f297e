import { db } from '@/lib/firebase';
import { useMemo } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { Box, Button, Paper, Tab, Tabs } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { DataTable, useFirestoreTable } from '@/components/DataTable';
import { PageHeader } from '@/components/PageHeader';
import { useSession, useSignedInUser } from '@/features/auth';
import { paths } from '@/lib/paths';
import {
  publishedReportsQuery,
  type QueryableScope,
  type ReportsQuery,
} from '../api/report-queries';
import { publishedColumns } from '../components/columns';
import { ScopeGate } from '../components/ScopeGate';
import { tabLabel, useTabCounts } from '../components/useTabCounts';
import {
  parseReportStatus,
  REPORT_EMPTY_MESSAGES,
  REPORT_STATUS_LABELS,
  REPORT_STATUS_TABS,
  RESULT_OF_TAB,
  type ReportStatusTab,
} from '../model/params';
import { scopeKey } from '../../model/reportScope';
import { complianceReportsTable } from '../../tableQueries';

function ReportsTable({ scope, tab }: { scope: QueryableScope; tab: ReportStatusTab }) {
  const navigate = useNavigate();
  const { can } = useSession();
  const { user } = useSignedInUser();
  const [, setSearchParams] = useSearchParams();
  const canEdit = can('complianceReports.edit');

  const queries = useMemo(
    () =>
      Object.fromEntries(
        REPORT_STATUS_TABS.map((t) => [t, publishedReportsQuery(db, scope, RESULT_OF_TAB[t])]),
      ) as Record<ReportStatusTab, ReportsQuery>,
    [scope],
  );
  const columns = useMemo(
    () =>
      publishedColumns(
        user.uid,
        canEdit
          ? (row) => navigate(paths.compliance.reports.edit(row.id, row.franchiseeLocationId))
          : null,
      ),
    [user.uid, canEdit, navigate],
  );
  // Rows are read by the stored report's reader (src/data/complianceReports.ts).
  const table = useFirestoreTable({
    query: queries[tab],
    columns,
    shapes: complianceReportsTable,
  });
  const counts = useTabCounts(`published:${scopeKey(scope)}`, queries, {
    tab,
    totalCount: table.totalCount,
    rowsShown: !table.loading,
  });

  return (
    <>
      <Paper variant="outlined" sx={{ mb: 2 }}>
        <Tabs
          value={tab}
          onChange={(_event, value: ReportStatusTab) => setSearchParams({ status: value })}
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label="Report results"
        >
          {REPORT_STATUS_TABS.map((t) => (
            <Tab key={t} value={t} label={tabLabel(REPORT_STATUS_LABELS[t], counts[t])} />
          ))}
        </Tabs>
      </Paper>
      <DataTable
        {...table}
        label="Compliance reports"
        emptyMessage={REPORT_EMPTY_MESSAGES[tab]}
        minWidth={720}
        onRowClick={(row) =>
          navigate(paths.compliance.reports.view(row.id, row.franchiseeLocationId))
        }
      />
    </>
  );
}

/** `/app/compliance-v2/reports?status=all|passed|failed|dnq` (spec 02 §2). */
export default function ReportsListPage() {
  const [searchParams] = useSearchParams();
  const { can } = useSession();
  const tab = parseReportStatus(searchParams.get('status'));

  const action = can('complianceReports.create') ? (
    <Button
      component={RouterLink}
      to={paths.compliance.reports.selectLocation}
      variant="contained"
      size="large"
      startIcon={<AddIcon />}
    >
      New Report
    </Button>
  ) : (
    <Button
      component={RouterLink}
      to={paths.compliance.reports.selectLocation}
      variant="outlined"
      size="large"
      startIcon={<VisibilityIcon />}
    >
      View Sample Report
    </Button>
  );

  return (
    <Box>
      <PageHeader title="Compliance Reports" actions={action} />
      <ScopeGate emptyTitle={REPORT_EMPTY_MESSAGES[tab]}>
        {/* Keyed by tab: each tab pages from its own first page. */}
        {(scope) => <ReportsTable key={tab} scope={scope} tab={tab} />}
      </ScopeGate>
    </Box>
  );
}
