export { PhoneField } from './PhoneField';
export { formatPhone } from './masks';
// Stored digits are src/lib/phone.ts's (models use them); re-exported for the UI.
export { PHONE_DIGITS, phoneDigits } from '@/lib/phone';
