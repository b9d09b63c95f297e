import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithSession } from '@/testing/renderWithSession';
import type { ReportLocation } from '../../model/location';
import type { InspectionStatus } from '../model/pastDue';
import { PastDueInspectionsCard } from './PastDueInspectionsCard';

vi.mock('@/lib/firebase', () => ({ db: {} }));
// The session's shared locations (features/referenceData), every one enabled here.
const listLocations = vi.fn(async (..._args: unknown[]): Promise<ReportLocation[]> => []);
vi.mock('@/features/referenceData/api/list-scope-locations', () => ({
  listScopeLocations: async (...a: unknown[]) =>
    (await listLocations(...a)).map((l) => ({ ...l, enabled: true })),
}));
const listInspectionStatuses = vi.fn(
  async (..._args: unknown[]): Promise<InspectionStatus[]> => [],
);
vi.mock('../api/list-inspection-statuses', () => ({
  listInspectionStatuses: (...a: unknown[]) => listInspectionStatuses(...a),
}));

const DAY = 24 * 60 * 60 * 1000;
const status = (
  id: string,
  name: string,
  lastInspectedAt: number | null,
  frequencyDays = 30,
): InspectionStatus => ({
  locationId: id,
  locationName: name,
  locationType: 'truck',
  territoryId: 't-1',
  territoryName: 'North',
  frequencyDays,
  lastInspectedAt,
});

beforeEach(() => {
  listLocations.mockReset();
  listLocations.mockResolvedValue([]);
  listInspectionStatuses.mockReset();
});

describe('PastDueInspectionsCard', () => {
  it('counts and lists the past-due locations of the scope, with a link to inspect each', async () => {
    listInspectionStatuses.mockResolvedValue([
      status('a', 'Fresh Truck', Date.now() - 2 * DAY),
      status('b', 'Late Truck', Date.now() - 45 * DAY),
      status('c', 'New Truck', null, 14),
    ]);
    renderWithSession(<PastDueInspectionsCard />, {
      profile: { role: 'manager', territoryIds: ['t-1'] },
    });
    expect(await screen.findByTestId('past-due-count')).toHaveTextContent('2');
    const items = screen.getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      expect.stringContaining('New Truck'),
      expect.stringContaining('Late Truck'),
    ]);
    expect(items[1]).toHaveTextContent('Last inspected 45 days ago · every 30 days');
    expect(
      within(items[0]).getByRole('link', { name: 'Start an inspection of New Truck' }),
    ).toHaveAttribute('href', '/app/compliance-v2/reports/new/truck/c');
    expect(listLocations).toHaveBeenCalledWith(
      expect.anything(),
      expect.objectContaining({ role: 'manager', territoryIds: ['t-1'] }),
    );
  });

  it('says when every location is on schedule', async () => {
    listInspectionStatuses.mockResolvedValue([status('a', 'Fresh Truck', Date.now() - DAY)]);
    renderWithSession(<PastDueInspectionsCard />, { profile: { role: 'superAdmin' } });
    expect(await screen.findByText('Every location is inspected on schedule.')).toBeVisible();
    expect(screen.queryByTestId('past-due-count')).toBeNull();
  });

  it('says when the schedule cannot be loaded', async () => {
    listInspectionStatuses.mockRejectedValue(new Error('denied'));
    renderWithSession(<PastDueInspectionsCard />, { profile: { role: 'superAdmin' } });
    expect(
      await screen.findByText(
        'Inspections past due could not be loaded. Check the connection and reload the page.',
      ),
    ).toBeVisible();
  });
});
