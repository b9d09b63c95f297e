import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithSession } from '@/testing/renderWithSession';
import { listUpcomingEvents } from '../api/upcoming-events';
import { UpcomingEventsCard } from './UpcomingEventsCard';

vi.mock('@/lib/firebase', () => ({ auth: {}, db: {} }));
vi.mock('../api/upcoming-events', () => ({ listUpcomingEvents: vi.fn() }));

const list = vi.mocked(listUpcomingEvents);

const festival = {
  id: 'approval-1',
  name: 'Harbor festival',
  eventAt: new Date(2026, 11, 5, 14, 30),
  locationName: 'North Truck',
  territoryName: 'North Coast',
  venue: 'Pier 4',
  isTruckForm: true,
};

describe('UpcomingEventsCard', () => {
  it('lists each event with its date, location and venue, linking to the request', async () => {
    list.mockResolvedValue([festival]);
    renderWithSession(<UpcomingEventsCard />);
    expect(screen.getByRole('heading', { name: 'Upcoming events' })).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: 'Harbor festival' });
    expect(link).toHaveAttribute('href', '/app/approvals/approval-1');
    expect(screen.getByText('05 Dec 2026 | 02:30 PM · North Truck · Pier 4')).toBeInTheDocument();
  });

  it('says so when nothing is coming up', async () => {
    list.mockResolvedValue([]);
    renderWithSession(<UpcomingEventsCard />);
    expect(await screen.findByText('No approved events in the next 30 days.')).toBeInTheDocument();
  });

  it('asks for the territories on a franchisee record, narrowed to a chosen one', async () => {
    list.mockResolvedValue([]);
    renderWithSession(<UpcomingEventsCard territoryId="t2" />, {
      profile: { role: 'franchiseeOwner', territoryIds: ['t1', 't2'] },
    });
    await screen.findByText('No approved events in the next 30 days.');
    expect(list).toHaveBeenLastCalledWith(
      {},
      { kind: 'territories', territoryIds: ['t2'] },
      expect.any(Date),
    );
  });

  it('asks for every territory for a top role, nothing outside a franchisee scope', async () => {
    list.mockResolvedValue([]);
    const { unmount } = renderWithSession(<UpcomingEventsCard />);
    await screen.findByText('No approved events in the next 30 days.');
    expect(list).toHaveBeenLastCalledWith({}, { kind: 'all' }, expect.any(Date));
    unmount();
    renderWithSession(<UpcomingEventsCard territoryId="t9" />, {
      profile: { role: 'manager', territoryIds: ['t1'] },
    });
    await screen.findByText('No approved events in the next 30 days.');
    expect(list).toHaveBeenLastCalledWith({}, { kind: 'none' }, expect.any(Date));
  });

  it('says when the events cannot be loaded', async () => {
    list.mockImplementation(async () => {
      throw new Error('permission-denied');
    });
    renderWithSession(<UpcomingEventsCard />);
    expect(
      await screen.findByText(
        'Upcoming events could not be loaded. Check the connection and reload the page.',
      ),
    ).toBeInTheDocument();
  });
});
