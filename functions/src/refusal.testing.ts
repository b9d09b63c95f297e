import { HttpsError } from 'firebase-functions/v2/https';

/**
 * The HttpsError `fn` throws (fails the test when it throws nothing or something else): what the
 * pure rules modules of the callables refuse with, read by their unit tests.
 */
export function refusal(fn: () => unknown): HttpsError {
  try {
    fn();
  } catch (error) {
    if (error instanceof HttpsError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}
