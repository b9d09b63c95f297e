/**
 * What every callable does with its untyped input (request.data and the documents it reads), in
 * one place: the request as an object, a text field, a document id as the app makes them, and
 * the HttpsErrors of a refusal, each code with the meaning the app's messages give it.
 */
import { HttpsError } from 'firebase-functions/v2/https';

/** A document id as the app makes them (Firestore auto ids, seeded ids). */
export const DOC_ID = /^[A-Za-z0-9_-]{1,128}$/;

/** The request's fields; a request that is no object has none. */
export const objectOf = (data: unknown): Record<string, unknown> =>
  typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};

/** A text field, '' when it is missing or not text. */
export const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The request itself is wrong: the caller's app sent something it never sends. */
export const invalid = (message: string) => new HttpsError('invalid-argument', message);
/** The caller may not do this. */
export const denied = (message: string) => new HttpsError('permission-denied', message);
/** The record is not in a state that allows it (any more). */
export const notNow = (message: string) => new HttpsError('failed-precondition', message);

/** `value` as a document id, or the refusal asking which `what`. */
export function docIdOf(value: unknown, what: string): string {
  if (typeof value !== 'string' || !DOC_ID.test(value)) {
    throw invalid(`Which ${what}? The request names no valid ${what}.`);
  }
  return value;
}
