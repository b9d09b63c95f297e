import { useMemo, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { Alert, Button, Stack } from '@mui/material';
import { PageHeader } from '@/components/PageHeader';
import { QueryState } from '@/components/QueryState';
import { useConfirm } from '@/components/ConfirmDialog';
import { displayName, useSignedInUser } from '@/features/auth';
import { errorText } from '@/lib/errors';
import { db } from '@/lib/firebase';
import { paths } from '@/lib/paths';
import { getApproval } from '../api/read-approvals';
import { newApprovalId } from '../api/refs';
import { createRequest, saveRequest } from '../api/save-request';
import { SEND_OFFLINE_MESSAGE, sendRequest } from '../api/send-request';
import { dueDateOf, lateWarning } from '../model/due';
import { formDef, isFormId, type FormDef } from '../model/forms';
import { isEditable } from '../model/status';
import type { Approval } from '../model/types';
import { emptyFormValues, formValuesFrom, storedFields } from '../model/values';
import {
  clearLocalDraft,
  forgetNewRequestId,
  newRequestId,
  readLocalDraft,
  writeLocalDraft,
} from '../components/localDraft';
import { NotSentError } from '../components/notSentError';
import { RequestForm, type RequestFormSubmit } from '../components/RequestForm';
import { useRequestOptions } from '../components/useRequestOptions';

type RequestFormMode = 'create' | 'revise' | 'resubmit';

const TITLES: Record<RequestFormMode, (def: FormDef) => string> = {
  create: (def) => `New request: ${def.title}`,
  revise: (def) => `Edit request: ${def.title}`,
  resubmit: (def) => `Resubmit request: ${def.title}`,
};

/**
 * create-approval-request/:formId, revise-approval-request/:formId/:id and
 * resubmit-approval-request/:formId/:id: the one form of every type, in three modes.
 */
export function RequestFormPage({ mode }: { mode: RequestFormMode }) {
  const { formId = '', id: routeId } = useParams();
  const { user, profile } = useSignedInUser();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  const [confirm, confirmDialog] = useConfirm();
  // Bumped by Discard: the form mounts again from the saved request (or empty).
  const [formVersion, setFormVersion] = useState(0);
  const options = useRequestOptions();
  // A new request keeps its id across a reload: its typing and offline-queued files are keyed by it.
  const newId = useMemo(
    () => (mode === 'create' ? newRequestId(formId, () => newApprovalId(db)) : ''),
    [mode, formId],
  );
  const id = routeId ?? newId;
  const created = useRef(false);
  const existing = useQuery({
    queryKey: ['approvals', 'detail', id],
    queryFn: () => getApproval(db, id),
    enabled: mode !== 'create',
  });

  if (!isFormId(formId)) return <Alert severity="error">Unknown request type</Alert>;
  const def = formDef(formId);
  const title = TITLES[mode](def);
  // Loading, "This page needs a connection" (offline, not on this device) or the load error.
  const notLoaded = (query: typeof options | typeof existing) => (
    <QueryState
      query={query}
      loadingLabel="Loading the request"
      errorMessage="The request could not be loaded. Check the connection."
    />
  );
  if (!options.isSuccess) return notLoaded(options);
  if (mode !== 'create' && !existing.isSuccess) return notLoaded(existing);
  const request: Approval | null = mode === 'create' ? null : (existing.data ?? null);
  if (mode !== 'create') {
    if (!request || request.formId !== formId) {
      return <Alert severity="error">This request does not exist.</Alert>;
    }
    if (request.userId !== user.uid || !isEditable(request.status)) {
      return (
        <Stack spacing={2}>
          <PageHeader title={title} />
          <Alert severity="info">Only its author edits a draft or a returned request.</Alert>
          <Button
            component={RouterLink}
            to={paths.approvals.detail(id)}
            sx={{ alignSelf: 'start' }}
          >
            View the request
          </Button>
        </Stack>
      );
    }
  }
  const locations = options.data.locations;
  if (locations.length === 0) {
    return (
      <Alert severity="warning">
        Please contact corporate: no franchise location is assigned to you.
      </Alert>
    );
  }

  const localKey = `${formId}/${id}`;
  const local = readLocalDraft(localKey);
  const initialValues =
    local?.values ??
    (request
      ? formValuesFrom(def, request)
      : emptyFormValues(def, locations.length === 1 ? locations[0].id : ''));
  const initialFiles = local?.files ?? request?.files ?? [];
  const actor = { uid: user.uid, name: displayName(profile) };

  const submit = async ({ values, files, location, send, notes }: RequestFormSubmit) => {
    if (send) {
      const anchor = storedFields(def, values)[def.anchorField];
      const warning = lateWarning(
        def,
        dueDateOf(def, anchor instanceof Date ? anchor : null),
        new Date(),
      );
      if (
        warning &&
        !(await confirm({ title: 'Sent late', message: warning, confirmLabel: 'Send anyway' }))
      ) {
        return;
      }
    }
    const content = {
      values,
      files,
      place: {
        territoryId: location.territoryId,
        territoryName: location.territoryName,
        franchiseeLocationId: location.id,
        franchiseeLocationName: location.name,
        franchiseeLocationType: location.type,
      },
    };
    // Sending is the server's: offline nothing is written, and the typing stays on this device.
    if (send && !navigator.onLine) {
      writeLocalDraft(localKey, { values, files });
      throw new NotSentError(SEND_OFFLINE_MESSAGE);
    }
    // The server sends what is stored: the request is saved first, as it is (created once: a
    // sending refused below leaves a draft to save again).
    const saved =
      request ?? (created.current ? { id, formId: def.id, status: 'draft' as const } : null);
    if (saved) await saveRequest(db, saved, content);
    else {
      await createRequest(db, id, def.id, content, actor);
      created.current = true;
      forgetNewRequestId(def.id);
    }
    clearLocalDraft(localKey);
    if (send) {
      try {
        await sendRequest(id, notes);
      } catch (error) {
        console.error('Sending the approval request failed', error);
        await queryClient.invalidateQueries({ queryKey: ['approvals'] });
        throw new NotSentError(`Saved, but not sent: ${errorText(error)}`);
      }
    }
    await queryClient.invalidateQueries({ queryKey: ['approvals'] });
    enqueueSnackbar(
      send ? (mode === 'resubmit' ? 'Request resubmitted' : 'Request sent') : 'Saved',
      { variant: 'success' },
    );
    navigate(paths.approvals.detail(id));
  };

  const discardRestored = async () => {
    const ok = await confirm({
      title: 'Discard what you typed?',
      message: request
        ? 'The form goes back to the request as it was last saved.'
        : 'The form is cleared; nothing of it was saved.',
      confirmLabel: 'Discard',
    });
    if (!ok) return;
    clearLocalDraft(localKey);
    setFormVersion((v) => v + 1);
  };

  const labels =
    mode === 'resubmit'
      ? { sendLabel: 'Resubmit', saveLabel: 'Save changes', askNotes: true }
      : request?.status === 'revisionRequested'
        ? { sendLabel: 'Save and resubmit', saveLabel: 'Save changes', askNotes: false }
        : { sendLabel: 'Submit', saveLabel: 'Save draft', askNotes: false };

  return (
    <>
      <PageHeader title={title} subtitle={def.description} />
      {request && request.revisionNotes.length > 0 && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          Corporate asked: {request.revisionNotes.at(-1)?.notes}
        </Alert>
      )}
      <RequestForm
        key={formVersion}
        def={def}
        requestId={id}
        initialValues={initialValues}
        initialFiles={initialFiles}
        options={options.data}
        localKey={localKey}
        restored={local !== null}
        onDiscardRestored={() => void discardRestored()}
        onSubmit={submit}
        {...labels}
      />
      {confirmDialog}
    </>
  );
}
