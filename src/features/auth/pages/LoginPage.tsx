import { useState, type ChangeEvent, type FocusEvent, type FormEvent } from 'react';
import { Alert, Box, Button, Divider, Link, Stack } from '@mui/material';
import { PlainTextField } from '@/components/PlainTextField';
import { sendPasswordResetEmail, signInWithEmailAndPassword } from 'firebase/auth';
import { Link as RouterLink } from 'react-router-dom';
import { auth } from '@/lib/firebaseAuth';
import { paths } from '@/lib/paths';
import { preloadSignedIn } from '@/lib/signedInPreload';
import { errorText } from '@/lib/errors';
import { validateLogin, type LoginValues } from '../model/loginForm';
import { GoogleSignInButton } from '../components/GoogleSignInButton';
import { AuthCard } from './AuthCard';

/** Said whether or not the address has an account: the page does not tell who is registered. */
const resetSentText = (email: string) =>
  `If ${email} has an account, a link to reset its password is on its way. Check your inbox.`;

export function LoginPage() {
  const [values, setValues] = useState<LoginValues>({ email: '', password: '' });
  const [touched, setTouched] = useState<Partial<Record<keyof LoginValues, boolean>>>({});
  const [submitting, setSubmitting] = useState(false);
  const [submitError, setSubmitError] = useState('');
  const [resetSent, setResetSent] = useState('');
  const errors = validateLogin(values);
  const fieldError = (name: keyof LoginValues) => (touched[name] ? errors[name] : undefined);

  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const { name, value } = event.target;
    setValues((v) => ({ ...v, [name]: value }));
  };
  const blur = (event: FocusEvent<HTMLInputElement>) => {
    const { name } = event.target;
    setTouched((t) => ({ ...t, [name]: true }));
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched({ email: true, password: true });
    if (Object.keys(errors).length > 0) return;
    setSubmitting(true);
    setSubmitError('');
    try {
      await signInWithEmailAndPassword(auth, values.email.trim(), values.password);
    } catch (error) {
      setSubmitError(errorText(error));
      setSubmitting(false);
    }
  };

  const forgot = async () => {
    setTouched((t) => ({ ...t, email: true }));
    setResetSent('');
    setSubmitError('');
    if (errors.email) return;
    const email = values.email.trim();
    try {
      await sendPasswordResetEmail(auth, email);
      setResetSent(resetSentText(email));
    } catch (error) {
      // An unknown address is not an error here (see resetSentText); anything else is said.
      if ((error as { code?: string }).code === 'auth/user-not-found') {
        setResetSent(resetSentText(email));
      } else {
        setSubmitError(errorText(error));
      }
    }
  };

  return (
    <AuthCard title="Sign in">
      <Box
        component="form"
        noValidate
        onSubmit={submit}
        // Fetch the signed-in app at the first keystroke (it is not part of this page).
        onInputCapture={preloadSignedIn}
      >
        <Stack spacing={2}>
          <PlainTextField
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            value={values.email}
            onChange={change}
            onBlur={blur}
            error={fieldError('email')}
            autoFocus
          />
          <PlainTextField
            label="Password"
            name="password"
            type="password"
            autoComplete="current-password"
            value={values.password}
            onChange={change}
            onBlur={blur}
            error={fieldError('password')}
          />
          <Link
            component="button"
            type="button"
            onClick={() => void forgot()}
            sx={{ alignSelf: 'flex-end', minHeight: 24 }}
          >
            Forgot password?
          </Link>
          {resetSent && <Alert severity="success">{resetSent}</Alert>}
          {submitError && <Alert severity="error">{submitError}</Alert>}
          <Button type="submit" size="large" variant="contained" disabled={submitting} fullWidth>
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
