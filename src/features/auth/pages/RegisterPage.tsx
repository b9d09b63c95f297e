import { Alert, Box, Button, Link, Stack, TextField } from '@mui/material';
import { createUserWithEmailAndPassword } from 'firebase/auth';
import { useFormik } from 'formik';
import { Link as RouterLink } from 'react-router-dom';
import { auth } from '@/lib/firebaseAuth';
import { paths } from '@/lib/paths';
import { preloadSignedIn } from '@/lib/signedInPreload';
import { errorText } from '@/lib/errors';
import { registerSchema } from '../model/schemas';
import { setPendingProfile } from '../api/pending-profile';
import { AuthCard } from './AuthCard';

const FIELDS = [
  { name: 'firstName', label: 'First name', type: 'text', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last name', type: 'text', autoComplete: 'family-name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'new-password' },
  {
    name: 'passwordConfirm',
    label: 'Password Confirmation',
    type: 'password',
    autoComplete: 'new-password',
  },
] as const;

export function RegisterPage() {
  const formik = useFormik({
    initialValues: {
      firstName: '',
      lastName: '',
      email: '',
      password: '',
      passwordConfirm: '',
      submit: '',
    },
    validationSchema: registerSchema,
    onSubmit: async (values, helpers) => {
      setPendingProfile({ firstName: values.firstName.trim(), lastName: values.lastName.trim() });
      try {
        await createUserWithEmailAndPassword(auth, values.email.trim(), values.password);
      } catch (error) {
        helpers.setFieldError('submit', errorText(error));
      }
    },
  });

  return (
    <AuthCard title="Create an account">
      <Box
        component="form"
        noValidate
        onSubmit={formik.handleSubmit}
        // Fetch the signed-in app at the first keystroke (it is not part of this page).
        onInputCapture={preloadSignedIn}
      >
        <Stack spacing={2}>
          {FIELDS.map((field) => {
            const error = formik.touched[field.name] ? formik.errors[field.name] : undefined;
            return (
              <TextField
                key={field.name}
                {...field}
                value={formik.values[field.name]}
                onChange={formik.handleChange}
                onBlur={formik.handleBlur}
                error={!!error}
                helperText={error}
                fullWidth
              />
            );
          })}
          {formik.errors.submit && <Alert severity="error">{formik.errors.submit}</Alert>}
          <Button
            type="submit"
            size="large"
            variant="contained"
            disabled={formik.isSubmitting}
            fullWidth
          >
            Create Account
          </Button>
          <Link component={RouterLink} to={paths.login} sx={{ textAlign: 'center', py: 1 }}>
            Already have an account? Sign in
          </Link>
        </Stack>
      </Box>
    </AuthCard>
  );
}
