import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithSession } from '@/testing/renderWithSession';
import { CsvImportTab } from './CsvImportTab';

vi.mock('@/lib/firebase', () => ({ db: {}, functions: {} }));
const api = vi.hoisted(() => ({ importSalesCsv: vi.fn(), salesRowErrorsOf: vi.fn(() => []) }));
vi.mock('../api/sales-entries', () => api);
const saved = vi.hoisted(() => ({ saveBlob: vi.fn() }));
vi.mock('@/lib/saveBlob', () => saved);

const LOCATIONS = [
  {
    id: 'loc-csv',
    name: 'Gulf Shore Grill',
    type: 'restaurant' as const,
    territoryId: 't',
    enabled: true,
  },
];
const HEADER = 'Business Date,Gross Sales,Discounts,Refunds,Transaction Count';

function choose(name: string, text: string) {
  fireEvent.change(screen.getByLabelText('CSV file'), {
    target: { files: [new File([text], name, { type: 'text/csv' })] },
  });
}

describe('CsvImportTab', () => {
  beforeEach(() => {
    localStorage.clear();
    api.importSalesCsv.mockReset().mockResolvedValue({ imported: 2 });
    saved.saveBlob.mockReset();
    renderWithSession(<CsvImportTab locations={LOCATIONS} />);
  });

  it('shows the expected columns before a file is chosen and offers a template', async () => {
    expect(screen.getByRole('heading', { name: 'What the file needs' })).toBeInTheDocument();
    expect(screen.getByText(/^Gross sales/)).toHaveTextContent('Gross sales: dollars');
    await userEvent.click(screen.getByRole('button', { name: 'Download template' }));
    expect(saved.saveBlob).toHaveBeenCalledTimes(1);
    const [blob, fileName] = saved.saveBlob.mock.calls[0] as [Blob, string];
    expect(fileName).toBe('sales-template.csv');
    expect((await blob.text()).split(/\r?\n/)[0]).toBe(
      'Date,Gross sales,Discounts,Refunds,Transactions',
    );
  });

  it('says an empty file has no rows, with nothing to map', async () => {
    choose('empty.csv', '');
    expect(await screen.findByText('This file has no rows: it is empty.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Columns' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Import/ })).not.toBeInTheDocument();
    // The expected columns and the template stay in view to fix the file.
    expect(screen.getByRole('button', { name: 'Download template' })).toBeInTheDocument();
  });

  it('reads a semicolon-separated file and says so', async () => {
    choose('pos.csv', `${HEADER.replaceAll(',', ';')}\n2026-11-01;1200.50;20;0;80\n`);
    expect(
      await screen.findByText(/1 row, columns separated by ';'\. Each figure is read/),
    ).toBeInTheDocument();
    expect(screen.getByText('Preview: 1 rows, 0 with errors')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'What the file needs' })).not.toBeInTheDocument();
  });

  it('disables Import while a row is invalid and says why; imports once all are valid', async () => {
    choose('bad.csv', `${HEADER}\n2026-11-01,100,0,0,5\n2026-11-02,abc,0,0,9\n`);
    const button = await screen.findByRole('button', { name: 'Import 2 days' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(
      '1 of 2 rows have errors: fix them in the file and choose it again.',
    );
    expect(api.importSalesCsv).not.toHaveBeenCalled();

    choose('good.csv', `${HEADER}\n2026-11-01,100,0,0,5\n2026-11-02,200,0,0,9\n`);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Import 2 days' })).toBeEnabled(),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Import 2 days' }));
    expect(await screen.findByText('Imported 2 days for Gulf Shore Grill.')).toBeInTheDocument();
    expect(api.importSalesCsv).toHaveBeenCalledWith(
      LOCATIONS[0],
      [
        { date: '2026-11-01', gross: '100', discounts: '0', refunds: '0', transactions: '5' },
        { date: '2026-11-02', gross: '200', discounts: '0', refunds: '0', transactions: '9' },
      ],
      false,
    );
  });
});
