import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { Alert, Box, Button, Grid, Paper, Stack, Typography } from '@mui/material';
import { PageHeader } from '@/components/PageHeader';
import { QueryState } from '@/components/QueryState';
import { useConfirm } from '@/components/ConfirmDialog';
import { displayName, useSession, useSignedInUser } from '@/features/auth';
import { isTopRole } from '@/features/referenceData';
import { errorText } from '@/lib/errors';
import { db } from '@/lib/firebase';
import { formatDate, formatDateTime } from '@/lib/format';
import { paths } from '@/lib/paths';
import { withdrawRequest } from '../api/change-approval-status';
import { decideRequest } from '../api/decide-request';
import { deleteDraft, getApproval, markApprovalRead } from '../api/read-approvals';
import { newApprovalId } from '../api/refs';
import { reassignApproval } from '../api/routing';
import { createRequest } from '../api/save-request';
import { dueState } from '../model/due';
import { formDef } from '../model/forms';
import { changesSinceReview } from '../model/reviewed';
import {
  ACTION_LABELS,
  availableActions,
  isDecision,
  isEditable,
  type ApprovalAction,
} from '../model/status';
import { displayValue, formValuesFrom } from '../model/values';
import { ActionDialog } from '../components/ActionDialog';
import { NotSentError } from '../components/notSentError';
import { ApprovalStatusChip, DueChip } from '../components/ApprovalStatusChip';
import { Attachments } from '../components/Attachments';
import { ChangesTable, RequestTimeline } from '../components/RequestTimeline';
import { ReassignDialog } from '../components/ReassignDialog';
import { assigneeLabel, useApprovalReviewers } from '../components/useApprovalReviewers';
import { useRequestOptions } from '../components/useRequestOptions';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 2, md: 3 }, minWidth: 0, overflowWrap: 'anywhere' }}
      component="section"
    >
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** approvals/:id: the request, its files, what changed since the review, and its timeline. */
export default function ApprovalDetailPage() {
  const { id = '' } = useParams();
  const { user, profile } = useSignedInUser();
  const { can } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  const [confirm, confirmDialog] = useConfirm();
  const [action, setAction] = useState<ApprovalAction | null>(null);
  const [reassigning, setReassigning] = useState(false);
  const options = useRequestOptions();
  const reviewers = useApprovalReviewers();
  const loaded = useQuery({
    queryKey: ['approvals', 'detail', id],
    queryFn: () => getApproval(db, id),
  });
  const request = loaded.data;
  const unread = request ? !request.readRecipients.includes(user.uid) : false;

  useEffect(() => {
    if (request && unread && request.status !== 'draft') {
      markApprovalRead(db, request.id, user.uid)
        // The bell counts unread requests: recount it now that this one is read.
        .then(() => queryClient.invalidateQueries({ queryKey: ['approvals', 'bellCount'] }))
        .catch((error: unknown) => console.error('Could not mark the request read', error));
    }
  }, [request, unread, user.uid, queryClient]);

  if (!loaded.isSuccess) {
    return (
      <QueryState
        query={loaded}
        loadingLabel="Loading the request"
        errorMessage="The request could not be loaded. Check the connection."
      />
    );
  }
  if (!request) return <Alert severity="error">This request does not exist.</Alert>;

  const def = formDef(request.formId);
  const itemNames = Object.fromEntries((options.data?.items ?? []).map((i) => [i.id, i.name]));
  const actor = { uid: user.uid, name: displayName(profile) };
  const mine = request.userId === user.uid;
  const actions = availableActions(request.status, request.userId, {
    uid: user.uid,
    canReview: can('approvals.review'),
  }).filter((a) => a !== 'submit' && a !== 'resubmit');
  const diff = changesSinceReview(def, request, itemNames);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['approvals'] });
  const nameOf = (uid: string) => assigneeLabel(uid, reviewers.data);
  // Issue 27: a reviewer who is a top role or the request's assignee hands an open request on.
  const canReassign =
    ['submitted', 'resubmitted', 'revisionRequested'].includes(request.status) &&
    can('approvals.review') &&
    (isTopRole(profile.role) || request.assigneeId === user.uid);
  const reassignTo = (reviewers.data ?? []).filter(
    (r) => r.uid !== request.userId && r.uid !== request.assigneeId,
  );

  const reassign = async (toUid: string, reason: string) => {
    await reassignApproval(db, request, toUid, reason, actor);
    await refresh();
    enqueueSnackbar(`Reassigned to ${nameOf(toUid)}`, { variant: 'success' });
  };

  const runAction = async (next: ApprovalAction, notes: string) => {
    // The decisions are the server's (they may write a refund's sales adjustment); a refusal or
    // a missing connection is shown as it is.
    if (isDecision(next)) {
      try {
        await decideRequest(request.id, next, notes);
      } catch (error) {
        throw new NotSentError(errorText(error));
      }
    } else await withdrawRequest(db, request, notes, actor);
    await refresh();
    enqueueSnackbar(`${ACTION_LABELS[next]}: done`, { variant: 'success' });
  };

  const copy = async () => {
    const copyId = newApprovalId(db);
    await createRequest(
      db,
      copyId,
      request.formId,
      {
        values: formValuesFrom(def, request),
        files: [],
        place: {
          territoryId: request.territoryId,
          territoryName: request.territoryName,
          franchiseeLocationId: request.franchiseeLocationId,
          franchiseeLocationName: request.franchiseeLocationName,
          franchiseeLocationType: request.franchiseeLocationType,
        },
      },
      actor,
    );
    await refresh();
    navigate(paths.approvals.revise(request.formId, copyId));
  };

  const remove = async () => {
    const ok = await confirm({
      title: 'Delete draft',
      message: 'Delete this draft? It has not been sent.',
      confirmLabel: 'Delete',
    });
    if (!ok) return;
    await deleteDraft(db, request.id);
    await refresh();
    navigate(paths.approvals.list);
  };

  return (
    <>
      <PageHeader
        title={request.name || 'Untitled request'}
        subtitle={
          <Box component="span" sx={{ display: 'inline-flex', gap: 1, flexWrap: 'wrap' }}>
            <span>
              {def.title} · {request.franchiseeLocationName} ({request.territoryName}) ·{' '}
              {request.requesterName}
            </span>
            <ApprovalStatusChip status={request.status} />
            <DueChip
              state={dueState(request.status, request.dueDate?.toDate() ?? null, new Date())}
            />
          </Box>
        }
        actions={
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
            {mine && isEditable(request.status) && (
              <Button
                variant="outlined"
                component={RouterLink}
                to={paths.approvals.revise(request.formId, request.id)}
              >
                Edit
              </Button>
            )}
            {mine && request.status === 'revisionRequested' && (
              <Button
                variant="contained"
                component={RouterLink}
                to={paths.approvals.resubmit(request.formId, request.id)}
              >
                Resubmit
              </Button>
            )}
            {mine && request.status === 'draft' && (
              <Button color="error" onClick={() => void remove()}>
                Delete draft
              </Button>
            )}
            {mine && request.status === 'denied' && can('approvals.create') && (
              <Button variant="outlined" onClick={() => void copy()}>
                Copy into new draft
              </Button>
            )}
            {canReassign && (
              <Button variant="outlined" onClick={() => setReassigning(true)}>
                Reassign
              </Button>
            )}
            {actions.map((a) => (
              <Button
                key={a}
                variant={a === 'approve' ? 'contained' : 'outlined'}
                color={a === 'deny' || a === 'withdraw' ? 'error' : 'primary'}
                onClick={() => setAction(a)}
              >
                {ACTION_LABELS[a]}
              </Button>
            ))}
          </Stack>
        }
      />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, lg: 7 }}>
          <Stack spacing={3}>
            {diff.length > 0 && (
              <Section title="Changed since the last review">
                <ChangesTable changes={diff} label="Changed since the last review" />
              </Section>
            )}
            {request.revisionNotes.length > 0 && (
              <Section title="Revision notes">
                <Stack spacing={1} component="ol" sx={{ pl: 3, m: 0 }}>
                  {request.revisionNotes.map((note, index) => (
                    <li key={index}>
                      <Typography sx={{ whiteSpace: 'pre-wrap' }}>{note.notes}</Typography>
                      <Typography variant="body2" color="text.secondary">
                        {note.byName} · {formatDateTime(note.at)}
                      </Typography>
                    </li>
                  ))}
                </Stack>
              </Section>
            )}
            <Section title="Request">
              <Box
                component="dl"
                sx={{
                  display: 'grid',
                  gridTemplateColumns: 'minmax(120px, 35%) 1fr',
                  gap: 1,
                  m: 0,
                }}
              >
                {[
                  ['Created', formatDateTime(request.createdAt)],
                  ...(request.status === 'draft'
                    ? []
                    : [['Assigned to', assigneeLabel(request.assigneeId, reviewers.data)]]),
                  ['Due for a decision', formatDate(request.dueDate)],
                  ...def.fields.map((f) => [f.label, displayValue(f, request[f.name], itemNames)]),
                  [def.detailsLabel, request.details],
                ].map(([label, value]) => (
                  <Box key={label} sx={{ display: 'contents' }}>
                    <Typography component="dt" color="text.secondary">
                      {label}
                    </Typography>
                    <Typography
                      component="dd"
                      sx={{ m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
                    >
                      {value || '—'}
                    </Typography>
                  </Box>
                ))}
              </Box>
            </Section>
            <Section title="Files">
              <Attachments
                label={def.filesLabel}
                formId={request.formId}
                requestId={request.id}
                files={request.files}
              />
            </Section>
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, lg: 5 }}>
          <Section title="History">
            <RequestTimeline history={request.history} nameOf={nameOf} />
          </Section>
        </Grid>
      </Grid>
      <ActionDialog action={action} onClose={() => setAction(null)} onConfirm={runAction} />
      <ReassignDialog
        open={reassigning}
        reviewers={reassignTo}
        onClose={() => setReassigning(false)}
        onConfirm={reassign}
      />
      {confirmDialog}
    </>
  );
}
