import { useRef, type ChangeEvent, type Ref } from 'react';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { InputBaseComponentProps } from '@mui/material/InputBase';
import { IMaskInput } from 'react-imask';
import { phoneDigits } from '@/lib/phone';
import { PHONE_MASK_DEFINITIONS, PHONE_MASKS, type PhoneMaskVariant } from './masks';

type MaskedInputProps = InputBaseComponentProps & { ref?: Ref<HTMLInputElement> };

/**
 * The element MUI's InputBase renders in place of <input>. IMask runs in `unmask` mode: the value
 * going in and coming out is the bare digits, the screen shows the mask.
 */
function makeMaskedInput(mask: string) {
  return function MaskedPhoneInput({ ref, onChange, value, name, ...other }: MaskedInputProps) {
    const digits = String(value ?? '');
    const latest = useRef(digits);
    latest.current = digits;
    return (
      <IMaskInput
        {...other}
        name={name}
        mask={mask}
        definitions={PHONE_MASK_DEFINITIONS}
        unmask
        overwrite
        value={digits}
        inputRef={ref}
        onAccept={(next: string) => {
          // IMask also fires accept when the value prop changes; report only real edits.
          if (next === latest.current) return;
          onChange?.({ target: { name, value: next } } as ChangeEvent<HTMLInputElement>);
        }}
      />
    );
  };
}

// Built once per variant so the input element keeps its identity across renders.
const MASKED_INPUTS: Record<PhoneMaskVariant, ReturnType<typeof makeMaskedInput>> = {
  us: makeMaskedInput(PHONE_MASKS.us),
  dashed: makeMaskedInput(PHONE_MASKS.dashed),
};

export type PhoneFieldProps = Omit<
  TextFieldProps,
  'value' | 'onChange' | 'select' | 'multiline' | 'type' | 'slotProps' | 'InputProps' | 'inputProps'
> & {
  /** Stored digits, e.g. "5551234567". Masked values from older records are accepted too. */
  value: string | null | undefined;
  /** Called with the digits only (at most 10), never the masked text. */
  onChange: (digits: string) => void;
  /** 'us' shows (555) 123-4567, 'dashed' shows 555-123-4567. */
  mask?: PhoneMaskVariant;
};

/**
 * A phone text field (spec 01 §5 masks). We store digits only and display them masked, so
 * validation is "10 digits" and other screens format with `formatPhone`.
 * With Formik: `value={values.mobile} onChange={(v) => setFieldValue('mobile', v)} onBlur={handleBlur}`.
 */
export function PhoneField({ value, onChange, mask = 'us', ...props }: PhoneFieldProps) {
  return (
    <TextField
      {...props}
      type="tel"
      value={phoneDigits(value)}
      onChange={(event) => onChange(phoneDigits(event.target.value))}
      slotProps={{
        input: { inputComponent: MASKED_INPUTS[mask] },
        htmlInput: { inputMode: 'tel', autoComplete: 'tel' },
      }}
    />
  );
}
