// @vitest-environment jsdom
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
    signUps: make('Sign-up bell'),
  };
});
vi.mock('@/features/orders', () => ({ OrderNotificationBells: bells.orders }));
vi.mock('@/features/compliance', () => ({
  ComplianceNotificationList: bells.compliance,
  ActionsBell: bells.actions,
}));
vi.mock('@/features/approvals', () => ({ ApprovalsBell: bells.approvals }));
vi.mock('@/features/tools', () => ({ SignUpBell: bells.signUps }));
vi.mock('@/features/notifications', () => ({
  AnnouncementBell: () => <button type="button">Announcements bell</button>,
}));

/** A screen `width` px wide, as MUI's useMediaQuery reads it. */
function screenWidth(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: Number(/min-width:\s*(\d+)/.exec(query)?.[1] ?? Infinity) <= width,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

afterEach(() => vi.unstubAllGlobals());

describe('HeaderBells', () => {
  it('shows no bell until every bell has arrived, then all of them at once', async () => {
    screenWidth(1440);
    render(<HeaderBells />);
    await act(async () => {
      bells.orders.arrive();
      bells.compliance.arrive();
      bells.actions.arrive();
      bells.approvals.arrive();
    });
    expect(screen.queryAllByRole('button')).toHaveLength(0);

    await act(async () => bells.signUps.arrive());
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Announcements bell',
      'Order bells',
      'Compliance bell',
      'Actions bell',
      'Approvals bell',
      'Sign-up bell',
    ]);
  });

  it('groups the bells under one labelled Notifications button on a tablet', async () => {
    screenWidth(768);
    const user = userEvent.setup();
    render(<HeaderBells />);
    await act(async () => {
      for (const bell of Object.values(bells)) bell.arrive();
    });
    expect(screen.getAllByRole('button')).toEqual([
      screen.getByRole('button', { name: 'Notifications' }),
    ]);

    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    const list = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([
      'Announcements bell',
      'Order bells',
      'Compliance bell',
      'Actions bell',
      'Approvals bell',
      'Sign-up bell',
    ]);
  });
});
