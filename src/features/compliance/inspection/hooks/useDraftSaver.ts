import { useCallback, useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { useSnackbar } from 'notistack';
import { useSearchParams } from 'react-router-dom';
import { saveDraft } from '../api/save-draft';
import { inspectionMessages as msg } from '../model/messages';
import { reportFields } from '../model/reportDoc';
import type { ReportLocation } from '../../model/location';
import type { FormMode, ReportFormValues } from '../model/reportForm';
import { draftSavedNote, draftSavedNotice, type DraftSaveKind } from '../model/reportSave';
import { AutosaveScheduler } from '../model/timing';

interface DraftSaverOptions {
  mode: FormMode;
  reportId: string;
  /** A draft document exists under reportId already. */
  draftExists: boolean;
  location: ReportLocation;
  /** The signed-in user, null when signed out. */
  userId: string | null;
  online: RefObject<boolean>;
  /** Waits for fields in flight and validates: the values to save, or null. */
  settled: () => Promise<ReportFormValues | null>;
  fail: (message: string) => void;
}

/**
 * Saving the report as a draft (spec 02 §4): Save Draft, and autosave on first load of a stored
 * draft and 60 s after a change (not when editing a published report). The first save creates the
 * draft; for a new report it also puts ?draftId= in the address, so a reload reopens the draft.
 */
export function useDraftSaver(options: DraftSaverOptions) {
  const { mode, reportId, draftExists, location, userId, online, settled, fail } = options;
  const [, setSearchParams] = useSearchParams();
  const { enqueueSnackbar } = useSnackbar();
  const [hasDraft, setHasDraft] = useState(draftExists);
  const hasDraftRef = useRef(draftExists);
  const [savedNote, setSavedNote] = useState('');
  const schedulerRef = useRef<AutosaveScheduler | null>(null);

  /** Saves now: where it is saved (this device's cache, or the server), null when it is not. */
  const saveDraftNow = useCallback(
    async (how: DraftSaveKind): Promise<'server' | 'local' | null> => {
      if (!userId) {
        fail(msg.notAuthorized);
        return null;
      }
      const current = await settled();
      if (!current) return null;
      const creating = !hasDraftRef.current;
      schedulerRef.current?.saved();
      try {
        const where = await saveDraft(
          reportId,
          reportFields(current, location, userId, 'draft', 0),
          !creating,
          online.current,
        );
        if (creating) {
          hasDraftRef.current = true;
          setHasDraft(true);
          if (mode === 'new') setSearchParams({ draftId: reportId }, { replace: true });
        }
        setSavedNote(draftSavedNote(where, new Date()));
        const notice = draftSavedNotice(where, how, creating);
        if (notice) enqueueSnackbar(notice.message, { variant: notice.variant });
        return where;
      } catch (error) {
        console.error('Saving the draft failed', error);
        fail(creating ? msg.draftCreateFailed : msg.draftSaveFailed);
        return null;
      }
    },
    [userId, settled, reportId, location, online, mode, setSearchParams, enqueueSnackbar, fail],
  );

  const autosaves = mode !== 'edit';
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

  // Stable, like the scheduler behind them: the edit handlers that call `changed` stay stable.
  const autosave = useMemo(
    () => ({
      /** Something changed: autosave a minute from now. */
      changed: () => schedulerRef.current?.changed(),
      /** Saved some other way (Publish): nothing pending. */
      saved: () => schedulerRef.current?.saved(),
      /** The report is published: no more autosaves. */
      stop: () => schedulerRef.current?.dispose(),
    }),
    [],
  );

  /** Whether a draft is stored now: read at the moment of a save, not of the last render. */
  const draftStored = useCallback(() => hasDraftRef.current, []);

  return { hasDraft, draftStored, savedNote, saveDraftNow, autosave };
}
