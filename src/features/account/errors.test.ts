import {
  errorMessage,
  FALLBACK_ERROR_MESSAGE,
  RECENT_LOGIN_EMAIL_MESSAGE,
  RECENT_LOGIN_PASSWORD_MESSAGE,
} from './errors';

const authError = (code: string, message = `Firebase: Error (${code}).`) =>
  Object.assign(new Error(message), { code });

describe('errorMessage', () => {
  it('asks for a fresh sign-in when Firebase wants a recent login', () => {
    expect(errorMessage(authError('auth/requires-recent-login'))).toBe(
      RECENT_LOGIN_PASSWORD_MESSAGE,
    );
    expect(errorMessage(authError('auth/requires-recent-login'), RECENT_LOGIN_EMAIL_MESSAGE)).toBe(
      RECENT_LOGIN_EMAIL_MESSAGE,
    );
  });

  it('rewords known auth errors and keeps other messages', () => {
    expect(errorMessage(authError('auth/email-already-in-use'))).toBe(
      'This email is already used by another account.',
    );
    expect(
      errorMessage(authError('permission-denied', 'Missing or insufficient permissions.')),
    ).toBe('Missing or insufficient permissions.');
    expect(errorMessage('plain text')).toBe('plain text');
    expect(errorMessage(undefined)).toBe(FALLBACK_ERROR_MESSAGE);
  });
});
