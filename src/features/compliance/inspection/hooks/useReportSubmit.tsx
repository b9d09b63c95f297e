import { useCallback, useEffect, useRef, useState } from 'react';
import { useSnackbar, type SnackbarKey } from 'notistack';
import { useNavigate } from 'react-router-dom';
import { queuedPhotosBlockMessage } from '@/features/offline';
import { errorText } from '@/lib/errors';
import { paths } from '@/lib/paths';
import type { SignoffInput } from '../../model/signoff';
import { publishReport } from '../api/publish-report';
import { saveReportEdit } from '../api/save-report-edit';
import { DismissButton } from '../components/DismissButton';
import { inspectionMessages as msg } from '../model/messages';
import type { ReportLocation } from '../../model/location';
import type { FormMode, ReportFormValues } from '../model/reportForm';
import { editedAnswers, publishedSignoff } from '../model/reportSave';
import { useDraftSaver } from './useDraftSaver';

interface ReportSubmitOptions {
  mode: FormMode;
  reportId: string;
  draftExists: boolean;
  location: ReportLocation;
  /** The signed-in user, null when signed out. */
  userId: string | null;
  draftCreatedAt: number | null;
  online: boolean;
  /** Photos of this report still waiting in the offline queue. */
  queuedPhotos: number;
  settled: () => Promise<ReportFormValues | null>;
  signoff: { value: SignoffInput; check: () => boolean };
  fail: (message: string) => void;
}

/**
 * The form's buttons (spec 02 §4): Save Draft, Submit or Publish, and Update of a published
 * report, one at a time (`saving`). `changed` is called on every edit.
 */
/** The spec's failure message followed by why: the server's refusal says what to change. */
const withReason = (failed: string, error: unknown) => `${failed} ${errorText(error)}`;

export function useReportSubmit(options: ReportSubmitOptions) {
  const { mode, reportId, location, userId, queuedPhotos, settled, fail } = options;
  const navigate = useNavigate();
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  const onlineRef = useRef(options.online);
  useEffect(() => {
    onlineRef.current = options.online;
  });
  const [saving, setSaving] = useState(false);
  // The inspection's start (sign-off, issue 16): the first edit, or the form's opening.
  const [openedAt] = useState(() => Date.now());
  const firstEditAt = useRef<number | null>(null);
  const draft = useDraftSaver({
    mode,
    reportId,
    draftExists: options.draftExists,
    location,
    userId,
    online: onlineRef,
    settled,
    fail,
  });
  const { saveDraftNow, autosave } = draft;

  const changed = useCallback(() => {
    firstEditAt.current ??= Date.now();
    autosave.changed();
  }, [autosave]);

  const run = async (job: () => Promise<void>) => {
    if (saving) return;
    setSaving(true);
    try {
      await job();
    } finally {
      setSaving(false);
    }
  };

  const saveDraft = () => run(async () => void (await saveDraftNow('manual')));

  /** Why an offline Publish or Update did nothing, until dismissed. */
  const needsNetwork = (message: string) =>
    enqueueSnackbar(message, {
      variant: 'warning',
      persist: true,
      action: (key: SnackbarKey) => <DismissButton onClick={() => closeSnackbar(key)} />,
    });

  /** Submit (no draft yet) or Publish (a draft exists): a serial needs the network. */
  const publish = () =>
    run(async () => {
      if (!userId) return fail(msg.notAuthorized);
      const fromDraft = draft.draftStored();
      if (!onlineRef.current) {
        // Keep everything: save the draft locally, then say why it was not published.
        await saveDraftNow('auto');
        needsNetwork(msg.publishNeedsNetwork);
        return;
      }
      if (queuedPhotos > 0) {
        // The report would be published without them; the draft keeps everything meanwhile.
        await saveDraftNow('auto');
        enqueueSnackbar(queuedPhotosBlockMessage(queuedPhotos), { variant: 'warning' });
        return;
      }
      const current = await settled();
      const signoffValid = options.signoff.check();
      if (!current || !signoffValid) return;
      try {
        // The server publishes the draft as stored: it must be there first (not only cached).
        if ((await saveDraftNow('auto')) !== 'server') {
          fail(fromDraft ? msg.draftPublishFailed : msg.createFailed);
          return;
        }
        await publishReport(
          reportId,
          publishedSignoff(options.signoff.value, {
            draftCreatedAt: options.draftCreatedAt,
            firstEditAt: firstEditAt.current,
            openedAt,
          }),
        );
        autosave.stop();
        enqueueSnackbar(fromDraft ? msg.draftPublished : msg.created, { variant: 'success' });
        navigate(paths.compliance.reports.list());
      } catch (error) {
        console.error('Publishing the report failed', error);
        fail(withReason(fromDraft ? msg.draftPublishFailed : msg.createFailed, error));
      }
    });

  /** Update of a published report: the server scores it, so it needs the network. */
  const update = () =>
    run(async () => {
      if (!userId) return fail(msg.notAuthorized);
      // The form keeps what was typed; nothing is written.
      if (!onlineRef.current) return void needsNetwork(msg.updateNeedsNetwork);
      const current = await settled();
      if (!current) return;
      try {
        await saveReportEdit(reportId, editedAnswers(current));
        enqueueSnackbar(msg.updated, { variant: 'success' });
      } catch (error) {
        console.error('Updating the report failed', error);
        fail(withReason(msg.updateFailed, error));
      }
    });

  return {
    saving,
    hasDraft: draft.hasDraft,
    savedNote: draft.savedNote,
    changed,
    saveDraft,
    publish,
    update,
  };
}
