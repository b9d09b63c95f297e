// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { HeaderBells } from './HeaderBells';

/** A lazy bell whose chunk arrives when the test says so. */
const bells = vi.hoisted(() => {
  const make = (name: string) => {
    let arrive!: () => void;
    const chunk = new Promise<void>((resolve) => (arrive = resolve));
    const Bell = () => <button type="button">{name}</button>;
    return Object.assign(Bell, { preload: () => chunk, arrive: () => arrive() });
  };
  return {
    orders: make('Order bells'),
    compliance: make('Compliance bell'),
    actions: make('Actions bell'),
    approvals: make('Approvals bell'),
  };
});
vi.mock('@/features/orders', () => ({ OrderNotificationBells: bells.orders }));
vi.mock('@/features/compliance', () => ({
  ComplianceNotificationList: bells.compliance,
  ActionsBell: bells.actions,
}));
vi.mock('@/features/approvals', () => ({ ApprovalsBell: bells.approvals }));
vi.mock('@/features/notifications', () => ({
  AnnouncementBell: () => <button type="button">Announcements bell</button>,
}));

describe('HeaderBells', () => {
  it('shows no bell until every bell has arrived, then all of them at once', async () => {
    render(<HeaderBells />);
    await act(async () => {
      bells.orders.arrive();
      bells.compliance.arrive();
      bells.actions.arrive();
    });
    expect(screen.queryAllByRole('button')).toHaveLength(0);

    await act(async () => bells.approvals.arrive());
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Announcements bell',
      'Order bells',
      'Compliance bell',
      'Actions bell',
      'Approvals bell',
    ]);
  });
});
