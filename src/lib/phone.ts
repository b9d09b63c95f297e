/*
 * Phone numbers as stored: digits only. Pure (the masks that show them are
 * src/components/PhoneField's), so validation schemas in models use it without a component.
 */

/** Number of digits a complete phone number has; what validation schemas check. */
export const PHONE_DIGITS = 10;

/** Digits only: what we store. Tolerates values saved masked by older clients. */
export function phoneDigits(value: string | null | undefined): string {
  return (value ?? '').replace(/\D/g, '').slice(0, PHONE_DIGITS);
}
