import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithSession } from '@/testing/renderWithSession';
import { NewClosingInventoryPage } from './NewClosingInventoryPage';
import { NewOpeningInventoryPage } from './NewOpeningInventoryPage';

vi.mock('@/lib/firebase', () => ({ db: {}, functions: {} }));
const steps = vi.hoisted(() => ({
  startInventoryPeriod: vi.fn(),
  beginInventoryClosing: vi.fn(),
}));
vi.mock('../api/inventory-steps', () => steps);
const reports = vi.hoisted(() => ({ getInventoryReport: vi.fn() }));
vi.mock('../api/inventory-reports', () => reports);
const sheet = vi.hoisted(() => ({ listLocationPeriods: vi.fn(), listDeliveryPoints: vi.fn() }));
vi.mock('../api/count-sheet', () => sheet);
const scope = vi.hoisted(() => ({ listScopeTerritories: vi.fn(), listScopeLocations: vi.fn() }));
vi.mock('@/features/referenceData/api/list-scope-territories', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  listScopeTerritories: scope.listScopeTerritories,
}));
vi.mock('@/features/referenceData/api/list-scope-locations', () => ({
  listScopeLocations: scope.listScopeLocations,
}));

const CAFE = {
  id: 'cafe',
  name: 'North Cafe',
  type: 'restaurant' as const,
  territoryId: 'north',
  enabled: true,
};

/** A callable's refusal as the web SDK throws it: its code and the server's sentence + status. */
const refusal = (code: string, message: string) =>
  Object.assign(new Error(`${message} [400]`), { code: `functions/${code}` });

const manager = { role: 'manager' as const, territoryIds: ['north'] };

/**
 * The inventory screens call the server's steps (functions/src/inventory) and show its sentence
 * when it refuses (errorText), as the sales form does.
 */
describe('inventory period steps', () => {
  beforeEach(() => {
    scope.listScopeTerritories.mockReset().mockResolvedValue([{ id: 'north', name: 'North' }]);
    scope.listScopeLocations.mockReset().mockResolvedValue([CAFE]);
    sheet.listLocationPeriods.mockReset().mockResolvedValue([]);
    sheet.listDeliveryPoints.mockReset().mockResolvedValue([{ id: 'dock', name: 'North dock' }]);
    steps.startInventoryPeriod.mockReset();
    steps.beginInventoryClosing.mockReset();
  });

  it('starts a period through the server and shows its refusal of a second one', async () => {
    steps.startInventoryPeriod.mockRejectedValue(
      refusal(
        'failed-precondition',
        'North Cafe already has an unfinished inventory period: finish it first.',
      ),
    );
    renderWithSession(<NewOpeningInventoryPage />, { profile: manager });
    fireEvent.change(await screen.findByRole('combobox', { name: 'Location' }), {
      target: { value: 'cafe' },
    });
    fireEvent.change(await screen.findByLabelText('Orders are delivered to'), {
      target: { value: 'dock' },
    });
    fireEvent.change(screen.getByLabelText('Period name'), { target: { value: 'November' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start opening count' }));
    expect(
      await screen.findByText(
        'North Cafe already has an unfinished inventory period: finish it first.',
      ),
    ).toBeInTheDocument();
    expect(steps.startInventoryPeriod).toHaveBeenCalledWith({
      locationId: 'cafe',
      name: 'November',
      deliveryLocationId: 'dock',
    });
  });

  it('starts the closing count through the server and shows why it refused', async () => {
    reports.getInventoryReport.mockResolvedValue({
      id: 'p1',
      name: 'November',
      locationName: 'North Cafe',
      status: 'open',
    });
    steps.beginInventoryClosing.mockRejectedValue(
      refusal('permission-denied', 'This location is not in your territories.'),
    );
    renderWithSession(<NewClosingInventoryPage />, {
      profile: manager,
      route: '/closing/p1',
      path: '/closing/:id',
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Start closing count' }));
    expect(
      await screen.findByText('This location is not in your territories.'),
    ).toBeInTheDocument();
    expect(steps.beginInventoryClosing).toHaveBeenCalledWith('p1');
  });
});
