import { IMask } from 'react-imask';
import { phoneDigits } from '@/lib/phone';

/**
 * The two phone masks of spec 01 §5. `#` is a first digit 1 to 9 (a North American area code never
 * starts with 0); `0` is any digit.
 */
export const PHONE_MASKS = {
  /** (555) 123-4567 */
  us: '(#00) 000-0000',
  /** 555-123-4567 */
  dashed: '#00-000-0000',
} as const;

export type PhoneMaskVariant = keyof typeof PHONE_MASKS;

export const PHONE_MASK_DEFINITIONS = { '#': /[1-9]/ };

/** Stored digits shown with a mask, e.g. for tables and detail pages: "5551234567" -> "(555) 123-4567". */
export function formatPhone(
  value: string | null | undefined,
  variant: PhoneMaskVariant = 'us',
): string {
  return IMask.pipe(
    phoneDigits(value),
    { mask: PHONE_MASKS[variant], definitions: PHONE_MASK_DEFINITIONS },
    IMask.PIPE_TYPE.UNMASKED,
    IMask.PIPE_TYPE.MASKED,
  );
}
