import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithSession } from '@/testing/renderWithSession';
import { SalesEntryForm } from './SalesEntryForm';

vi.mock('@/lib/firebase', () => ({ db: {} }));
const api = vi.hoisted(() => ({
  findReportedDays: vi.fn(),
  writeSalesDays: vi.fn(),
}));
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
  renderWithSession(<SalesEntryForm locations={LOCATIONS} userId="u1" />);
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
    api.findReportedDays.mockReset().mockResolvedValue(new Set());
    api.writeSalesDays.mockReset().mockResolvedValue(undefined);
  });

  it('says what is wrong and writes nothing for bad figures', async () => {
    fill('abc', '5', '1.5');
    expect(
      await screen.findByText(
        /Gross sales "abc" is not an amount.*Transactions "1.5" is not a whole number/,
      ),
    ).toBeInTheDocument();
    expect(api.writeSalesDays).not.toHaveBeenCalled();
  });

  it('saves a valid day with net in cents', async () => {
    fill('1,200.50', '20', '80');
    expect(await screen.findByText(/Sales of \d{4}-\d{2}-\d{2} saved\./)).toBeInTheDocument();
    expect(api.writeSalesDays).toHaveBeenCalledWith(
      {},
      expect.objectContaining({
        source: 'form',
        userId: 'u1',
        days: [
          expect.objectContaining({
            grossCents: 120_050,
            discountCents: 2_000,
            netCents: 118_050,
            transactions: 80,
          }),
        ],
      }),
    );
  });

  it('refuses an already reported day unless Replace is ticked', async () => {
    api.findReportedDays.mockImplementation(async (_db, _loc, dates: string[]) => new Set(dates));
    fill('100', '0', '3');
    expect(await screen.findByText(/is already reported for Gulf Shore Grill/)).toBeInTheDocument();
    expect(api.writeSalesDays).not.toHaveBeenCalled();
  });
});
