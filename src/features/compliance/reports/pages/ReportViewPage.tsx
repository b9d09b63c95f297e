import { useState } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import { Alert, Box, Breadcrumbs, Button, Link, Typography } from '@mui/material';
import { EmptyState } from '@/components/EmptyState';
import { PageHeader } from '@/components/PageHeader';
import { useSignedInUser } from '@/features/auth';
import { paths, SAMPLE_REPORT_ID } from '@/lib/paths';
import { DnqStatusPanel } from '../components/DnqStatusPanel';
import { DownloadPdfButton } from '../components/DownloadPdfButton';
import { ReportView } from '../components/ReportView';
import { useReportDetails } from '../components/useReportDetails';
import { useReportActionCell } from '../../actions';
import { ScoreTrendPanel } from '../../history';
import { SignoffPanel } from '../../signoff';

export const REPORT_LOADING = 'Compliance report loading...';

/** Title of the view (spec 02 §2), prefixed "Sample" for samples. */
function reportViewTitle(sample: boolean): string {
  return sample ? 'Sample Compliance Report Details' : 'Compliance Report Details';
}

/** `/app/compliance-v2/reports/:id/view/:franchiseeLocationId[?sample=true]` */
export default function ReportViewPage() {
  const { id = '', franchiseeLocationId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const { user } = useSignedInUser();
  // The select-location page links `/reports/sample/view/:location?sample=true`; either marker works.
  const sample = searchParams.get('sample') === 'true' || id === SAMPLE_REPORT_ID;
  const [version, setVersion] = useState(0);
  const state = useReportDetails(id, franchiseeLocationId, sample, user.uid, version);
  const title = reportViewTitle(sample);
  const actionCell = useReportActionCell(
    state.status === 'ready' && !state.report.isSample ? state.report : null,
  );

  return (
    <Box>
      <Breadcrumbs aria-label="Breadcrumb" sx={{ mb: 1 }}>
        <Link
          component={RouterLink}
          to={paths.compliance.reports.list('passed')}
          underline="hover"
          color="inherit"
        >
          Compliance Reports
        </Link>
        <Typography color="text.primary">{sample ? 'Sample' : 'Details'}</Typography>
      </Breadcrumbs>
      <PageHeader
        title={title}
        subtitle={
          state.status === 'ready' && !state.report.isSample
            ? `Report #${state.report.serialNo} · ${state.report.territoryName}`
            : undefined
        }
        actions={state.status === 'ready' && <DownloadPdfButton report={state.report} />}
      />
      {state.status === 'loading' && (
        <Typography color="text.secondary" role="status" sx={{ py: 6, textAlign: 'center' }}>
          {REPORT_LOADING}
        </Typography>
      )}
      {state.status === 'error' && <Alert severity="error">{state.message}</Alert>}
      {state.status === 'notFound' && (
        <EmptyState
          title={
            sample
              ? 'This franchisee location does not exist.'
              : 'This compliance report does not exist.'
          }
          action={
            <Button
              component={RouterLink}
              to={paths.compliance.reports.list('all')}
              variant="contained"
            >
              Back to compliance reports
            </Button>
          }
        />
      )}
      {state.status === 'ready' &&
        state.report.status === 'published' &&
        !state.report.isSample && <ScoreTrendPanel report={state.report} />}
      {state.status === 'ready' &&
        state.report.status === 'published' &&
        !state.report.isSample && (
          <DnqStatusPanel report={state.report} onSaved={() => setVersion((v) => v + 1)} />
        )}
      {state.status === 'ready' && <ReportView report={state.report} actionCell={actionCell} />}
      {state.status === 'ready' &&
        state.report.status === 'published' &&
        !state.report.isSample && (
          <Box sx={{ mt: 3 }}>
            <SignoffPanel reportId={state.report.id} />
          </Box>
        )}
    </Box>
  );
}
