/** Turns a thrown value into the text of an error snackbar (spec 01 §8: "the error message is shown"). */

export const RECENT_LOGIN_PASSWORD_MESSAGE =
  'For your security, sign out and sign in again before changing your password.';
export const RECENT_LOGIN_EMAIL_MESSAGE =
  'For your security, sign out and sign in again before changing your email.';
export const FALLBACK_ERROR_MESSAGE = 'Something went wrong';

/** Clearer wording for the Firebase Auth errors these screens can meet. */
const AUTH_MESSAGES: Record<string, string> = {
  'auth/email-already-in-use': 'This email is already used by another account.',
  'auth/invalid-email': 'Must be a valid email',
  'auth/weak-password': 'Must be at least 6 characters',
  'auth/network-request-failed': 'Network error. Check your connection and try again.',
  'auth/too-many-requests': 'Too many attempts. Wait a moment and try again.',
};

function errorCode(error: unknown): string | undefined {
  if (typeof error === 'object' && error && 'code' in error && typeof error.code === 'string') {
    return error.code;
  }
  return undefined;
}

export function errorMessage(
  error: unknown,
  recentLoginMessage = RECENT_LOGIN_PASSWORD_MESSAGE,
): string {
  const code = errorCode(error);
  if (code === 'auth/requires-recent-login') return recentLoginMessage;
  if (code && AUTH_MESSAGES[code]) return AUTH_MESSAGES[code];
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return FALLBACK_ERROR_MESSAGE;
}
