/** Snackbar wording of the users tool (the task's catalogue) and error text for failed writes. */
export const USER_CREATED = 'User created';
export const USER_UPDATED = 'User updated';
export const PERMISSIONS_UPDATED = 'Permissions updated';
export const USER_DISABLED = 'User disabled';
export const USER_ENABLED = 'User enabled';
export const USER_DELETED = 'User deleted';
export const EMAIL_IN_USE = 'An account with this email already exists';
export const SOMETHING_WRONG = 'Something went wrong';

const AUTH_MESSAGES: Record<string, string> = {
  'auth/email-already-in-use': EMAIL_IN_USE,
  'auth/invalid-email': 'Must be a valid email',
  'auth/weak-password': 'Must be at least 6 characters',
  'auth/network-request-failed': 'No connection. Check the network and try again.',
  'permission-denied': 'You do not have permission to do that',
};

/** A message for a failed write: known codes in plain words, otherwise the error's own message. */
export function errorMessage(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && AUTH_MESSAGES[code]) return AUTH_MESSAGES[code];
  if (error instanceof Error && error.message) return error.message;
  return SOMETHING_WRONG;
}
