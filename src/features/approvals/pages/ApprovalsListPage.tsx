import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Box, Button, Stack, Tab, Tabs, ToggleButton, ToggleButtonGroup } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import {
  DataTable,
  useFirestoreTable,
  type DataTableColumn,
  type WithId,
} from '@/components/DataTable';
import { PageHeader } from '@/components/PageHeader';
import { TerritoryLocationPicker } from '@/components/TerritoryLocationPicker';
import { useSession, useSignedInUser } from '@/features/auth';
import { useScopeLocations, useScopeTerritories } from '@/features/referenceData';
import { db } from '@/lib/firebase';
import { useFirstContentShown } from '@/lib/firstContent';
import { formatDate, formatDateTime } from '@/lib/format';
import { paths } from '@/lib/paths';
import { approvalsListQuery, type ListView, type StatusTab } from '../api/list-query';
import { dueState } from '../model/due';
import { FORM_DEFS, FORM_IDS } from '../model/forms';
import { locationOptions } from '../model/requestOptions';
import { APPROVAL_STATUSES, STATUS_LABELS } from '../model/status';
import type { ApprovalDoc } from '../model/types';
import { ApprovalStatusChip, DueChip } from '../components/ApprovalStatusChip';
import { approvalsTable } from '../tableQueries';

type Row = WithId<ApprovalDoc>;
const ALL = '';

function columns(uid: string): DataTableColumn<Row>[] {
  const now = new Date();
  return [
    {
      field: 'name',
      header: 'Request',
      render: (r) => {
        const unread = r.status !== 'draft' && !r.readRecipients.includes(uid);
        return (
          <Box
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1,
              fontWeight: unread ? 600 : 400,
              // A name typed as one long word wraps in its column instead of widening the page.
              overflowWrap: 'anywhere',
            }}
          >
            {unread && (
              <Box
                role="img"
                aria-label="Unread"
                sx={{
                  width: 8,
                  height: 8,
                  borderRadius: '50%',
                  bgcolor: 'primary.main',
                  flexShrink: 0,
                }}
              />
            )}
            {r.name || 'Untitled request'}
          </Box>
        );
      },
    },
    {
      field: 'formId',
      header: 'Type',
      priority: 3,
      filter: {
        type: 'checkbox',
        options: FORM_IDS.map((id) => ({ value: id, label: FORM_DEFS[id].title })),
      },
      render: (r) => FORM_DEFS[r.formId]?.title ?? r.formId,
    },
    {
      field: 'franchiseeLocationName',
      header: 'Location',
      priority: 2,
      render: (r) => `${r.franchiseeLocationName} (${r.territoryName})`,
    },
    { field: 'status', header: 'Status', render: (r) => <ApprovalStatusChip status={r.status} /> },
    {
      field: 'dueDate',
      header: 'Due',
      render: (r) => (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <span style={{ whiteSpace: 'nowrap' }}>{formatDate(r.dueDate)}</span>
          <DueChip state={dueState(r.status, r.dueDate?.toDate() ?? null, now)} />
        </Stack>
      ),
    },
    {
      field: 'createdAt',
      header: 'Created',
      sortable: true,
      filter: { type: 'dateRange' },
      render: (r) => formatDateTime(r.createdAt),
    },
  ];
}

/**
 * approvals: tabs by status, views "all", "mine" (requesters), "assigned to me" and "waiting for
 * me" (reviewers),
 * filters by type and date in the table and by territory and location above it; paged on the server.
 */
export default function ApprovalsListPage() {
  const { can } = useSession();
  const { user, profile } = useSignedInUser();
  const navigate = useNavigate();
  const reviewer = can('approvals.review');
  const top = profile.role === 'superAdmin' || profile.role === 'fulfillment';
  const [view, setView] = useState<ListView>(reviewer ? 'waiting' : 'mine');
  const [tab, setTab] = useState<StatusTab>('all');
  const [{ territoryId, locationId }, setPicked] = useState({ territoryId: ALL, locationId: ALL });
  // The picker's names are the session's shared reference data; the locations are read once the
  // first rows show, so the first rows cost one page and a count at any number of locations.
  const territories = useScopeTerritories().data ?? [];
  const scopeLocations = useScopeLocations({ enabled: useFirstContentShown() }).data;
  const locations = useMemo(() => locationOptions(scopeLocations ?? []), [scopeLocations]);
  const territoryKey = profile.territoryIds.join(',');
  const base = useMemo(
    () =>
      approvalsListQuery(
        db,
        {
          uid: user.uid,
          allTerritories: top,
          territoryIds: territoryKey ? territoryKey.split(',') : [],
        },
        view,
        view === 'waiting' || view === 'assigned' ? 'all' : tab,
        { territoryId: territoryId || undefined, franchiseeLocationId: locationId || undefined },
      ),
    [user.uid, top, territoryKey, view, tab, territoryId, locationId],
  );
  const cols = useMemo(() => columns(user.uid), [user.uid]);
  const table = useFirestoreTable({
    query: base,
    columns: cols,
    shapes: approvalsTable,
  });
  const statusTabs: StatusTab[] = [
    'all',
    ...APPROVAL_STATUSES.filter((s) => view === 'mine' || s !== 'draft'),
  ];

  return (
    <>
      <PageHeader
        title="Approvals"
        actions={
          <Stack direction="row" spacing={1}>
            {reviewer && (
              <Button variant="outlined" onClick={() => navigate(paths.approvals.routing)}>
                Reviewer routing
              </Button>
            )}
            {can('approvals.create') && (
              <Button
                variant="contained"
                startIcon={<AddIcon />}
                onClick={() => navigate(paths.approvals.start)}
              >
                New Request
              </Button>
            )}
          </Stack>
        }
      />
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ mb: 2, alignItems: { md: 'center' } }}
      >
        <ToggleButtonGroup
          exclusive
          size="small"
          value={view}
          onChange={(_, next: ListView | null) => next && setView(next)}
          aria-label="Which requests"
        >
          {reviewer && <ToggleButton value="assigned">Assigned to me</ToggleButton>}
          {reviewer && <ToggleButton value="waiting">Waiting for me</ToggleButton>}
          {can('approvals.create') && <ToggleButton value="mine">Mine</ToggleButton>}
          <ToggleButton value="all">All</ToggleButton>
        </ToggleButtonGroup>
        <TerritoryLocationPicker
          territories={territories}
          locations={locations}
          value={{ territoryId, locationId }}
          onChange={setPicked}
        />
      </Stack>
      {view !== 'waiting' && view !== 'assigned' && (
        <Tabs
          value={tab}
          onChange={(_, next: StatusTab) => setTab(next)}
          variant="scrollable"
          allowScrollButtonsMobile
          sx={{ mb: 2 }}
          aria-label="Status"
        >
          {statusTabs.map((s) => (
            <Tab key={s} value={s} label={s === 'all' ? 'All' : STATUS_LABELS[s]} />
          ))}
        </Tabs>
      )}
      <DataTable
        {...table}
        label="Approval requests"
        emptyMessage="No approval requests here"
        onRowClick={(row) => navigate(paths.approvals.detail(row.id))}
      />
    </>
  );
}
