import { validateLogin } from './loginForm';

describe('validateLogin', () => {
  it('accepts an e-mail and a password', () => {
    expect(validateLogin({ email: ' owner@demo.test ', password: 'secret' })).toEqual({});
  });

  it('requires both fields', () => {
    expect(validateLogin({ email: '  ', password: '' })).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
  });

  it('refuses a malformed e-mail and values over 255 characters', () => {
    expect(validateLogin({ email: 'owner@demo', password: 'x' }).email).toBe(
      'Must be a valid email',
    );
    const long = `${'a'.repeat(250)}@demo.test`;
    expect(validateLogin({ email: long, password: 'p'.repeat(256) })).toEqual({
      email: 'Must be at most 255 characters',
      password: 'Must be at most 255 characters',
    });
  });
});
