import { EMAIL_IN_USE, errorMessage, SOMETHING_WRONG } from './messages';

describe('errorMessage', () => {
  it('explains an e-mail that already has an account', () => {
    expect(errorMessage({ code: 'auth/email-already-in-use', message: 'x' })).toBe(EMAIL_IN_USE);
  });

  it('falls back to the error message, then to a generic one', () => {
    expect(errorMessage(new Error('Boom'))).toBe('Boom');
    expect(errorMessage(null)).toBe(SOMETHING_WRONG);
  });
});
