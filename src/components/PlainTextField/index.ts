export { PlainTextField } from './PlainTextField';
