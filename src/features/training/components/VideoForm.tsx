import { Formik, Form, type FormikHelpers } from 'formik';
import {
  Box,
  Button,
  Card,
  CardContent,
  Checkbox,
  Chip,
  Divider,
  ListItemText,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { videoSchema, type VideoFormValues } from '../model/schemas';
import type { VideoCategory } from '../model/types';
import { FormikTextField } from '@/components/FormikTextField';
import { paths } from '@/lib/paths';

interface VideoFormProps {
  initialValues: VideoFormValues;
  categories: readonly VideoCategory[];
  submitLabel: string;
  /** Resolves when saved; throwing keeps the form as typed (the caller shows the error). */
  onSubmit: (values: VideoFormValues) => Promise<void>;
}

/** The video fields (spec 02 §5), shared by the new and edit screens. */
export function VideoForm({ initialValues, categories, submitLabel, onSubmit }: VideoFormProps) {
  const names = new Map(categories.map((c) => [c.id, c.name]));
  const submit = async (values: VideoFormValues, helpers: FormikHelpers<VideoFormValues>) => {
    try {
      await onSubmit(values);
    } catch {
      helpers.setSubmitting(false);
    }
  };
  return (
    <Formik initialValues={initialValues} validationSchema={videoSchema} onSubmit={submit}>
      {({ values, errors, touched, handleBlur, setFieldValue, isSubmitting }) => {
        const fieldError = (name: keyof VideoFormValues) => {
          const error = errors[name];
          return touched[name] && typeof error === 'string' ? error : undefined;
        };
        return (
          <Form noValidate aria-label="Training video">
            <Card variant="outlined" sx={{ maxWidth: 880 }}>
              <CardContent>
                <Stack spacing={3}>
                  <FormikTextField label="Title" name="title" required fullWidth />
                  <FormikTextField
                    label="Description"
                    name="description"
                    required
                    fullWidth
                    multiline
                    minRows={4}
                  />
                  <TextField
                    select
                    label="Categories"
                    name="categoryIds"
                    value={values.categoryIds}
                    onChange={(event) => {
                      const value = event.target.value as unknown;
                      // MUI's multiple select hands back an array; autofill may hand a string.
                      const ids =
                        typeof value === 'string' ? value.split(',') : (value as string[]);
                      void setFieldValue('categoryIds', ids);
                    }}
                    onBlur={handleBlur}
                    error={!!fieldError('categoryIds')}
                    helperText={fieldError('categoryIds')}
                    required
                    fullWidth
                    slotProps={{
                      select: {
                        multiple: true,
                        renderValue: (selected) => (
                          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
                            {(selected as string[]).map((id) => (
                              <Chip key={id} label={names.get(id) ?? id} size="small" />
                            ))}
                          </Box>
                        ),
                      },
                    }}
                  >
                    {categories.map((category) => (
                      <MenuItem key={category.id} value={category.id} sx={{ minHeight: 48 }}>
                        <Checkbox checked={values.categoryIds.includes(category.id)} />
                        <ListItemText primary={category.name} />
                      </MenuItem>
                    ))}
                  </TextField>
                  <FormikTextField
                    label="Vimeo link"
                    name="url"
                    type="url"
                    placeholder="https://vimeo.com/123456789"
                    required
                    fullWidth
                    slotProps={{ htmlInput: { inputMode: 'url', autoCapitalize: 'none' } }}
                  />
                </Stack>
              </CardContent>
              <Divider />
              <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, p: 2 }}>
                <Button component={RouterLink} to={paths.training.videos} size="large">
                  Cancel
                </Button>
                <Button type="submit" variant="contained" size="large" loading={isSubmitting}>
                  {submitLabel}
                </Button>
              </Box>
            </Card>
          </Form>
        );
      }}
    </Formik>
  );
}
