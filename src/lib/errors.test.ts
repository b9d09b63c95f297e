import { describe, expect, it } from 'vitest';
import {
  EMAIL_IN_USE_MESSAGE,
  errorText,
  FALLBACK_ERROR_MESSAGE,
  PERMISSION_DENIED_MESSAGE,
  RECENT_LOGIN_EMAIL_MESSAGE,
  RECENT_LOGIN_PASSWORD_MESSAGE,
  SERVER_UNREACHABLE_MESSAGE,
} from './errors';

const firebaseError = (code: string, message = `Firebase: Error (${code}).`) =>
  Object.assign(new Error(message), { code });

describe('errorText', () => {
  it('uses the message of an Error or a string, else says something went wrong', () => {
    expect(errorText(new Error('Missing or insufficient permissions.'))).toBe(
      'Missing or insufficient permissions.',
    );
    expect(errorText('offline')).toBe('offline');
    expect(errorText(new Error(''))).toBe(FALLBACK_ERROR_MESSAGE);
    expect(errorText({ code: 42 })).toBe(FALLBACK_ERROR_MESSAGE);
    expect(errorText(null)).toBe(FALLBACK_ERROR_MESSAGE);
    expect(errorText(undefined)).toBe(FALLBACK_ERROR_MESSAGE);
  });

  it('says known Firebase codes in plain words, with or without an Error around them', () => {
    expect(errorText(firebaseError('auth/email-already-in-use'))).toBe(EMAIL_IN_USE_MESSAGE);
    expect(errorText({ code: 'auth/email-already-in-use', message: 'x' })).toBe(
      EMAIL_IN_USE_MESSAGE,
    );
    expect(
      errorText(firebaseError('permission-denied', 'Missing or insufficient permissions.')),
    ).toBe(PERMISSION_DENIED_MESSAGE);
    expect(errorText(firebaseError('unavailable', 'The service is unavailable'))).toBe(
      'The service is unavailable',
    );
  });

  it("shows a callable's refusal in the server's words, without the HTTP status", () => {
    expect(
      errorText(
        firebaseError(
          'functions/permission-denied',
          'This order is not in your territories. [403]',
        ),
      ),
    ).toBe('This order is not in your territories.');
    expect(errorText(firebaseError('functions/failed-precondition', 'No status [x]'))).toBe(
      'No status [x]',
    );
    // The web SDK reports a server it could not reach as "internal".
    expect(errorText(firebaseError('functions/internal', 'internal'))).toBe(
      SERVER_UNREACHABLE_MESSAGE,
    );
  });

  it('does not reveal whether the e-mail or the password was wrong', () => {
    expect(errorText({ code: 'auth/user-not-found' })).toBe('Incorrect email or password');
    expect(errorText({ code: 'auth/wrong-password' })).toBe('Incorrect email or password');
    expect(errorText({ code: 'auth/invalid-credential' })).toBe('Incorrect email or password');
  });

  it('asks for a fresh sign-in in the words of the form that needed it', () => {
    const recent = firebaseError('auth/requires-recent-login');
    expect(errorText(recent)).toBe(RECENT_LOGIN_PASSWORD_MESSAGE);
    expect(errorText(recent, { recentLoginMessage: RECENT_LOGIN_EMAIL_MESSAGE })).toBe(
      RECENT_LOGIN_EMAIL_MESSAGE,
    );
  });
});
