export { PhoneField, type PhoneFieldProps } from './PhoneField';
export {
  PHONE_DIGITS,
  PHONE_MASKS,
  PHONE_MASK_DEFINITIONS,
  formatPhone,
  phoneDigits,
  type PhoneMaskVariant,
} from './masks';
