import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PhoneField, type PhoneFieldProps } from './PhoneField';
import { phoneDigits } from '@/lib/phone';
import { formatPhone } from './masks';

function Harness({
  initial = '',
  onValue,
  ...props
}: { initial?: string; onValue: (digits: string) => void } & Partial<PhoneFieldProps>) {
  const [value, setValue] = useState(initial);
  return (
    <PhoneField
      label="Mobile"
      name="mobile"
      {...props}
      value={value}
      onChange={(digits) => {
        setValue(digits);
        onValue(digits);
      }}
    />
  );
}

describe('PhoneField', () => {
  it('shows the US mask and reports the bare digits', async () => {
    const onValue = vi.fn();
    render(<Harness onValue={onValue} />);
    const input = screen.getByLabelText('Mobile');
    await userEvent.type(input, '5551234567');
    expect(input).toHaveValue('(555) 123-4567');
    expect(onValue).toHaveBeenLastCalledWith('5551234567');
  });

  it('refuses a leading 0', async () => {
    const onValue = vi.fn();
    render(<Harness onValue={onValue} />);
    const input = screen.getByLabelText('Mobile');
    await userEvent.type(input, '0');
    // IMask may keep the mask's opening "(", but the digit itself is refused.
    expect((input as HTMLInputElement).value).not.toContain('0');
    expect(onValue).not.toHaveBeenCalledWith('0');
    await userEvent.type(input, '05551234567');
    expect(input).toHaveValue('(555) 123-4567');
    expect(onValue).toHaveBeenLastCalledWith('5551234567');
  });

  it('ignores letters and digits past ten', async () => {
    const onValue = vi.fn();
    render(<Harness onValue={onValue} />);
    const input = screen.getByLabelText('Mobile');
    await userEvent.type(input, '55a5123456789');
    expect(input).toHaveValue('(555) 123-4567');
    expect(onValue).toHaveBeenLastCalledWith('5551234567');
  });

  it('supports the dashed mask', async () => {
    const onValue = vi.fn();
    render(<Harness onValue={onValue} mask="dashed" />);
    const input = screen.getByLabelText('Mobile');
    await userEvent.type(input, '5551234567');
    expect(input).toHaveValue('555-123-4567');
    expect(onValue).toHaveBeenLastCalledWith('5551234567');
  });

  it('shows a stored value masked, including one saved masked by an older client', () => {
    render(<Harness onValue={vi.fn()} initial="(555) 123-4567" />);
    expect(screen.getByLabelText('Mobile')).toHaveValue('(555) 123-4567');
  });

  it('reports an empty value when cleared', async () => {
    const onValue = vi.fn();
    render(<Harness onValue={onValue} initial="5551234567" />);
    await userEvent.clear(screen.getByLabelText('Mobile'));
    expect(onValue).toHaveBeenLastCalledWith('');
  });

  it('passes name, onBlur, error and helper text through', async () => {
    const onBlur = vi.fn();
    render(<Harness onValue={vi.fn()} onBlur={onBlur} error helperText="Invalid phone number" />);
    const input = screen.getByLabelText('Mobile');
    expect(input).toHaveAttribute('name', 'mobile');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Invalid phone number')).toBeInTheDocument();
    await userEvent.click(input);
    await userEvent.tab();
    expect(onBlur).toHaveBeenCalled();
  });
});

describe('phone formatting helpers', () => {
  it('formats stored digits for display', () => {
    expect(formatPhone('5551234567')).toBe('(555) 123-4567');
    expect(formatPhone('5551234567', 'dashed')).toBe('555-123-4567');
    expect(formatPhone('')).toBe('');
    expect(formatPhone(undefined)).toBe('');
  });

  it('keeps digits only', () => {
    expect(phoneDigits('(555) 123-4567')).toBe('5551234567');
    expect(phoneDigits(null)).toBe('');
  });
});
