import { useState } from 'react';
import { Alert, Button } from '@mui/material';
import GoogleIcon from '@mui/icons-material/Google';
import { GoogleAuthProvider, signInWithPopup } from 'firebase/auth';
import { auth } from '@/lib/firebaseAuth';
import { errorText } from '@/lib/errors';

/** Federated sign-in; against the Auth emulator the popup is the emulator's account picker. */
export function GoogleSignInButton() {
  const [busy, setBusy] = useState(false);
  // Shown under the button: the public pages have no snackbar host (it is the signed-in app's).
  const [error, setError] = useState('');
  const signIn = async () => {
    setBusy(true);
    setError('');
    try {
      await signInWithPopup(auth, new GoogleAuthProvider());
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button
        fullWidth
        size="large"
        variant="outlined"
        startIcon={<GoogleIcon />}
        onClick={signIn}
        disabled={busy}
      >
        Sign in with Google
      </Button>
      {error && <Alert severity="error">{error}</Alert>}
    </>
  );
}
