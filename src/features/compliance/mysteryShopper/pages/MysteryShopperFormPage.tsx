import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { Box } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { displayName, useSignedInUser } from '@/features/auth';
import { useScopeTerritories } from '@/features/referenceData';
import { NotFoundState } from '@/components/EmptyState';
import { PageHeader } from '@/components/PageHeader';
import { allQueries, QueryState } from '@/components/QueryState';
import { db } from '@/lib/firebase';
import { errorText } from '@/lib/errors';
import { paths } from '@/lib/paths';
import type { MysteryShopperReport } from '../../model/types';
import { newReportId } from '../api/collections';
import { createMysteryShopperReport } from '../api/create-report';
import { forgetMysteryShopperReports, mysteryShopperFormQuery } from '../api/queries';
import { updateMysteryShopperReport } from '../api/update-report';
import { MysteryShopperForm } from '../components/MysteryShopperForm';
import {
  emptyMysteryShopperForm,
  mysteryShopperFormValues,
  mysteryShopperMessages as m,
  toMysteryShopperValues,
  type MysteryShopperFormValues,
  type NamedRef,
} from '../model/schemas';

interface Loaded {
  territories: readonly NamedRef[];
  report: MysteryShopperReport | null;
}

/**
 * New report (no :id) and edit report (:id): one screen. The scope's territories come from the
 * session's reference data (read once per sign-in), the report from its own query, in parallel.
 */
export function MysteryShopperFormPage() {
  const { id } = useParams();
  const territories = useScopeTerritories();
  const report = useQuery(mysteryShopperFormQuery(db, id));
  const title = id ? 'Edit Mystery Shopper Report' : 'New Mystery Shopper Report';
  const both = allQueries(territories, report);
  if (!territories.isSuccess || !report.isSuccess) {
    return (
      <Box>
        <PageHeader title={title} />
        <QueryState
          query={both}
          loadingLabel="Loading the mystery shopper report"
          errorMessage="The mystery shopper report could not be loaded."
        />
      </Box>
    );
  }
  return (
    <Box>
      <PageHeader title={title} />
      {id && !report.data ? (
        <NotFoundState
          title="Report not found"
          backTo={paths.compliance.mysteryShopper.list}
          backLabel="Back to reports"
        />
      ) : (
        <Editor territories={territories.data} report={report.data} />
      )}
    </Box>
  );
}

function Editor({ territories, report }: Loaded) {
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const { user, profile } = useSignedInUser();
  const client = useQueryClient();
  // A new report's id is chosen now, so its files upload under it before it is saved.
  const [reportId] = useState(() => report?.id ?? newReportId(db));

  const submit = async (
    values: MysteryShopperFormValues,
    territory: NamedRef,
    location: NamedRef,
  ) => {
    const saved = toMysteryShopperValues(values, territory, location);
    try {
      if (report) await updateMysteryShopperReport(db, { ...saved, id: report.id });
      else {
        await createMysteryShopperReport(db, {
          ...saved,
          id: reportId,
          userId: user.uid,
          userName: displayName(profile),
        });
      }
    } catch (error) {
      console.error('Saving the mystery shopper report failed', error);
      // The server's message is the most useful one (spec 02 §8 "server message preferred").
      const failed = report ? m.updateFailed : m.createFailed;
      enqueueSnackbar(`${failed}: ${errorText(error)}`, { variant: 'error' });
      return;
    }
    void forgetMysteryShopperReports(client);
    enqueueSnackbar(report ? m.updated : m.created, { variant: 'success' });
    navigate(paths.compliance.mysteryShopper.view(reportId));
  };

  return (
    <MysteryShopperForm
      reportId={reportId}
      initialValues={report ? mysteryShopperFormValues(report) : emptyMysteryShopperForm}
      territories={
        report && !territories.some((t) => t.id === report.territoryId)
          ? [...territories, { id: report.territoryId, name: report.territoryName }]
          : territories
      }
      currentLocation={
        report
          ? { id: report.franchiseeLocationId, name: report.franchiseeLocationName }
          : undefined
      }
      submitLabel={report ? 'Save Changes' : 'Create Report'}
      cancelTo={
        report
          ? paths.compliance.mysteryShopper.view(report.id)
          : paths.compliance.mysteryShopper.list
      }
      onSubmit={submit}
    />
  );
}
