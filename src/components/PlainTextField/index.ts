export { PlainTextField, type PlainTextFieldProps } from './PlainTextField';
