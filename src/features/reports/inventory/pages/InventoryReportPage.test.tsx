import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { hasPermission, resolvePermissions } from '@/domain/permissions';
import { currentPath, renderWithSession } from '@/testing/renderWithSession';
import { InventoryReportPage } from './InventoryReportPage';

vi.mock('@/lib/firebase', () => ({ db: {}, functions: {} }));
const reports = vi.hoisted(() => ({ getInventoryReport: vi.fn(), listCountLines: vi.fn() }));
vi.mock('../api/inventory-reports', () => reports);
const sheet = vi.hoisted(() => ({ listCountItems: vi.fn() }));
vi.mock('../api/count-sheet', () => sheet);
const movements = vi.hoisted(() => ({
  listIncomingTransfers: vi.fn(),
  answerStockTransfer: vi.fn(),
}));
vi.mock('../api/stock-movements', () => movements);
const steps = vi.hoisted(() => ({
  beginInventoryClosing: vi.fn(),
  reopenInventoryPeriod: vi.fn(),
}));
vi.mock('../api/inventory-steps', () => steps);

const period = (status: string) => ({
  id: 'cafe-nov',
  name: 'November',
  locationId: 'cafe',
  locationName: 'Harbor Cafe',
  locationType: 'restaurant',
  territoryId: 'north',
  status,
  reopenCount: 0,
  createdAt: new Date('2026-11-01T08:00:00'),
  updatedAt: new Date('2026-11-01T08:00:00'),
  openingCountedAt: new Date('2026-11-01T09:00:00'),
});

const waiting = {
  id: 't1',
  itemId: 'shrimp',
  quantity: 6,
  date: '2026-11-18',
  status: 'pending',
  fromLocationId: 'grill',
  fromLocationName: 'Pier Grill',
  fromTerritoryId: 'north',
  fromReportId: 'grill-nov',
  toLocationId: 'cafe',
  toLocationName: 'Harbor Cafe',
  toTerritoryId: 'north',
  toReportId: '',
  sentBy: 'someone',
  answeredBy: '',
  refusal: '',
};

const employee = { role: 'employee' as const, territoryIds: ['north'] };

function renderPeriod(profile: object) {
  renderWithSession(<InventoryReportPage />, {
    profile,
    route: '/inventory/cafe-nov',
    path: '/inventory/:id',
  });
}

/**
 * Transfers to a location wait for its staff (issue 28). The Employees who receive the stock
 * cannot open the COGS page (no View COGS Reports), so the period they count lists and answers
 * them too, with the COGS page's own panel.
 */
describe('InventoryReportPage: incoming transfers', () => {
  beforeEach(() => {
    reports.getInventoryReport.mockReset().mockResolvedValue(period('open'));
    reports.listCountLines.mockReset().mockResolvedValue({});
    sheet.listCountItems.mockReset().mockResolvedValue([
      {
        id: 'shrimp',
        itemDesc: 'Shrimp',
        sku: 'SHR',
        unitsPerCase: 10,
        countUnit: 'lb',
        storageAreas: {},
        shelfOrder: 1,
      },
    ]);
    movements.listIncomingTransfers.mockReset().mockResolvedValue([waiting]);
    movements.answerStockTransfer.mockReset();
  });

  it('lets an Employee without View COGS Reports see and accept a transfer sent to the location', async () => {
    expect(hasPermission(resolvePermissions('employee'), 'cogsReports.view')).toBe(false);
    movements.answerStockTransfer.mockResolvedValue({ transferId: 't1', status: 'accepted' });
    renderPeriod(employee);
    const panel = await screen.findByTestId('incoming-transfers');
    expect(within(panel).getByText('Incoming transfers · Harbor Cafe')).toBeInTheDocument();
    expect(
      within(panel).getByText('6 × Shrimp from Pier Grill, dated 2026-11-18'),
    ).toBeInTheDocument();
    expect(movements.listIncomingTransfers).toHaveBeenCalledWith(
      expect.anything(),
      expect.objectContaining({ id: 'cafe', territoryId: 'north' }),
    );

    movements.listIncomingTransfers.mockResolvedValue([]);
    fireEvent.click(
      within(panel).getByRole('button', { name: 'Accept the transfer from Pier Grill' }),
    );
    expect(await screen.findByText('Transfer from Pier Grill accepted.')).toBeInTheDocument();
    expect(movements.answerStockTransfer).toHaveBeenCalledWith({
      transferId: 't1',
      answer: 'accept',
    });
    // Answered: the list is read again and the transfer no longer waits here.
    await waitFor(() => expect(screen.queryByTestId('incoming-transfers')).not.toBeInTheDocument());
  });

  it('shows a top role what waits without letting them answer', async () => {
    renderPeriod({ role: 'superAdmin' });
    const panel = await screen.findByTestId('incoming-transfers');
    expect(
      within(panel).getByText('6 × Shrimp from Pier Grill, dated 2026-11-18'),
    ).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: /Accept/ })).not.toBeInTheDocument();
  });

  it('lists nothing on a closed period: accepting only adds to an unfinished one', async () => {
    reports.getInventoryReport.mockResolvedValue(period('closed'));
    renderPeriod(employee);
    expect(
      await screen.findByText('This period is closed and locked. Only corporate can reopen it.'),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('incoming-transfers')).not.toBeInTheDocument();
    expect(movements.listIncomingTransfers).not.toHaveBeenCalled();
  });
});

/** The next step and the way to the period's COGS (issue 30). */
describe('InventoryReportPage: closing and COGS', () => {
  beforeEach(() => {
    reports.listCountLines.mockReset().mockResolvedValue({});
    sheet.listCountItems.mockReset().mockResolvedValue([]);
    movements.listIncomingTransfers.mockReset().mockResolvedValue([]);
    steps.beginInventoryClosing.mockReset().mockResolvedValue({
      reportId: 'cafe-nov',
      status: 'closingInProgress',
      reopenCount: 0,
    });
  });

  it('starts the closing count with one tap and opens its sheet', async () => {
    reports.getInventoryReport.mockReset().mockResolvedValue(period('open'));
    renderPeriod({ role: 'manager', territoryIds: ['north'] });
    fireEvent.click(await screen.findByRole('button', { name: 'Start closing count' }));
    await waitFor(() => expect(currentPath()).toBe('/app/reports/inventory/cafe-nov/closing'));
    expect(steps.beginInventoryClosing).toHaveBeenCalledTimes(1);
    expect(steps.beginInventoryClosing).toHaveBeenCalledWith('cafe-nov');
  });

  it('links a closed period to its COGS for holders of View COGS Reports', async () => {
    reports.getInventoryReport.mockReset().mockResolvedValue(period('closed'));
    renderPeriod({ role: 'franchiseeOwner', territoryIds: ['north'] });
    expect(await screen.findByRole('link', { name: 'View COGS' })).toHaveAttribute(
      'href',
      '/app/reports/cogs?location=cafe&period=cafe-nov',
    );
  });

  it('offers no COGS link to an Employee, who may not read COGS', async () => {
    reports.getInventoryReport.mockReset().mockResolvedValue(period('closed'));
    renderPeriod(employee);
    await screen.findByText('This period is closed and locked. Only corporate can reopen it.');
    expect(screen.queryByRole('link', { name: 'View COGS' })).not.toBeInTheDocument();
  });
});
