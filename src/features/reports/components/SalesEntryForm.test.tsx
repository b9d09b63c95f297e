import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithSession } from '@/testing/renderWithSession';
import { SalesEntryForm } from './SalesEntryForm';

vi.mock('@/lib/firebase', () => ({ db: {}, functions: {} }));
const api = vi.hoisted(() => ({ saveSalesEntry: vi.fn() }));
vi.mock('../api/sales-entries', () => api);

const LOCATIONS = [
  {
    id: 'loc-1',
    name: 'Gulf Shore Grill',
    type: 'restaurant' as const,
    territoryId: 't',
    enabled: true,
  },
];

/** Fills the form with change events (typing key by key is slow on a loaded machine) and saves. */
function fill(gross: string, discounts: string, transactions: string) {
  renderWithSession(<SalesEntryForm locations={LOCATIONS} />);
  const set = (label: string, value: string) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  set('Gross sales ($)', gross);
  set('Discounts ($)', discounts);
  set('Transactions', transactions);
  fireEvent.click(screen.getByRole('button', { name: 'Save sales' }));
}

// Cold MUI imports on a loaded machine can take seconds for the first render.
describe('SalesEntryForm', () => {
  beforeEach(() => {
    api.saveSalesEntry.mockReset().mockImplementation(async (_loc, day: { date: string }) => ({
      date: day.date,
      replaced: false,
    }));
  });

  it('says on each field what is wrong and sends nothing for bad figures', async () => {
    fill('abc', '5', '1.5');
    const gross = screen.getByLabelText('Gross sales ($)');
    expect(gross).toHaveAccessibleDescription('Enter an amount like 1234.56 (at most 2 decimals)');
    expect(gross).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Transactions')).toHaveAccessibleDescription(
      'Enter a whole number',
    );
    // Discounts above an unreadable gross: the gross is the one thing to fix.
    expect(screen.getByLabelText('Discounts ($)')).toHaveAttribute('aria-invalid', 'false');
    expect(screen.queryByText(/is not an amount/)).not.toBeInTheDocument();
    expect(api.saveSalesEntry).not.toHaveBeenCalled();
  });

  it('names an empty field when it is left, before any save', () => {
    renderWithSession(<SalesEntryForm locations={LOCATIONS} />);
    const gross = screen.getByLabelText('Gross sales ($)');
    expect(gross).toHaveAttribute('aria-invalid', 'false');
    fireEvent.blur(gross);
    expect(gross).toHaveAccessibleDescription('Enter the gross sales');
    // Untouched fields stay quiet.
    expect(screen.getByLabelText('Transactions')).toHaveAttribute('aria-invalid', 'false');
  });

  it('sends the typed day to the server and says it is saved', async () => {
    fill('1,200.50', '20', '80');
    expect(await screen.findByText(/Sales of \d{4}-\d{2}-\d{2} saved\./)).toBeInTheDocument();
    expect(api.saveSalesEntry).toHaveBeenCalledWith(
      LOCATIONS[0],
      expect.objectContaining({
        gross: '1,200.50',
        discounts: '20',
        refunds: '0',
        transactions: '80',
      }),
      false,
    );
  });

  it("shows the server's refusal and keeps what was typed", async () => {
    api.saveSalesEntry.mockRejectedValue(
      Object.assign(
        new Error(
          '2026-11-02 is already reported for Gulf Shore Grill. Tick "Replace" to overwrite it.',
        ),
        { code: 'functions/already-exists' },
      ),
    );
    fill('100', '0', '3');
    expect(await screen.findByText(/is already reported for Gulf Shore Grill/)).toBeInTheDocument();
    expect(screen.getByLabelText('Gross sales ($)')).toHaveValue('100');
    expect(screen.getByLabelText('Transactions')).toHaveValue('3');
  });
});
