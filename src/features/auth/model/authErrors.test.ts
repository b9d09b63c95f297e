import { authErrorMessage } from './authErrors';

describe('authErrorMessage', () => {
  it('does not reveal whether the e-mail or the password was wrong', () => {
    expect(authErrorMessage({ code: 'auth/user-not-found' })).toBe('Incorrect email or password');
    expect(authErrorMessage({ code: 'auth/wrong-password' })).toBe('Incorrect email or password');
  });

  it('explains a taken e-mail on registration', () => {
    expect(authErrorMessage({ code: 'auth/email-already-in-use' })).toBe(
      'An account with this email already exists',
    );
  });

  it('falls back to the error message, then to a generic one', () => {
    expect(authErrorMessage(new Error('Boom'))).toBe('Boom');
    expect(authErrorMessage(null)).toBe('Something went wrong');
  });
});
