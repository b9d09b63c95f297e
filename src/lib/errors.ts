/**
 * The one way a thrown value becomes text a user reads: a snackbar, the end of "… failed: ", a
 * form's error. Firebase errors the user can act on are said in plain words (one table for every
 * screen, so the same failure reads the same everywhere); any other error keeps its own message.
 */

export const FALLBACK_ERROR_MESSAGE = 'Something went wrong';
export const PERMISSION_DENIED_MESSAGE = 'You do not have permission to do that';
export const EMAIL_IN_USE_MESSAGE = 'An account with this email already exists';
export const RECENT_LOGIN_PASSWORD_MESSAGE =
  'For your security, sign out and sign in again before changing your password.';
export const RECENT_LOGIN_EMAIL_MESSAGE =
  'For your security, sign out and sign in again before changing your email.';

/** A server command (callable) that did not answer: nothing was changed, the user may retry. */
export const SERVER_UNREACHABLE_MESSAGE =
  'The server could not be reached, so nothing was changed. Check your connection and try again.';

const CODE_MESSAGES: Record<string, string> = {
  // Sign-in does not reveal whether the e-mail or the password was wrong.
  'auth/invalid-credential': 'Incorrect email or password',
  'auth/wrong-password': 'Incorrect email or password',
  'auth/user-not-found': 'Incorrect email or password',
  'auth/invalid-email': 'Must be a valid email',
  'auth/email-already-in-use': EMAIL_IN_USE_MESSAGE,
  'auth/weak-password': 'Must be at least 6 characters',
  'auth/too-many-requests': 'Too many attempts. Wait a moment and try again.',
  'auth/network-request-failed': 'No connection. Check your network and try again.',
  'auth/popup-closed-by-user': 'The sign-in window was closed before finishing',
  // The popup loads Google's script even against the emulator; offline it fails this way.
  'auth/internal-error': 'Sign-in could not reach Google. Check your connection and try again.',
  'auth/user-disabled': 'This account has been disabled',
  'auth/requires-recent-login': RECENT_LOGIN_PASSWORD_MESSAGE,
  'permission-denied': PERMISSION_DENIED_MESSAGE,
  // A callable (functions/src) the browser could not reach or that failed without a message of
  // its own (the web SDK reports an unreachable server as "internal").
  'functions/internal': SERVER_UNREACHABLE_MESSAGE,
  'functions/unavailable': SERVER_UNREACHABLE_MESSAGE,
  'functions/deadline-exceeded': SERVER_UNREACHABLE_MESSAGE,
};

function errorCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null | undefined)?.code;
  return typeof code === 'string' ? code : undefined;
}

export interface ErrorTextOptions {
  /** What a recent-login refusal asks for: the e-mail form says so instead of the password's. */
  recentLoginMessage?: string;
}

/** Text for a thrown value: known codes in plain words, else its own message, else a fallback. */
export function errorText(error: unknown, options: ErrorTextOptions = {}): string {
  const code = errorCode(error);
  if (code === 'auth/requires-recent-login' && options.recentLoginMessage) {
    return options.recentLoginMessage;
  }
  if (code && CODE_MESSAGES[code]) return CODE_MESSAGES[code];
  // A callable's refusal carries the server's own sentence (functions/src); the web SDK appends
  // the HTTP status (" [403]"), which the screen does not show.
  if (code?.startsWith('functions/') && error instanceof Error && error.message) {
    return error.message.replace(/ \[\d{3}\]$/, '');
  }
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return FALLBACK_ERROR_MESSAGE;
}
