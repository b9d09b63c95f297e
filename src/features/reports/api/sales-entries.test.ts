import { afterEach, describe, expect, it, vi } from 'vitest';
import { SALES_OFFLINE_MESSAGE } from '../model/salesEntry';

const call = vi.fn();
vi.mock('firebase/functions', () => ({ httpsCallable: vi.fn(() => call) }));
vi.mock('@/lib/firebase', () => ({ functions: { fake: 'functions' } }));

const { httpsCallable } = await import('firebase/functions');
const { importSalesCsv, saveSalesEntry, salesRowErrorsOf } = await import('./sales-entries');

afterEach(() => {
  vi.unstubAllGlobals();
  call.mockReset();
});

const DAY = {
  date: '2026-11-02',
  gross: '1,200.50',
  discounts: '20',
  refunds: '0',
  transactions: '80',
};

describe('sales entries (the app side of the callables)', () => {
  it('sends the location, the typed cells and the Replace choice to saveSalesEntry', async () => {
    call.mockResolvedValue({ data: { date: '2026-11-02', replaced: false } });
    await expect(saveSalesEntry({ id: 'loc-1' }, DAY, true)).resolves.toEqual({
      date: '2026-11-02',
      replaced: false,
    });
    expect(httpsCallable).toHaveBeenCalledWith({ fake: 'functions' }, 'saveSalesEntry');
    expect(call).toHaveBeenCalledWith({ locationId: 'loc-1', day: DAY, replace: true });
  });

  it('sends every row of a file to importSalesCsv in one call', async () => {
    call.mockResolvedValue({ data: { imported: 2, replaced: 0 } });
    const rows = [DAY, { ...DAY, date: '2026-11-01' }];
    await expect(importSalesCsv({ id: 'loc-1' }, rows, false)).resolves.toEqual({
      imported: 2,
      replaced: 0,
    });
    expect(httpsCallable).toHaveBeenCalledWith({ fake: 'functions' }, 'importSalesCsv', {
      timeout: 120_000,
    });
    expect(call).toHaveBeenCalledWith({ locationId: 'loc-1', rows, replace: false });
  });

  it('says sales need a connection, and sends nothing, when offline', async () => {
    vi.stubGlobal('navigator', { onLine: false });
    await expect(saveSalesEntry({ id: 'loc-1' }, DAY, false)).rejects.toThrow(
      SALES_OFFLINE_MESSAGE,
    );
    await expect(importSalesCsv({ id: 'loc-1' }, [DAY], false)).rejects.toThrow(
      SALES_OFFLINE_MESSAGE,
    );
    expect(call).not.toHaveBeenCalled();
  });

  it('reads the row errors of a refused import, and none of any other failure', () => {
    const refused = Object.assign(new Error('Nothing was imported'), {
      details: { rows: [{ line: 4, errors: ['Date "2026-02-30" is not a date'] }, { line: 'x' }] },
    });
    expect(salesRowErrorsOf(refused)).toEqual([
      { line: 4, errors: ['Date "2026-02-30" is not a date'] },
    ]);
    expect(salesRowErrorsOf(new Error('offline'))).toEqual([]);
    expect(salesRowErrorsOf(null)).toEqual([]);
  });
});
