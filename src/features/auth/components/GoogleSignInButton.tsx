import { useState } from 'react';
import { Button } from '@mui/material';
import GoogleIcon from '@mui/icons-material/Google';
import { GoogleAuthProvider, signInWithPopup } from 'firebase/auth';
import { useSnackbar } from 'notistack';
import { auth } from '@/lib/firebaseAuth';
import { authErrorMessage } from '../model/authErrors';

/** Federated sign-in; against the Auth emulator the popup is the emulator's account picker. */
export function GoogleSignInButton() {
  const { enqueueSnackbar } = useSnackbar();
  const [busy, setBusy] = useState(false);
  const signIn = async () => {
    setBusy(true);
    try {
      await signInWithPopup(auth, new GoogleAuthProvider());
    } catch (error) {
      enqueueSnackbar(authErrorMessage(error), { variant: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
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
  );
}
