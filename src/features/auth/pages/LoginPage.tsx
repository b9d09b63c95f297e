import { Alert, Box, Button, Divider, Link, Stack, TextField } from '@mui/material';
import { signInWithEmailAndPassword } from 'firebase/auth';
import { useFormik } from 'formik';
import { Link as RouterLink } from 'react-router-dom';
import { auth } from '@/lib/firebaseAuth';
import { paths } from '@/lib/paths';
import { preloadSignedIn } from '@/lib/signedInPreload';
import { authErrorMessage } from '../model/authErrors';
import { loginSchema } from '../model/schemas';
import { GoogleSignInButton } from '../components/GoogleSignInButton';
import { AuthCard } from './AuthCard';

export function LoginPage() {
  const formik = useFormik({
    initialValues: { email: '', password: '', submit: '' },
    validationSchema: loginSchema,
    onSubmit: async (values, helpers) => {
      try {
        await signInWithEmailAndPassword(auth, values.email.trim(), values.password);
      } catch (error) {
        helpers.setFieldError('submit', authErrorMessage(error));
      }
    },
  });
  const fieldError = (name: 'email' | 'password') =>
    formik.touched[name] && formik.errors[name] ? formik.errors[name] : undefined;

  return (
    <AuthCard title="Sign in">
      <Box
        component="form"
        noValidate
        onSubmit={formik.handleSubmit}
        // Fetch the signed-in app while the user types (it is not part of this page).
        onFocusCapture={preloadSignedIn}
      >
        <Stack spacing={2}>
          <TextField
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            value={formik.values.email}
            onChange={formik.handleChange}
            onBlur={formik.handleBlur}
            error={!!fieldError('email')}
            helperText={fieldError('email')}
            fullWidth
            autoFocus
          />
          <TextField
            label="Password"
            name="password"
            type="password"
            autoComplete="current-password"
            value={formik.values.password}
            onChange={formik.handleChange}
            onBlur={formik.handleBlur}
            error={!!fieldError('password')}
            helperText={fieldError('password')}
            fullWidth
          />
          {formik.errors.submit && <Alert severity="error">{formik.errors.submit}</Alert>}
          <Button
            type="submit"
            size="large"
            variant="contained"
            disabled={formik.isSubmitting}
            fullWidth
          >
            Sign In
          </Button>
          <Divider>or</Divider>
          <GoogleSignInButton />
          <Link component={RouterLink} to={paths.register} sx={{ textAlign: 'center', py: 1 }}>
            Create an account
          </Link>
        </Stack>
      </Box>
    </AuthCard>
  );
}
