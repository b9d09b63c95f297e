import * as Yup from 'yup';

/** Longest text any of these records stores; the rules refuse more. */
const MAX_TEXT = 255;
export const MAX_TEXT_MESSAGE = `Must be at most ${MAX_TEXT} characters`;
export const EMAIL_MESSAGE = 'Must be a valid email';
export const PHONE_MESSAGE = 'Invalid phone number';
export const ZIP_MESSAGE = 'Must be a 5-digit ZIP code, or ZIP+4 (12345-6789)';

/** "Name is required": the wording every required field of these forms uses. */
export const requiredMessage = (label: string) => `${label} is required`;

/** Required text, trimmed, at most 255 characters. */
export const requiredText = (label: string) =>
  Yup.string().trim().required(requiredMessage(label)).max(MAX_TEXT, MAX_TEXT_MESSAGE);

/** Optional text (empty allowed), trimmed, at most 255 characters. */
// ensure(): Formik hands an emptied field to the schema as undefined.
export const optionalText = () => Yup.string().ensure().trim().max(MAX_TEXT, MAX_TEXT_MESSAGE);

// The same shape the rules check: something@something.tld, no spaces.
const EMAIL_PATTERN = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

export const requiredEmail = (label: string) =>
  requiredText(label).matches(EMAIL_PATTERN, { message: EMAIL_MESSAGE, excludeEmptyString: true });

/** Stored as the 10 digits PhoneField reports. */
export const requiredPhone = (label: string) =>
  Yup.string()
    .required(requiredMessage(label))
    .matches(/^[0-9]{10}$/, PHONE_MESSAGE);

const ZIP_PATTERN = /^[0-9]{5}(-[0-9]{4})?$/;

export const requiredZip = (label: string) =>
  Yup.string().trim().required(requiredMessage(label)).matches(ZIP_PATTERN, ZIP_MESSAGE);
