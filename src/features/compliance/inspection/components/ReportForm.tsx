import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import {
  Alert,
  Backdrop,
  Box,
  Button,
  Paper,
  Stack,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { useSnackbar, type SnackbarKey } from 'notistack';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { displayName, useSession } from '@/features/auth';
import { queuedPhotosBlockMessage, useOnline, useQueuedPhotos } from '@/features/offline';
import { TOP_ROLES } from '@/features/auth';
import { paths } from '@/lib/paths';
import type { ReportImage } from '../../model/types';
import { publishReport } from '../api/publish-report';
import { saveDraft } from '../api/save-draft';
import { updateReport } from '../api/update-report';
import { inspectionMessages as msg } from '../model/messages';
import { COMPLIANCE_PHOTO_KIND } from '../model/queuedPhotos';
import { reportFields, withoutKeys } from '../model/reportDoc';
import {
  formReducer,
  groupReportQuestions,
  type FormAction,
  liveScore,
  validateReport,
  type QuestionPatch,
  type ReportFormValues,
  type ReportLocation,
} from '../model/reportForm';
import { AutosaveScheduler, whenIdle } from '../model/timing';
import { NotesField } from './NotesField';
import { QuestionCard } from './QuestionCard';
import type { PreviousAnswer } from '../../history/model/previousResults';
import { ReorderPanel } from './ReorderPanel';
import { ScoreChips } from './ScoreChip';
import { SignoffSection } from '../../signoff/components/SignoffSection';
import {
  EMPTY_SIGNOFF,
  inspectionStart,
  signoffErrors,
  type SignoffInput,
} from '../../signoff/model/signoff';

export type FormMode = 'new' | 'draft' | 'edit';

export interface ReportFormProps {
  mode: FormMode;
  reportId: string;
  /** A draft document exists under reportId already (draft mode, or new with ?draftId=). */
  draftExists: boolean;
  location: ReportLocation;
  initial: ReportFormValues;
  /** Answers of the location's last published report by question id (issue 16). */
  previous?: Record<string, PreviousAnswer>;
  /** A stored draft's creation time (ms): the inspection started no later than this. */
  draftCreatedAt?: number | null;
  /** A published report's serial (edit mode), copied into actions its edit creates. */
  serialNo?: number;
}

/** The compliance form (spec 02 §2, §4): one component for new reports, drafts and edits. */
export function ReportForm({
  mode,
  reportId,
  draftExists,
  location,
  initial,
  previous,
  draftCreatedAt = null,
  serialNo = 0,
}: ReportFormProps) {
  const { state: session } = useSession();
  const user = session.status === 'signedIn' ? session.user : null;
  const role = session.status === 'signedIn' ? (session.profile?.role ?? null) : null;
  const profile = session.status === 'signedIn' ? session.profile : null;
  const navigate = useNavigate();
  const [, setSearchParams] = useSearchParams();
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  const online = useOnline();
  const desktop = useMediaQuery('(min-width:1280px)');
  const queuedPhotos = useQueuedPhotos({ kind: COMPLIANCE_PHOTO_KIND, ownerId: reportId }).length;

  const [values, dispatchToState] = useReducer(formReducer, initial);
  const valuesRef = useRef(values);
  // The ref follows each change at once, not after the next render: a save that waited for a
  // comment in flight reads it even when rendering lags behind (a busy tablet).
  const dispatch = useCallback((action: FormAction) => {
    valuesRef.current = formReducer(valuesRef.current, action);
    dispatchToState(action);
  }, []);
  const [hasDraft, setHasDraft] = useState(draftExists);
  const hasDraftRef = useRef(draftExists);
  const [saving, setSaving] = useState(false);
  const [blocked, setBlocked] = useState(false);
  const [savedNote, setSavedNote] = useState('');
  const [reordering, setReordering] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const busyKeys = useRef(new Set<string>());
  const onlineRef = useRef(online);
  const schedulerRef = useRef<AutosaveScheduler | null>(null);
  // The inspection's start (sign-off, issue 16): the first edit, or the form's opening.
  const [openedAt] = useState(() => Date.now());
  const firstEditAt = useRef<number | null>(null);
  const [signoff, setSignoff] = useState<SignoffInput>(EMPTY_SIGNOFF);
  const [signoffProblems, setSignoffProblems] = useState<Record<string, string>>({});

  useEffect(() => {
    onlineRef.current = online;
  });

  const score = useMemo(() => liveScore(values), [values]);
  const groups = useMemo(() => groupReportQuestions(values.questions), [values.questions]);

  /** Error snackbars persist with Dismiss, and a blocking overlay covers the form until then. */
  const fail = useCallback(
    (message: string) => {
      setBlocked(true);
      enqueueSnackbar(message, {
        variant: 'error',
        persist: true,
        action: (key: SnackbarKey) => (
          <Button
            color="inherit"
            onClick={() => {
              closeSnackbar(key);
              setBlocked(false);
            }}
          >
            Dismiss
          </Button>
        ),
      });
    },
    [enqueueSnackbar, closeSnackbar],
  );

  const autosaves = mode !== 'edit';
  const changed = useCallback(() => {
    firstEditAt.current ??= Date.now();
    if (autosaves) schedulerRef.current?.changed();
  }, [autosaves]);

  const onQuestion = useCallback(
    (id: string, patch: QuestionPatch) => {
      dispatch({ type: 'question', id, patch });
      changed();
    },
    [dispatch, changed],
  );
  const onAddImage = useCallback(
    (id: string, image: ReportImage) => {
      dispatch({ type: 'addImage', id, image });
      changed();
    },
    [dispatch, changed],
  );
  const onRemoveImage = useCallback(
    (id: string, fileName: string) => {
      dispatch({ type: 'removeImage', id, fileName });
      changed();
    },
    [dispatch, changed],
  );
  const onBusy = useCallback((key: string, busy: boolean) => {
    if (busy) busyKeys.current.add(key);
    else busyKeys.current.delete(key);
  }, []);

  /** Waits for comments in flight, validates, and returns the values to save (null if invalid). */
  const settled = useCallback(async (): Promise<ReportFormValues | null> => {
    await whenIdle(() => busyKeys.current.size > 0);
    const current = valuesRef.current;
    const found = validateReport(current);
    setErrors(found);
    return Object.keys(found).length ? null : current;
  }, []);

  const saveDraftNow = useCallback(
    async (how: 'manual' | 'auto') => {
      if (!user) {
        fail(msg.notAuthorized);
        return false;
      }
      const current = await settled();
      if (!current) return false;
      const creating = !hasDraftRef.current;
      schedulerRef.current?.saved();
      try {
        const where = await saveDraft(
          reportId,
          reportFields(current, location, user.uid, 'draft', 0),
          !creating,
          onlineRef.current,
        );
        if (creating) {
          hasDraftRef.current = true;
          setHasDraft(true);
          if (mode === 'new') setSearchParams({ draftId: reportId }, { replace: true });
        }
        const time = new Date().toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
        setSavedNote(where === 'local' ? msg.savedOffline : `Draft saved at ${time}`);
        if (where === 'local') enqueueSnackbar(msg.savedOffline, { variant: 'info' });
        else if (how === 'manual') {
          enqueueSnackbar(creating ? msg.draftCreated : msg.draftSaved, { variant: 'success' });
        }
        return true;
      } catch (error) {
        console.error('Saving the draft failed', error);
        fail(creating ? msg.draftCreateFailed : msg.draftSaveFailed);
        return false;
      }
    },
    [user, settled, reportId, location, mode, setSearchParams, enqueueSnackbar, fail],
  );

  // Autosave (spec 02 §4): on first load of a stored draft, and 60 s after a change.
  const saveRef = useRef(saveDraftNow);
  useEffect(() => {
    saveRef.current = saveDraftNow;
  });
  useEffect(() => {
    if (!autosaves) return;
    const scheduler = new AutosaveScheduler(() => void saveRef.current('auto'));
    schedulerRef.current = scheduler;
    if (hasDraftRef.current) scheduler.loaded();
    return () => scheduler.dispose();
  }, [autosaves]);

  const run = async (job: () => Promise<void>) => {
    if (saving) return;
    setSaving(true);
    try {
      await job();
    } finally {
      setSaving(false);
    }
  };

  /** Submit (no draft yet) or Publish (a draft exists): a serial needs the network. */
  const publish = () =>
    run(async () => {
      if (!user) return fail(msg.notAuthorized);
      const fromDraft = hasDraftRef.current;
      if (!onlineRef.current) {
        // Keep everything: save the draft locally, then say why it was not published.
        await saveDraftNow('auto');
        enqueueSnackbar(msg.publishNeedsNetwork, {
          variant: 'warning',
          persist: true,
          action: (key: SnackbarKey) => (
            <Button color="inherit" onClick={() => closeSnackbar(key)}>
              Dismiss
            </Button>
          ),
        });
        return;
      }
      if (queuedPhotos > 0) {
        // The report would be published without them; the draft keeps everything meanwhile.
        await saveDraftNow('auto');
        enqueueSnackbar(queuedPhotosBlockMessage(queuedPhotos), { variant: 'warning' });
        return;
      }
      const current = await settled();
      const signoffFound = signoffErrors(signoff);
      setSignoffProblems(signoffFound);
      if (!current || Object.keys(signoffFound).length) return;
      schedulerRef.current?.saved();
      try {
        await publishReport(reportId, reportFields(current, location, user.uid, 'published', 0), {
          ...signoff,
          reportId,
          userId: user.uid,
          territoryId: location.territoryId,
          inspectorName: profile ? displayName(profile) : 'No name',
          startedAt: inspectionStart({
            draftCreatedAt,
            firstEditAt: firstEditAt.current,
            openedAt,
          }),
        });
        schedulerRef.current?.dispose();
        enqueueSnackbar(fromDraft ? msg.draftPublished : msg.created, { variant: 'success' });
        navigate(paths.compliance.reports);
      } catch (error) {
        console.error('Publishing the report failed', error);
        fail(fromDraft ? msg.draftPublishFailed : msg.createFailed);
      }
    });

  const update = () =>
    run(async () => {
      if (!user) return fail(msg.notAuthorized);
      const current = await settled();
      if (!current) return;
      try {
        const fields = withoutKeys(reportFields(current, location, user.uid, 'published', 0), [
          'serialNo',
          'userId',
        ]);
        const where = await updateReport(reportId, fields, onlineRef.current, {
          serialNo,
          before: initial.questions,
          editedBy: user.uid,
        });
        enqueueSnackbar(where === 'local' ? msg.savedOffline : msg.updated, {
          variant: where === 'local' ? 'info' : 'success',
        });
      } catch (error) {
        console.error('Updating the report failed', error);
        fail(msg.updateFailed);
      }
    });

  const canReorder =
    mode !== 'edit' && role !== null && TOP_ROLES.includes(role) && values.questions.length > 1;

  const actions = (
    <Stack
      direction={desktop ? 'column' : 'row'}
      spacing={1.5}
      sx={{ width: desktop ? 1 : 'auto' }}
    >
      {mode === 'edit' ? (
        <Button variant="contained" size="large" disabled={saving || reordering} onClick={update}>
          Update
        </Button>
      ) : (
        <>
          <Button
            variant="outlined"
            size="large"
            disabled={saving || reordering}
            onClick={() => void run(async () => void (await saveDraftNow('manual')))}
          >
            Save Draft
          </Button>
          <Button
            variant="contained"
            size="large"
            disabled={saving || reordering}
            onClick={publish}
          >
            {hasDraft ? 'Publish' : 'Submit'}
          </Button>
        </>
      )}
      {canReorder && (
        <Button size="large" onClick={() => setReordering((r) => !r)} disabled={saving}>
          {reordering ? 'Done Reordering' : 'Reorder'}
        </Button>
      )}
    </Stack>
  );

  const status = (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
      <ScoreChips score={score} />
      {queuedPhotos > 0 && mode !== 'edit' && (
        <Typography variant="body2" color="warning.main" data-testid="queued-photos-note">
          {queuedPhotosBlockMessage(queuedPhotos)}
        </Typography>
      )}
      {savedNote && (
        <Typography variant="body2" color="text.secondary" data-testid="saved-note">
          {savedNote}
        </Typography>
      )}
    </Box>
  );

  let index = 0;
  const body = (
    <Stack spacing={3} sx={{ flex: 1, minWidth: 0 }}>
      {!online && (
        <Alert severity="warning" data-testid="offline-notice">
          {msg.offlineBanner}
        </Alert>
      )}
      {reordering ? (
        <ReorderPanel
          type={location.type}
          questions={values.questions}
          onSaved={(questions) => {
            dispatch({ type: 'reorder', questions });
            setReordering(false);
          }}
          onCancel={() => setReordering(false)}
        />
      ) : (
        groups.map((group) => (
          <Box key={group.sectionId} component="section" aria-label={group.sectionName}>
            <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
              {group.sectionName}
            </Typography>
            <Stack spacing={1.5}>
              {group.questions.map((q) => {
                index += 1;
                return (
                  <QuestionCard
                    key={q.id}
                    question={q}
                    index={index}
                    reportId={reportId}
                    error={errors[`questions.${q.id}.comment`]}
                    reordering={reordering}
                    online={online}
                    onChange={onQuestion}
                    onAddImage={onAddImage}
                    onRemoveImage={onRemoveImage}
                    onBusy={onBusy}
                    previous={previous?.[q.id]}
                  />
                );
              })}
            </Stack>
          </Box>
        ))
      )}
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack spacing={2}>
          <NotesField
            label="Positives & Highlights"
            value={values.highlightNotes}
            error={errors.highlightNotes}
            onCommit={(value) => {
              dispatch({ type: 'notes', field: 'highlightNotes', value });
              changed();
            }}
            onBusy={(busy) => onBusy('notes:highlight', busy)}
          />
          <NotesField
            label="Opportunities for Improvement"
            value={values.lowlightNotes}
            error={errors.lowlightNotes}
            onCommit={(value) => {
              dispatch({ type: 'notes', field: 'lowlightNotes', value });
              changed();
            }}
            onBusy={(busy) => onBusy('notes:lowlight', busy)}
          />
        </Stack>
      </Paper>
      {mode !== 'edit' && !reordering && (
        <SignoffSection
          value={signoff}
          onChange={(next) => {
            setSignoff(next);
            // Messages from the last Publish go once the sign-off changes.
            setSignoffProblems({});
          }}
          inspectorName={profile ? displayName(profile) : ''}
          errors={signoffProblems}
          disabled={saving}
        />
      )}
    </Stack>
  );

  return (
    <Box sx={{ position: 'relative' }}>
      {desktop ? (
        <Box sx={{ display: 'flex', gap: 3, alignItems: 'flex-start' }}>
          {body}
          <Paper
            variant="outlined"
            data-testid="action-panel"
            // Below the app bar and the announcement bar, which stay on screen too.
            sx={{ position: 'sticky', top: 140, width: 280, p: 2, flexShrink: 0 }}
          >
            <Stack spacing={2}>
              {status}
              {actions}
            </Stack>
          </Paper>
        </Box>
      ) : (
        <>
          <Box sx={{ pb: 12 }}>{body}</Box>
          <Paper
            elevation={8}
            data-testid="action-panel"
            sx={{
              position: 'fixed',
              left: 0,
              right: 0,
              bottom: 0,
              zIndex: (t) => t.zIndex.appBar,
              px: 2,
              py: 1.5,
              display: 'flex',
              gap: 2,
              alignItems: 'center',
              justifyContent: 'space-between',
              flexWrap: 'wrap',
            }}
          >
            {status}
            {actions}
          </Paper>
        </>
      )}
      <Backdrop
        open={blocked}
        data-testid="error-overlay"
        sx={{ zIndex: (t) => t.zIndex.modal - 1, color: '#fff' }}
      />
    </Box>
  );
}
