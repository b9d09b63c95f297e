import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import {
  Alert,
  Box,
  FormControlLabel,
  MenuItem,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { EmptyState } from '@/components/EmptyState';
import { PageHeader } from '@/components/PageHeader';
import { QueryState } from '@/components/QueryState';
import { ACTION_STATUSES } from '@/data/complianceActions';
import { displayName, TOP_ROLES, useSignedInUser } from '@/features/auth';
import { db } from '@/lib/firebase';
import { useReportScope } from '../../hooks/useReportScope';
import { ACTIONS_KEY, actionsListOptions, territoryUsersOptions } from '../api/actions-queries';
import { ACTIONS_LIMIT, type ActionStatusFilter, type ActionsScope } from '../api/list-actions';
import { assignAction, planAction, saveActionWork } from '../api/update-action';
import { ACTION_STATUS_NAMES, sortActions, type ComplianceAction } from '../model/actions';
import { ActionCard } from '../components/ActionCard';
import { ActionDialog, type ActionDialogResult } from '../components/ActionDialog';

const FILTERS: { value: ActionStatusFilter; label: string }[] = [
  { value: 'active', label: 'Open and in progress' },
  ...ACTION_STATUSES.map((s) => ({ value: s, label: ACTION_STATUS_NAMES[s] })),
  { value: 'all', label: 'All' },
];

export const ACTIONS_SAVED = 'Action updated';

/** `/app/compliance-v2/actions`: follow-up actions in scope (or the user's own), overdue first. */
export default function ActionsPage() {
  const { user, profile } = useSignedInUser();
  const isTop = profile.role !== null && TOP_ROLES.includes(profile.role);
  const scopeState = useReportScope();
  const [filter, setFilter] = useState<ActionStatusFilter>('active');
  const [mineOnly, setMineOnly] = useState(false);
  const [location, setLocation] = useState('');
  const [chosen, setChosen] = useState<ComplianceAction | null>(null);
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  // The time "overdue" is measured against; fixed per render of a loaded list.
  const [now] = useState(() => Date.now());

  const roleFor = (action: ComplianceAction) =>
    isTop ? 'top' : action.assigneeId === user.uid ? 'assignee' : 'none';
  const editable = (action: ComplianceAction) =>
    roleFor(action) !== 'none' && action.status !== 'verified';

  const reportScope = scopeState.status === 'ready' ? scopeState.scope : null;
  // A user without a territory still sees the actions assigned to them.
  const scope: ActionsScope | null =
    mineOnly || reportScope?.kind === 'none' ? { kind: 'assignee', uid: user.uid } : reportScope;
  const list = useQuery({
    ...actionsListOptions(db, scope ?? { kind: 'assignee', uid: user.uid }, filter),
    enabled: scope !== null,
  });
  // ?action=<id> (the bell's link) opens that action once the list holds it, until it is closed.
  const [searchParams, setSearchParams] = useSearchParams();
  const linkedId = searchParams.get('action');
  const linked = linkedId ? list.data?.find((a) => a.id === linkedId && editable(a)) : undefined;
  const editing = chosen ?? linked ?? null;
  const setEditing = (action: ComplianceAction | null) => {
    setChosen(action);
    if (linkedId) {
      setSearchParams(
        (params) => {
          params.delete('action');
          return params;
        },
        { replace: true },
      );
    }
  };
  const people = useQuery({
    ...territoryUsersOptions(db, editing?.territoryId ?? ''),
    enabled: isTop && editing !== null,
  });

  const save = useMutation({
    mutationFn: async ({
      action,
      result,
    }: {
      action: ComplianceAction;
      result: ActionDialogResult;
    }) => {
      if (result.assignee !== undefined) await assignAction(db, action.id, result.assignee);
      if (result.plan) await planAction(db, action.id, result.plan);
      const { work } = result;
      if (
        work.status !== action.status ||
        work.note !== action.note ||
        work.evidence !== action.evidence
      ) {
        const verifier = { uid: user.uid, name: displayName(profile) };
        await saveActionWork(db, action, work, verifier);
      }
    },
    onSuccess: async () => {
      setEditing(null);
      enqueueSnackbar(ACTIONS_SAVED, { variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: ACTIONS_KEY });
    },
  });

  const shown = useMemo(() => {
    const needle = location.trim().toLowerCase();
    const rows = (list.data ?? []).filter(
      (a) => !needle || a.franchiseeLocationName.toLowerCase().includes(needle),
    );
    return sortActions(rows, now);
  }, [list.data, location, now]);

  return (
    <Box>
      <PageHeader
        title="Follow-up Actions"
        subtitle="Every failed question of a published report, until it is fixed and verified."
      />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
        <TextField
          select
          label="Status"
          value={filter}
          onChange={(e) => setFilter(e.target.value as ActionStatusFilter)}
          sx={{ minWidth: 220 }}
        >
          {FILTERS.map((f) => (
            <MenuItem key={f.value} value={f.value}>
              {f.label}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label="Location"
          value={location}
          onChange={(e) => setLocation(e.target.value)}
          sx={{ minWidth: 220 }}
        />
        <FormControlLabel
          control={<Switch checked={mineOnly} onChange={(e) => setMineOnly(e.target.checked)} />}
          label="Assigned to me"
        />
      </Box>
      {scopeState.status === 'error' && <Alert severity="error">{scopeState.message}</Alert>}
      {scope === null && scopeState.status !== 'error' && (
        <Typography color="text.secondary" role="status" sx={{ py: 4 }}>
          Loading…
        </Typography>
      )}
      {scope !== null && (
        <QueryState
          query={list}
          loadingLabel="Loading follow-up actions"
          errorMessage="The actions could not be loaded. Try again."
        >
          {shown.length === 0 && <EmptyState title="No follow-up action here" />}
          {(list.data?.length ?? 0) >= ACTIONS_LIMIT && (
            <Alert severity="info" sx={{ mb: 2 }}>
              Showing the first {ACTIONS_LIMIT} by due date. Narrow the status to see the rest.
            </Alert>
          )}
        </QueryState>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', lg: 'repeat(2, minmax(0, 1fr))' },
          alignItems: 'start',
        }}
      >
        {shown.map((action) => (
          <ActionCard
            key={action.id}
            action={action}
            now={now}
            onUpdate={
              editable(action)
                ? () => {
                    save.reset();
                    setEditing(action);
                  }
                : undefined
            }
          />
        ))}
      </Box>
      {editing && roleFor(editing) !== 'none' && (
        <ActionDialog
          action={editing}
          role={roleFor(editing) === 'top' ? 'top' : 'assignee'}
          people={people.data ?? []}
          onClose={() => setEditing(null)}
          onSave={(result) => save.mutateAsync({ action: editing, result })}
        />
      )}
    </Box>
  );
}
