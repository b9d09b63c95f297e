import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { Form, Formik, type FormikHelpers } from 'formik';
import { Box, Button, Card, CardContent, Divider, Stack } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { NotFoundState } from '@/components/EmptyState';
import { FormikTextField } from '@/components/FormikTextField';
import { PageHeader } from '@/components/PageHeader';
import { QueryState } from '@/components/QueryState';
import { db } from '@/lib/firebase';
import { errorText } from '@/lib/errors';
import { paths } from '@/lib/paths';
import type { ComplianceSection } from '../../model/types';
import { createSection } from '../api/create-section';
import { SectionNameTakenError } from '../api/errors';
import { forgetCatalogue, sectionQuery } from '../api/queries';
import { updateSection } from '../api/update-section';
import {
  catalogueMessages as m,
  editSectionSchema,
  emptySectionForm,
  newSectionSchema,
  type SectionFormValues,
} from '../model/schemas';

/** New section (no :id) and edit section (:id, which also sets both orders): one screen. */
export function SectionFormPage() {
  const { id } = useParams();
  return (
    <Box>
      <PageHeader title={id ? 'Edit Question Section' : 'New Question Section'} />
      {id ? <EditSection id={id} /> : <SectionForm section={null} />}
    </Box>
  );
}

function EditSection({ id }: { id: string }) {
  const section = useQuery(sectionQuery(db, id));
  if (!section.isSuccess) {
    return (
      <QueryState
        query={section}
        loadingLabel="Loading the question section"
        errorMessage="Could not load the question section."
      />
    );
  }
  if (!section.data) {
    return (
      <NotFoundState
        title="Section not found"
        backTo={paths.compliance.catalogue.sections}
        backLabel="Back to sections"
      />
    );
  }
  return <SectionForm section={section.data} />;
}

function SectionForm({ section }: { section: ComplianceSection | null }) {
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const client = useQueryClient();
  const initialValues: SectionFormValues = section
    ? {
        name: section.name,
        orderInRestaurant: String(section.orderInRestaurant),
        orderInTruck: String(section.orderInTruck),
      }
    : emptySectionForm;

  const submit = async (values: SectionFormValues, helpers: FormikHelpers<SectionFormValues>) => {
    try {
      if (section) {
        await updateSection(db, {
          id: section.id,
          name: values.name,
          orderInRestaurant: Number(values.orderInRestaurant),
          orderInTruck: Number(values.orderInTruck),
        });
      } else {
        await createSection(db, values.name);
      }
    } catch (error) {
      if (error instanceof SectionNameTakenError) {
        helpers.setFieldTouched('name', true, false);
        helpers.setFieldError('name', m.sectionNameTaken);
        return;
      }
      console.error('Saving the question section failed', error);
      const failed = section ? m.sectionUpdateFailed : m.sectionCreateFailed;
      enqueueSnackbar(`${failed}: ${errorText(error)}`, { variant: 'error' });
      return;
    }
    void forgetCatalogue(client);
    enqueueSnackbar(section ? m.sectionUpdated : m.sectionCreated, { variant: 'success' });
    navigate(paths.compliance.catalogue.sections);
  };

  return (
    <Formik
      initialValues={initialValues}
      validationSchema={section ? editSectionSchema : newSectionSchema}
      onSubmit={submit}
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-label="Question section">
          <Card variant="outlined" sx={{ maxWidth: 640 }}>
            <CardContent>
              <Stack spacing={2.5}>
                <FormikTextField name="name" label="Section name" required fullWidth autoFocus />
                {section && (
                  <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                    <FormikTextField
                      name="orderInRestaurant"
                      label="Order in restaurant reports"
                      required
                      fullWidth
                      slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*' } }}
                    />
                    <FormikTextField
                      name="orderInTruck"
                      label="Order in truck reports"
                      required
                      fullWidth
                      slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*' } }}
                    />
                  </Stack>
                )}
              </Stack>
            </CardContent>
            <Divider />
            <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, p: 2 }}>
              <Button component={RouterLink} to={paths.compliance.catalogue.sections} size="large">
                Cancel
              </Button>
              <Button type="submit" variant="contained" size="large" loading={isSubmitting}>
                {section ? 'Save Changes' : 'Create Section'}
              </Button>
            </Box>
          </Card>
        </Form>
      )}
    </Formik>
  );
}
