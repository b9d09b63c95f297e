const MESSAGES: Record<string, string> = {
  'auth/invalid-credential': 'Incorrect email or password',
  'auth/wrong-password': 'Incorrect email or password',
  'auth/user-not-found': 'Incorrect email or password',
  'auth/invalid-email': 'Must be a valid email',
  'auth/email-already-in-use': 'An account with this email already exists',
  'auth/weak-password': 'Must be at least 6 characters',
  'auth/too-many-requests': 'Too many attempts. Wait a moment and try again.',
  'auth/network-request-failed': 'No connection. Check your network and try again.',
  'auth/popup-closed-by-user': 'The sign-in window was closed before finishing',
  // The popup loads Google's script even against the emulator; offline it fails this way.
  'auth/internal-error': 'Sign-in could not reach Google. Check your connection and try again.',
  'auth/user-disabled': 'This account has been disabled',
  'auth/requires-recent-login':
    'For your security, sign out and sign in again before changing your password.',
};

/** A sentence a user can act on for a Firebase Auth error; unknown errors keep their own message. */
export function authErrorMessage(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && MESSAGES[code]) return MESSAGES[code];
  if (error instanceof Error && error.message) return error.message;
  return 'Something went wrong';
}
