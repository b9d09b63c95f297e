import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Formik, Form, type FormikHelpers } from 'formik';
import { Box, Button, Card, CardContent, Divider, TextField } from '@mui/material';
import { useSnackbar } from 'notistack';
import { PageHeader } from '@/components/PageHeader';
import { EmptyState } from '@/components/EmptyState';
import { QueryState } from '@/components/QueryState';
import { db } from '@/lib/firebase';
import { errorText } from '@/lib/errors';
import { paths } from '@/lib/paths';
import { createCategory } from '../api/create-category';
import { CategoryNameTakenError } from '../api/errors';
import { categoryQuery, forgetCategories } from '../api/queries';
import { updateCategory } from '../api/update-category';
import { categorySchema, messages, type CategoryFormValues } from '../model/schemas';

const categoryMessages = {
  created: 'Training video category created',
  updated: 'Training video category updated',
  createFailed: 'Training video category creation failed',
  updateFailed: 'Training video category update failed',
} as const;

/** New category (no :id) and edit category (:id): one screen. */
export function CategoryFormPage() {
  const { id } = useParams();
  return (
    <Box>
      <PageHeader title={id ? 'Edit Video Category' : 'New Video Category'} />
      {id ? <EditCategory id={id} /> : <CategoryForm values={{ name: '' }} />}
    </Box>
  );
}

function EditCategory({ id }: { id: string }) {
  const category = useQuery(categoryQuery(db, id));
  if (!category.isSuccess) {
    return (
      <QueryState
        query={category}
        loadingLabel="Loading the category"
        errorMessage="Could not load the category."
      />
    );
  }
  if (!category.data) {
    return (
      <EmptyState
        title="Category not found"
        action={
          <Button component={RouterLink} to={paths.training.categories} variant="contained">
            Back to categories
          </Button>
        }
      />
    );
  }
  return <CategoryForm id={id} values={{ name: category.data.name }} />;
}

function CategoryForm({ id, values: initialValues }: { id?: string; values: CategoryFormValues }) {
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const client = useQueryClient();

  const submit = async (values: CategoryFormValues, helpers: FormikHelpers<CategoryFormValues>) => {
    try {
      if (id) await updateCategory(db, { id, name: values.name });
      else await createCategory(db, { name: values.name });
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
    void forgetCategories(client);
    enqueueSnackbar(id ? categoryMessages.updated : categoryMessages.created, {
      variant: 'success',
    });
    navigate(paths.training.categories);
  };

  return (
    <Formik initialValues={initialValues} validationSchema={categorySchema} onSubmit={submit}>
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
                <Button component={RouterLink} to={paths.training.categories} size="large">
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
  );
}
