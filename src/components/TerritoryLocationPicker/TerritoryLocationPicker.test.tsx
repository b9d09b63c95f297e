import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TerritoryLocationPicker, type TerritoryLocationChoice } from './TerritoryLocationPicker';

const TERRITORIES = [
  { id: 'north', name: 'North Coast' },
  { id: 'gulf', name: 'Gulf Shore' },
];
const LOCATIONS = [
  { id: 'cafe', name: 'North Cafe', territoryId: 'north' },
  { id: 'grill', name: 'Gulf Grill', territoryId: 'gulf' },
];

function Harness({ onChange }: { onChange: (next: TerritoryLocationChoice) => void }) {
  const [value, setValue] = useState({ territoryId: '', locationId: '' });
  return (
    <TerritoryLocationPicker
      territories={TERRITORIES}
      locations={LOCATIONS}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

async function choose(label: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('TerritoryLocationPicker', () => {
  it("offers the chosen territory's locations and clears the location with another territory", async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    expect(screen.getByRole('combobox', { name: 'Territory' })).toHaveTextContent(
      'All territories',
    );
    await choose('Location', 'Gulf Grill');
    expect(onChange).toHaveBeenLastCalledWith({ territoryId: '', locationId: 'grill' });

    await choose('Territory', 'North Coast');
    expect(onChange).toHaveBeenLastCalledWith({ territoryId: 'north', locationId: '' });
    expect(screen.getByRole('combobox', { name: 'Location' })).toHaveTextContent('All locations');
    await userEvent.click(screen.getByRole('combobox', { name: 'Location' }));
    expect(screen.getByRole('option', { name: 'North Cafe' })).toBeVisible();
    expect(screen.queryByRole('option', { name: 'Gulf Grill' })).toBeNull();
  });
});
