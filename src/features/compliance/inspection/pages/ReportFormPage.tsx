import { useState } from 'react';
import { Alert } from '@mui/material';
import { useParams, useSearchParams } from 'react-router-dom';
import { PageHeader } from '@/components/PageHeader';
import { QueryState } from '@/components/QueryState';
import { useMarkFirstContent } from '@/lib/firstContent';
import { useSession } from '@/features/auth';
import type { LoadRequest } from '../api/load-report-form';
import { newReportId } from '../api/report-refs';
import { ReportForm } from '../components/ReportForm';
import { useReportLoader } from '../hooks/useReportLoader';
import type { FormMode } from '../model/reportForm';
import { usePreviousAnswers } from '../../history';

const TITLES: Record<FormMode, string> = {
  new: 'New Compliance Report',
  draft: 'Review Draft Compliance Report',
  edit: 'Edit Compliance Report',
};

/**
 * The three form routes (new, draft edit, published edit). The new route reads ?draftId= once,
 * at mount: after Save Draft the address gains it (replace) without reloading the form, and a
 * reload then reopens the saved draft.
 */
export function ReportFormPage({ mode }: { mode: FormMode }) {
  const params = useParams();
  const [searchParams] = useSearchParams();
  const { state: session } = useSession();
  const userId = session.status === 'signedIn' ? session.user.uid : '';
  const [start] = useState(() => {
    const draftId = searchParams.get('draftId');
    if (mode === 'new' && !draftId) {
      return {
        reportId: newReportId(),
        draftExists: false,
        request: {
          kind: 'new',
          locationId: params.franchiseeLocationId ?? '',
          locationType: params.locationType ?? '',
        } as LoadRequest,
      };
    }
    const reportId = mode === 'new' ? (draftId ?? '') : (params.id ?? '');
    return {
      reportId,
      draftExists: mode !== 'edit',
      request: {
        kind: 'stored',
        reportId,
        expectStatus: mode === 'edit' ? 'published' : 'draft',
        userId,
      } as LoadRequest,
    };
  });
  const loaded = useReportLoader(start.request);
  const state = loaded.data;
  const previous = usePreviousAnswers(
    state?.status === 'ready' ? state.location : null,
    start.reportId,
  );
  const title = TITLES[mode];
  // The form is this page's first content: the layout's own work starts then (@/lib/firstContent).
  useMarkFirstContent(state?.status === 'ready');

  if (!loaded.isSuccess || state?.status !== 'ready') {
    return (
      <>
        <PageHeader title={title} />
        {state?.status === 'problem' ? (
          <Alert severity="error">{state.message}</Alert>
        ) : (
          <QueryState
            query={loaded}
            loadingLabel="Loading the compliance form"
            errorMessage="The compliance form could not be loaded."
          />
        )}
      </>
    );
  }
  const { location } = state;
  return (
    <>
      <PageHeader
        title={mode === 'edit' ? `${title}: ${location.name}` : title}
        subtitle={`${location.name} · ${location.territoryName} · ${
          location.type === 'restaurant' ? 'Restaurant' : 'Truck'
        }${state.serialNo ? ` · Report #${state.serialNo}` : ''}`}
      />
      <ReportForm
        mode={mode}
        reportId={start.reportId}
        draftExists={start.draftExists}
        location={location}
        initial={state.values}
        draftCreatedAt={state.draftCreatedAt}
        previous={previous}
      />
    </>
  );
}

export const NewReportPage = () => <ReportFormPage mode="new" />;
export const DraftEditPage = () => <ReportFormPage mode="draft" />;
export const EditReportPage = () => <ReportFormPage mode="edit" />;
