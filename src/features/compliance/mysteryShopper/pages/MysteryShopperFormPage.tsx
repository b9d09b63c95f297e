import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { Box } from '@mui/material';
import { useSnackbar } from 'notistack';
import { displayName, useSignedInUser } from '@/features/auth';
import { PageHeader } from '@/components/PageHeader';
import { errorText } from '@/lib/errors';
import { LoadGate } from '../../catalogue/components/LoadGate';
import { useLoader } from '../../catalogue/components/useLoader';
import type { MysteryShopperReport } from '../../model/types';
import { newReportId } from '../api/collections';
import { createMysteryShopperReport } from '../api/create-report';
import { getMysteryShopperReport } from '../api/get-report';
import { listScopeTerritories } from '../api/list-scope-territories';
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
import { mysteryShopperPaths } from '../paths';

interface Loaded {
  territories: NamedRef[];
  report: MysteryShopperReport | null;
}

/** New report (no :id) and edit report (:id): one screen. */
export function MysteryShopperFormPage() {
  const { id } = useParams();
  const { user, profile } = useSignedInUser();
  const state = useLoader<Loaded | null>(
    async () => {
      const [territories, report] = await Promise.all([
        listScopeTerritories({
          uid: user.uid,
          role: profile.role,
          territoryIds: profile.territoryIds,
        }),
        id ? getMysteryShopperReport(id) : Promise.resolve(null),
      ]);
      return id && !report ? null : { territories, report };
    },
    `${id ?? 'new'}|${user.uid}`,
    'the mystery shopper report',
  );
  return (
    <Box>
      <PageHeader title={id ? 'Edit Mystery Shopper Report' : 'New Mystery Shopper Report'} />
      <LoadGate
        state={state}
        what="report"
        backTo={mysteryShopperPaths.list}
        backLabel="Back to reports"
      >
        {(loaded) => <Editor {...loaded} />}
      </LoadGate>
    </Box>
  );
}

function Editor({ territories, report }: Loaded) {
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const { user, profile } = useSignedInUser();
  // A new report's id is chosen now, so its files upload under it before it is saved.
  const [reportId] = useState(() => report?.id ?? newReportId());

  const submit = async (
    values: MysteryShopperFormValues,
    territory: NamedRef,
    location: NamedRef,
  ) => {
    const saved = toMysteryShopperValues(values, territory, location);
    try {
      if (report) await updateMysteryShopperReport({ ...saved, id: report.id });
      else {
        await createMysteryShopperReport({
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
    enqueueSnackbar(report ? m.updated : m.created, { variant: 'success' });
    navigate(mysteryShopperPaths.view(reportId));
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
      cancelTo={report ? mysteryShopperPaths.view(report.id) : mysteryShopperPaths.list}
      onSubmit={submit}
    />
  );
}
