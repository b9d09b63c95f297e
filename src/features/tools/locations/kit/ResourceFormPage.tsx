import { useNavigate, useParams } from 'react-router-dom';
import { Alert } from '@mui/material';
import { useSnackbar } from 'notistack';
import type { DocumentData } from 'firebase/firestore';
import type { AnyObject } from 'yup';
import { PageHeader } from '@/components/PageHeader';
import { createRecord } from '../api/create-record';
import { updateRecord } from '../api/update-record';
import { errorText } from '@/lib/errors';
import { RecordStatus } from './RecordStatus';
import { ResourceForm } from './ResourceForm';
import type { ResourceConfig } from './types';
import { useLookups } from './useLookups';
import { useRefreshResources } from './queryKeys';
import { useRecord } from './useRecord';

/** New and Edit of a resource: the same form, empty or filled from the stored record. */
export function ResourceFormPage<D extends DocumentData, V extends AnyObject>({
  config,
  mode,
}: {
  config: ResourceConfig<D, V>;
  mode: 'create' | 'edit';
}) {
  const { id } = useParams();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const refreshResources = useRefreshResources();
  const { lookups, loading, error: lookupError } = useLookups(config.lookups);
  const state = useRecord<D>(config, mode === 'edit' ? id : undefined);
  const title = mode === 'create' ? `New ${config.singular}` : `Edit ${config.singular}`;

  if (mode === 'edit' && state.status !== 'ready') {
    return (
      <>
        <PageHeader title={title} />
        <RecordStatus state={state} singular={config.singular} />
      </>
    );
  }
  const existing = state.status === 'ready' ? state.record : undefined;

  const submit = async (values: V) => {
    const data = config.toDocument(values, { lookups, existing });
    try {
      const savedId = config.save
        ? await config.save({ data, existing })
        : existing
          ? (await updateRecord({ collection: config.collection, id: existing.id, data }),
            existing.id)
          : await createRecord({ collection: config.collection, data });
      enqueueSnackbar(`${config.singular} ${existing ? 'updated' : 'created'}`, {
        variant: 'success',
      });
      void refreshResources();
      navigate(config.paths.detail(savedId));
    } catch (error) {
      enqueueSnackbar(errorText(error), { variant: 'error' });
      throw error;
    }
  };

  return (
    <>
      <PageHeader title={title} />
      {lookupError && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {lookupError}
        </Alert>
      )}
      {!loading && (
        <ResourceForm
          label={title}
          fields={config.fields}
          schema={config.schema}
          initialValues={existing ? config.toValues(existing) : config.emptyValues}
          lookups={lookups}
          submitLabel={existing ? 'Save Changes' : `Create ${config.singular}`}
          onSubmit={submit}
          onCancel={() => navigate(existing ? config.paths.detail(existing.id) : config.paths.list)}
        />
      )}
    </>
  );
}
