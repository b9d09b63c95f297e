import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { Alert, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { PageHeader } from '@/components/PageHeader';
import { QueryState } from '@/components/QueryState';
import { ReadOnlyTable, type ReadOnlyColumn } from '@/components/ReadOnlyTable';
import type { FormId } from '@/data/shapes/approvals';
import { useSignedInUser } from '@/features/auth';
import { isTopRole, useScopeTerritories } from '@/features/referenceData';
import { db } from '@/lib/firebase';
import { listApprovalRoutes, saveApprovalRoute, type Reviewer } from '../api/routing';
import { FORM_DEFS, FORM_IDS } from '../model/forms';
import { routeId } from '../model/routing';
import { useApprovalReviewers } from '../components/useApprovalReviewers';

const ROUTES_KEY = ['approvals', 'routing'] as const;
/** The select's value for "no entry here" (the next fallback applies). */
const NONE = '';

interface RouteSelectProps {
  label: string;
  value: string;
  reviewers: readonly Reviewer[];
  /** What a routed reviewer missing from `reviewers` shows as (see unknownReviewerLabel). */
  unknownLabel: string;
  emptyLabel: string;
  disabled: boolean;
  onChange: (reviewerId: string | null) => void;
  /**
   * A fixed width (in a table): the column then measures the same whatever the value, where a
   * long one ("Loading the reviewers…") once measured wide kept a territory hidden on a tablet.
   */
  width?: number;
}

function RouteSelect({
  label,
  value,
  reviewers,
  unknownLabel,
  emptyLabel,
  disabled,
  onChange,
  width,
}: RouteSelectProps) {
  // A routed reviewer not in the list keeps the entry's value until it is changed.
  const known = value === NONE || reviewers.some((r) => r.uid === value);
  return (
    <TextField
      select
      size="small"
      fullWidth={width === undefined}
      label={label}
      value={value}
      disabled={disabled}
      onChange={(e) => onChange(e.target.value === NONE ? null : e.target.value)}
      sx={width === undefined ? { minWidth: 150 } : { width }}
    >
      <MenuItem value={NONE}>
        <em>{emptyLabel}</em>
      </MenuItem>
      {!known && <MenuItem value={value}>{unknownLabel}</MenuItem>}
      {reviewers.map((r) => (
        <MenuItem key={r.uid} value={r.uid}>
          {r.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

/**
 * A routed reviewer missing from the reviewers list: not known yet while the list loads (never
 * "not a reviewer" before it is read), one who lost the permission once it is read, and just a
 * reviewer for a user who may not read users (the list is never read for them).
 */
function unknownReviewerLabel(reviewers: { isSuccess: boolean; isFetching: boolean }): string {
  if (reviewers.isSuccess) return 'Not a reviewer any more';
  return reviewers.isFetching ? 'Loading the reviewers…' : 'A reviewer';
}

/**
 * approval-routing (issue 27): who reviews which request type in which territory, a fallback per
 * type and an overall fallback. Each choice is saved at once; only the top roles change it (the
 * rules too), other reviewers see it.
 */
export default function ApprovalRoutingPage() {
  const { user, profile } = useSignedInUser();
  const { enqueueSnackbar } = useSnackbar();
  const queryClient = useQueryClient();
  const editable = isTopRole(profile.role);
  const routes = useQuery({ queryKey: ROUTES_KEY, queryFn: () => listApprovalRoutes(db) });
  const reviewers = useApprovalReviewers();
  const territories = useScopeTerritories();

  if (!routes.isSuccess || !territories.isSuccess) {
    return (
      <QueryState
        query={routes.isSuccess ? territories : routes}
        loadingLabel="Loading the reviewer routing"
        errorMessage="The reviewer routing could not be loaded. Check the connection."
      />
    );
  }
  const byId = new Map(routes.data.map((r) => [r.id, r.reviewerId]));
  const valueOf = (formId: FormId | null, territoryId: string | null) =>
    byId.get(routeId(formId, territoryId)) ?? NONE;
  const people = reviewers.data ?? [];
  const unknownLabel = unknownReviewerLabel(reviewers);

  const save = async (
    formId: FormId | null,
    territoryId: string | null,
    reviewerId: string | null,
  ) => {
    try {
      await saveApprovalRoute(db, formId, territoryId, reviewerId, user.uid);
      await queryClient.invalidateQueries({ queryKey: ROUTES_KEY });
      enqueueSnackbar('Reviewer routing saved', { variant: 'success' });
    } catch (error) {
      console.error('Saving the reviewer routing failed', error);
      enqueueSnackbar('The reviewer routing could not be saved.', { variant: 'error' });
    }
  };

  const select = (formId: FormId, territory: { id: string; name: string } | null) => (
    <RouteSelect
      label={`${FORM_DEFS[formId].title}: ${territory ? territory.name : 'fallback'}`}
      value={valueOf(formId, territory?.id ?? null)}
      reviewers={people}
      unknownLabel={unknownLabel}
      emptyLabel={territory ? 'Type fallback' : 'Overall fallback'}
      disabled={!editable}
      onChange={(id) => void save(formId, territory?.id ?? null, id)}
      width={160}
    />
  );
  // A chain's territories do not fit a tablet: they go first (named under the table, "Show all
  // columns" brings them back), the request type stays pinned while the table scrolls.
  const columns: ReadOnlyColumn<FormId>[] = [
    { header: 'Request type', rowHeader: true, cell: (formId) => FORM_DEFS[formId].title },
    { header: 'Fallback', cell: (formId) => select(formId, null) },
    ...territories.data.map((t): ReadOnlyColumn<FormId> => ({
      header: t.name,
      key: `territory-${t.id}`,
      priority: 2,
      cell: (formId) => select(formId, t),
    })),
  ];

  return (
    <>
      <PageHeader title="Reviewer routing" />
      <Stack spacing={2}>
        <Typography color="text.secondary">
          A request sent goes to the reviewer of its type in its territory, else to the type's
          fallback, else to the overall fallback; never to the person who sent it.
        </Typography>
        {!editable && (
          <Alert severity="info">Only Super Admin and Fulfillment change the routing.</Alert>
        )}
        <Paper variant="outlined" sx={{ p: 2, maxWidth: 420 }}>
          <RouteSelect
            label="Overall fallback"
            value={valueOf(null, null)}
            reviewers={people}
            unknownLabel={unknownLabel}
            emptyLabel="Nobody (requests wait unassigned)"
            disabled={!editable}
            onChange={(id) => void save(null, null, id)}
          />
        </Paper>
        <ReadOnlyTable
          label="Reviewer routing"
          outlined
          columns={columns}
          rows={FORM_IDS}
          rowKey={(formId) => formId}
        />
      </Stack>
    </>
  );
}
