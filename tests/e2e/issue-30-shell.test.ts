import type { Page } from 'playwright-core';
import type { Timestamp } from 'firebase-admin/firestore';
import { formatDateTime } from '../../src/lib/format';
import { baseUrl, newPage, openHeaderBell, screenshot, signIn } from './support/browser';
import { peek, peekWhere } from './support/server';

/**
 * Issue 30, the shell: times in the user's own time zone, the header on a tablet, the
 * inventory list without a refused query.
 */

const TABLET = { width: 768, height: 1024, hasTouch: true };
const DESKTOP = { width: 1440, height: 900 };

async function chooseTimezone(page: Page, zone: string) {
  await page.goto(`${baseUrl()}/app/account/general`);
  await page.getByLabel('Timezone').click();
  await page.getByRole('option', { name: zone, exact: true }).click();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await page.getByText('Account updated').waitFor();
}

describe('times in the time zone the user chose', () => {
  it('shows a Manager in Pacific time the order created at 4 PM New York time as 1 PM', async () => {
    const page = await newPage(TABLET);
    await signIn(page, 'manager@demo.test');
    try {
      await chooseTimezone(page, 'PST');
      // The toast is at the bottom, clear of the header's buttons.
      const toast = await page.getByText('Account updated').boundingBox();
      expect(toast?.y).toBeGreaterThan(TABLET.height / 2);
      await screenshot(page, 'issue30-account-toast-768');

      const order = await peek('orders/order-037');
      const created = (order?.createdAt as Timestamp).toDate();
      const pacific = formatDateTime(created, 'America/Los_Angeles');
      expect(pacific).not.toBe(formatDateTime(created, 'America/New_York'));
      await page.goto(`${baseUrl()}/app/orders/order-037`);
      await page.getByText(pacific).first().waitFor();
      expect(pacific).toMatch(/ (AM|PM)$/);
      await screenshot(page, 'issue30-order-time-pst-768');
    } finally {
      await chooseTimezone(page, 'EST');
      await page.context().close();
    }
  });
});

describe('the header on a tablet', () => {
  it('names its buttons: one Notifications list of named bells, Settings written out', async () => {
    const page = await newPage(TABLET);
    await signIn(page, 'superadmin@demo.test');
    const header = page.locator('header');
    const notifications = header.getByRole('button', { name: /^Notifications/ });
    await notifications.waitFor();
    expect(await notifications.innerText()).toContain('Notifications');
    expect(await header.getByRole('button', { name: 'Settings' }).innerText()).toContain(
      'Settings',
    );
    await notifications.click();
    const list = page.getByRole('dialog', { name: 'Notifications' });
    for (const bell of ['Announcements', 'Compliance reports', 'Approval requests']) {
      await list.getByRole('button', { name: bell, exact: true }).waitFor();
    }
    await screenshot(page, 'issue30-header-bells-768');
    await page.keyboard.press('Escape');
    await list.waitFor({ state: 'hidden' });

    await openHeaderBell(page, 'Announcements');
    await page.getByRole('dialog', { name: 'Announcements' }).waitFor();
    await page.context().close();
  });

  it('keeps the bells as icons at 1440 and shows franchise staff no developer settings', async () => {
    const page = await newPage(DESKTOP);
    await signIn(page, 'employee@demo.test');
    await page.getByRole('button', { name: 'Announcements', exact: true }).waitFor();
    expect(await page.getByRole('button', { name: /^Notifications/ }).count()).toBe(0);
    await page.getByRole('button', { name: 'Settings' }).click();
    const settings = page.getByRole('dialog', { name: 'Settings' });
    await settings.getByLabel('Theme').waitFor();
    expect(await settings.getByRole('switch').count()).toBe(0);
    await screenshot(page, 'issue30-settings-employee-1440');
    await page.context().close();
  });
});

describe('follow-up actions', () => {
  it("opens the action the bell's link names", async () => {
    const manager = (await peekWhere('users', 'email', 'manager@demo.test'))[0];
    const mine = (await peekWhere('compliance_actions', 'assigneeId', manager.id)).filter(
      (a) => a.data.isActive === true,
    );
    expect(mine.length).toBeGreaterThan(0);
    const page = await newPage(TABLET);
    await signIn(page, 'manager@demo.test');
    await page.goto(`${baseUrl()}/app/compliance-v2/actions?action=${mine[0].id}`);
    const dialog = page.getByRole('dialog', { name: 'Update action' });
    await dialog.getByText(String(mine[0].data.question)).waitFor();
    await screenshot(page, 'issue30-action-opened-768');
    await page.context().close();
  });
});

describe('the inventory list', () => {
  it('asks a Franchisee Owner nothing the rules refuse', async () => {
    const page = await newPage(DESKTOP);
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/permission|Row count unavailable/i.test(message.text())) refused.push(message.text());
    });
    await signIn(page, 'owner@demo.test');
    await page.goto(`${baseUrl()}/app/reports/inventory-list`);
    await page.locator('main tbody tr').first().waitFor();
    // The count has come back: the footer reads "1–n of N".
    await page.getByText(/^\d+–\d+ of \d+$/).waitFor();
    expect(refused).toEqual([]);
    await page.context().close();
  });
});
