/** The text after "… failed: " in an error snackbar: the error's own message when it has one. */
export function errorText(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return 'Something went wrong';
}
