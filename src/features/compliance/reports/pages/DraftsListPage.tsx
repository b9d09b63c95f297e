import { db } from '@/lib/firebase';
import { useCallback, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Box, Paper, Tab, Tabs } from '@mui/material';
import { useDeleteAction } from '@/components/ConfirmDialog';
import { DataTable, useFirestoreTable } from '@/components/DataTable';
import { PageHeader } from '@/components/PageHeader';
import { TOP_ROLES, useSession, useSignedInUser } from '@/features/auth';
import { paths } from '@/lib/paths';
import { deleteDraft } from '../api/delete-draft';
import { draftReportsQuery, type QueryableScope, type ReportsQuery } from '../api/report-queries';
import { draftColumns, type ReportRow } from '../components/columns';
import { ScopeGate } from '../components/ScopeGate';
import { tabLabel, useTabCounts } from '../components/useTabCounts';
import {
  DRAFT_TYPE_LABELS,
  DRAFT_TYPE_TABS,
  draftTypeFilter,
  parseDraftType,
  type DraftTypeTab,
} from '../model/params';
import { scopeKey } from '../../model/reportScope';
import { complianceDraftsTable } from '../../tableQueries';

export const NO_DRAFTS = 'No report draft yet';

function DraftsTable({ scope, tab }: { scope: QueryableScope; tab: DraftTypeTab }) {
  const navigate = useNavigate();
  const { can } = useSession();
  const { user, profile } = useSignedInUser();
  // Staff see their own drafts (only the author finishes one); the top roles see every draft of
  // the scope, to clear those left behind.
  const authorId = profile.role !== null && TOP_ROLES.includes(profile.role) ? null : user.uid;
  const [, setSearchParams] = useSearchParams();
  const [version, setVersion] = useState(0);
  const { ask: askDelete, dialog: deleteDialog } = useDeleteAction<ReportRow>({
    remove: (row) => deleteDraft(db, row.id),
    deleted: 'Compliance report draft deleted',
    failed: 'Compliance report draft deletion failed',
    onDeleted: () => {
      table.refresh();
      setVersion((v) => v + 1);
    },
    title: 'Delete draft?',
    message: (row) =>
      `The draft report for ${row.franchiseeLocationName} will be deleted. This cannot be undone.`,
  });
  const canDelete = can('complianceDrafts.delete');

  const queries = useMemo(
    () =>
      Object.fromEntries(
        DRAFT_TYPE_TABS.map((t) => [t, draftReportsQuery(db, scope, draftTypeFilter(t), authorId)]),
      ) as Record<DraftTypeTab, ReportsQuery>,
    [scope, authorId],
  );
  // Only the author finishes a draft: another's opens nowhere (its row offers Delete at most).
  const openDraft = useCallback(
    (row: ReportRow) => {
      if (row.userId === user.uid) {
        navigate(paths.compliance.reports.draftEdit(row.id, row.franchiseeLocationId));
      }
    },
    [navigate, user.uid],
  );
  const columns = useMemo(
    () => draftColumns(canDelete ? askDelete : null, openDraft, user.uid, authorId === null),
    [canDelete, askDelete, openDraft, user.uid, authorId],
  );
  const table = useFirestoreTable({
    query: queries[tab],
    columns,
    shapes: complianceDraftsTable,
  });
  const counts = useTabCounts(
    `drafts:${authorId ?? 'all'}:${scopeKey(scope)}`,
    queries,
    { tab, totalCount: table.totalCount, rowsShown: !table.loading },
    version,
  );

  return (
    <>
      <Paper variant="outlined" sx={{ mb: 2 }}>
        <Tabs
          value={tab}
          onChange={(_event, value: DraftTypeTab) => setSearchParams({ type: value })}
          aria-label="Location types"
        >
          {DRAFT_TYPE_TABS.map((t) => (
            <Tab key={t} value={t} label={tabLabel(DRAFT_TYPE_LABELS[t], counts[t])} />
          ))}
        </Tabs>
      </Paper>
      <DataTable
        {...table}
        label="Compliance report drafts"
        emptyMessage={NO_DRAFTS}
        onRowClick={openDraft}
      />
      {deleteDialog}
    </>
  );
}

/** `/app/compliance-v2/drafts?type=all|restaurant|truck` (spec 02 §2). */
export default function DraftsListPage() {
  const [searchParams] = useSearchParams();
  const tab = parseDraftType(searchParams.get('type'));
  return (
    <Box>
      <PageHeader title="Compliance Report Drafts" />
      <ScopeGate emptyTitle={NO_DRAFTS}>
        {(scope) => <DraftsTable key={tab} scope={scope} tab={tab} />}
      </ScopeGate>
    </Box>
  );
}
