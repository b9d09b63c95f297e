export const PERMISSION_DENIED_MESSAGE = 'You do not have permission to do that.';
export const FALLBACK_ERROR_MESSAGE = 'Something went wrong';

/** The text of an error snackbar for a failed read or write. */
export function errorMessage(error: unknown): string {
  if (typeof error === 'object' && error && 'code' in error && error.code === 'permission-denied') {
    return PERMISSION_DENIED_MESSAGE;
  }
  if (error instanceof Error && error.message) return error.message;
  return FALLBACK_ERROR_MESSAGE;
}
