import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateRangeFilterControl, type DateRangeValue } from './DateRangeFilterControl';

const now = () => new Date(2026, 2, 4, 14, 30); // Wednesday

function Harness({ onValue }: { onValue: (v: DateRangeValue | null) => void }) {
  const [value, setValue] = useState<DateRangeValue | null>(null);
  return (
    <DateRangeFilterControl
      allowEmpty
      now={now}
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
    />
  );
}

describe('DateRangeFilterControl', () => {
  it('fills From and To from a preset', async () => {
    const user = userEvent.setup();
    render(<Harness onValue={vi.fn()} />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Date range' }), 'This week');
    expect(screen.getByLabelText('From')).toHaveValue('2026-03-02');
    expect(screen.getByLabelText('To')).toHaveValue('2026-03-08');
  });

  it('switches to Custom and drags To along when From passes it', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    render(<Harness onValue={onValue} />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Date range' }), 'Yesterday');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-20' } });
    expect(screen.getByRole('combobox', { name: 'Date range' })).toHaveValue('custom');
    expect(screen.getByLabelText('To')).toHaveValue('2026-03-20');
    expect(onValue).toHaveBeenLastCalledWith({
      preset: 'custom',
      range: { from: new Date(2026, 2, 20), to: new Date(2026, 2, 20, 23, 59, 59, 999) },
    });
  });

  it('clears with "Any date"', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    render(<Harness onValue={onValue} />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Date range' }), 'Today');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Date range' }), 'Any date');
    expect(onValue).toHaveBeenLastCalledWith(null);
    expect(screen.getByLabelText('From')).toHaveValue('');
  });
});
