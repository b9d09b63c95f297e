import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { Formik, Form, type FormikHelpers } from 'formik';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  Divider,
  TextField,
} from '@mui/material';
import { useSnackbar } from 'notistack';
import { PageHeader } from '@/components/PageHeader';
import { EmptyState } from '@/components/EmptyState';
import { createCategory } from '../api/create-category';
import { CategoryNameTakenError } from '../api/errors';
import { errorText } from '@/lib/errors';
import { getCategory } from '../api/get-category';
import { updateCategory } from '../api/update-category';
import { categorySchema, messages, type CategoryFormValues } from '../model/schemas';
import { trainingPaths } from '../paths';

export const categoryMessages = {
  created: 'Training video category created',
  updated: 'Training video category updated',
  createFailed: 'Training video category creation failed',
  updateFailed: 'Training video category update failed',
} as const;

type Load =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'error'; message: string }
  | { status: 'ready'; values: CategoryFormValues };

function useCategoryValues(id: string | undefined): Load {
  const [load, setLoad] = useState<Load>(
    id ? { status: 'loading' } : { status: 'ready', values: { name: '' } },
  );
  useEffect(() => {
    if (!id) return;
    let active = true;
    getCategory(id).then(
      (category) =>
        active &&
        setLoad(
          category ? { status: 'ready', values: { name: category.name } } : { status: 'missing' },
        ),
      (error: unknown) => {
        console.error('Loading the video category failed', error);
        if (active) setLoad({ status: 'error', message: errorText(error) });
      },
    );
    return () => {
      active = false;
    };
  }, [id]);
  return load;
}

/** New category (no :id) and edit category (:id): one screen. */
export function CategoryFormPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const load = useCategoryValues(id);
  const header = <PageHeader title={id ? 'Edit Video Category' : 'New Video Category'} />;

  if (load.status === 'loading') {
    return (
      <Box>
        {header}
        <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
          <CircularProgress aria-label="Loading" />
        </Box>
      </Box>
    );
  }
  if (load.status === 'error') {
    return (
      <Box>
        {header}
        <Alert severity="error">Could not load the category. {load.message}</Alert>
      </Box>
    );
  }
  if (load.status === 'missing') {
    return (
      <Box>
        {header}
        <EmptyState
          title="Category not found"
          action={
            <Button component={RouterLink} to={trainingPaths.categories} variant="contained">
              Back to categories
            </Button>
          }
        />
      </Box>
    );
  }

  const submit = async (values: CategoryFormValues, helpers: FormikHelpers<CategoryFormValues>) => {
    try {
      if (id) await updateCategory({ id, name: values.name });
      else await createCategory({ name: values.name });
    } catch (error) {
      if (error instanceof CategoryNameTakenError) {
        helpers.setFieldError('name', messages.categoryNameTaken);
        return;
      }
      console.error('Saving the video category failed', error);
      const failed = id ? categoryMessages.updateFailed : categoryMessages.createFailed;
      enqueueSnackbar(`${failed}: ${errorText(error)}`, { variant: 'error' });
      return;
    }
    enqueueSnackbar(id ? categoryMessages.updated : categoryMessages.created, {
      variant: 'success',
    });
    navigate(trainingPaths.categories);
  };

  return (
    <Box>
      {header}
      <Formik initialValues={load.values} validationSchema={categorySchema} onSubmit={submit}>
        {({ values, errors, touched, handleChange, handleBlur, isSubmitting }) => {
          const error =
            touched.name || errors.name === messages.categoryNameTaken ? errors.name : undefined;
          return (
            <Form noValidate aria-label="Video category">
              <Card variant="outlined" sx={{ maxWidth: 640 }}>
                <CardContent>
                  <TextField
                    label="Category name"
                    name="name"
                    value={values.name}
                    onChange={handleChange}
                    onBlur={handleBlur}
                    error={!!error}
                    helperText={error}
                    required
                    fullWidth
                    autoFocus
                  />
                </CardContent>
                <Divider />
                <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, p: 2 }}>
                  <Button component={RouterLink} to={trainingPaths.categories} size="large">
                    Cancel
                  </Button>
                  <Button type="submit" variant="contained" size="large" loading={isSubmitting}>
                    {id ? 'Save Changes' : 'Create Category'}
                  </Button>
                </Box>
              </Card>
            </Form>
          );
        }}
      </Formik>
    </Box>
  );
}
