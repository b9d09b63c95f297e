import { useMemo, useState } from 'react';
import { Alert, Stack, useMediaQuery } from '@mui/material';
import { displayName, TOP_ROLES, useSession } from '@/features/auth';
import { useOnline, useQueuedPhotos } from '@/features/offline';
import type { PreviousAnswer } from '../../history';
import { SignoffSection } from '../../signoff';
import { useBlockingError } from '../hooks/useBlockingError';
import { useReportEdits } from '../hooks/useReportEdits';
import { useReportSubmit } from '../hooks/useReportSubmit';
import { useReportValues } from '../hooks/useReportValues';
import { useSignoffInput } from '../hooks/useSignoffInput';
import { inspectionMessages as msg } from '../model/messages';
import { COMPLIANCE_PHOTO_KIND } from '../model/queuedPhotos';
import type { ReportLocation } from '../../model/location';
import { liveScore, type FormMode, type ReportFormValues } from '../model/reportForm';
import { ReorderPanel } from './ReorderPanel';
import { ReportActions } from './ReportActions';
import { ReportFormLayout } from './ReportFormLayout';
import { ReportNotes } from './ReportNotes';
import { ReportQuestionSections } from './ReportQuestionSections';
import { ReportStatus } from './ReportStatus';

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
}: ReportFormProps) {
  const { state: session } = useSession();
  const user = session.status === 'signedIn' ? session.user : null;
  const profile = session.status === 'signedIn' ? session.profile : null;
  const role = profile?.role ?? null;
  const online = useOnline();
  const desktop = useMediaQuery('(min-width:1280px)');
  const queuedPhotos = useQueuedPhotos({ kind: COMPLIANCE_PHOTO_KIND, ownerId: reportId }).length;

  const { values, dispatch, errors, onBusy, settled } = useReportValues(initial);
  const signoff = useSignoffInput();
  const { blocked, fail } = useBlockingError();
  const submit = useReportSubmit({
    mode,
    reportId,
    draftExists,
    location,
    userId: user?.uid ?? null,
    draftCreatedAt,
    online,
    queuedPhotos,
    settled,
    signoff,
    fail,
  });
  const edits = useReportEdits(dispatch, submit.changed);
  const [reordering, setReordering] = useState(false);
  const score = useMemo(() => liveScore(values), [values]);

  const canReorder =
    mode !== 'edit' && role !== null && TOP_ROLES.includes(role) && values.questions.length > 1;

  return (
    <ReportFormLayout
      desktop={desktop}
      blocked={blocked}
      status={
        <ReportStatus
          score={score}
          queuedPhotos={mode !== 'edit' ? queuedPhotos : 0}
          savedNote={submit.savedNote}
        />
      }
      actions={
        <ReportActions
          mode={mode}
          desktop={desktop}
          saving={submit.saving}
          reordering={reordering}
          hasDraft={submit.hasDraft}
          canReorder={canReorder}
          onSaveDraft={() => void submit.saveDraft()}
          onPublish={() => void submit.publish()}
          onUpdate={() => void submit.update()}
          onToggleReorder={() => setReordering((r) => !r)}
        />
      }
    >
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
          <ReportQuestionSections
            questions={values.questions}
            reportId={reportId}
            errors={errors}
            reordering={reordering}
            online={online}
            onChange={edits.onQuestion}
            onAddImage={edits.onAddImage}
            onRemoveImage={edits.onRemoveImage}
            onBusy={onBusy}
            previous={previous}
          />
        )}
        <ReportNotes values={values} errors={errors} onChange={edits.onNotes} onBusy={onBusy} />
        {mode !== 'edit' && !reordering && (
          <SignoffSection
            value={signoff.value}
            onChange={signoff.change}
            inspectorName={profile ? displayName(profile) : ''}
            errors={signoff.problems}
            disabled={submit.saving}
          />
        )}
      </Stack>
    </ReportFormLayout>
  );
}
