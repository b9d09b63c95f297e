import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import CampaignIcon from '@mui/icons-material/Campaign';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import { BellGroup } from './BellGroup';
import { NotificationPopover } from './NotificationPopover';

function Bell({ label, unread }: { label: string; unread: number }) {
  return (
    <NotificationPopover label={label} icon={<CampaignIcon />} badgeContent={unread}>
      {({ titleId }) => <h2 id={titleId}>{label} list</h2>}
    </NotificationPopover>
  );
}

function renderGroup() {
  return render(
    <BellGroup>
      <Bell label="Announcements" unread={2} />
      <NotificationPopover label="Approval requests" icon={<FactCheckIcon />} badgeContent={3}>
        {({ titleId }) => <h2 id={titleId}>Approval requests list</h2>}
      </NotificationPopover>
    </BellGroup>,
  );
}

describe('BellGroup', () => {
  it('sums the bells on one labelled button and lists each bell by its name', async () => {
    const user = userEvent.setup();
    renderGroup();
    const button = await screen.findByRole('button', { name: 'Notifications, 5 unread' });
    expect(within(button).getByText('5')).toBeVisible();

    await user.click(button);
    const list = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(within(list).getByRole('button', { name: 'Announcements' })).toHaveTextContent(
      /Announcements/,
    );
    expect(within(list).getByRole('button', { name: 'Approval requests' })).toBeVisible();
  });

  it("opens a bell's own popover in place of the list, and returns to the button on close", async () => {
    const user = userEvent.setup();
    renderGroup();
    const button = screen.getByRole('button', { name: /Notifications/ });
    await user.click(button);
    const list = await screen.findByRole('dialog', { name: 'Notifications' });
    await user.click(within(list).getByRole('button', { name: 'Approval requests' }));

    const bell = await screen.findByRole('dialog', { name: 'Approval requests list' });
    expect(bell).toBeVisible();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Notifications' })).not.toBeInTheDocument(),
    );

    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(
        screen.queryByRole('dialog', { name: 'Approval requests list' }),
      ).not.toBeInTheDocument(),
    );
    expect(button).toHaveFocus();
  });
});
