/**
 * Validation of the sign-in form, by hand rather than with Formik + Yup: the sign-in page is the
 * first page most users load and those two libraries were a tenth of its JavaScript. Messages are
 * the ones the register form's Yup schema uses.
 */
export interface LoginValues {
  email: string;
  password: string;
}

type LoginErrors = Partial<Record<keyof LoginValues, string>>;

const MAX = 255;
const TOO_LONG = `Must be at most ${MAX} characters`;
// The shape Yup's .email() accepts in practice: something@domain.tld without spaces.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateLogin(values: LoginValues): LoginErrors {
  const errors: LoginErrors = {};
  const email = values.email.trim();
  if (!email) errors.email = 'Email is required';
  else if (!EMAIL.test(email)) errors.email = 'Must be a valid email';
  else if (email.length > MAX) errors.email = TOO_LONG;
  if (!values.password) errors.password = 'Password is required';
  else if (values.password.length > MAX) errors.password = TOO_LONG;
  return errors;
}
