import type { Page } from 'playwright-core';
import { baseUrl, newPage, screenshot, signIn, waitUntil } from './support/browser';
import { peek, peekWhere } from './support/server';

const TABLET = { width: 768, height: 1024, hasTouch: true };
const DESKTOP = { width: 1440, height: 900 };

/** Signs in and accepts the cookie banner, which otherwise covers the page's buttons. */
async function start(email: string, size: typeof TABLET | typeof DESKTOP): Promise<Page> {
  const page = await newPage(size);
  await signIn(page, email);
  await page.getByRole('button', { name: 'I Agree' }).click();
  await page.getByRole('button', { name: 'I Agree' }).waitFor({ state: 'detached' });
  return page;
}

async function fillNorthOrder(page: Page) {
  await page.getByLabel('Quantity of Brioche Buns').fill('12');
  await page.getByLabel('Territory').selectOption({ label: 'North Coast' });
  await page.getByLabel('Delivery Location').selectOption({ label: 'North Coast Commissary' });
  await page.getByLabel('LLC').selectOption({ label: 'North Coast Foods LLC' });
}

const ordersTable = (page: Page) => page.getByRole('table', { name: 'Orders' });

describe('unread orders, outbox and error reports', () => {
  it('marks an unread order read when the owner opens it', async () => {
    const page = await start('owner@demo.test', TABLET);
    await page.goto(`${baseUrl()}/app/orders`);
    // Seeded pending orders are unread for everyone: the first marked row.
    const unreadCell = ordersTable(page)
      .getByRole('cell')
      .filter({ has: page.getByRole('img', { name: 'Unread' }) })
      .first();
    await unreadCell.waitFor();
    await screenshot(page, 'orders-unread-768');
    const number = /#(\d+)/.exec((await unreadCell.textContent()) ?? '')?.[1] ?? '';
    expect(Number(number)).toBeGreaterThan(0);

    await unreadCell.click();
    await page.getByRole('heading', { name: `Order #${number}` }).waitFor();
    // The list reads the server once: go back only when the server holds the read.
    await waitUntil(async () => {
      const [owner] = await peekWhere('users', 'email', 'owner@demo.test');
      const [order] = await peekWhere('orders', 'orderNumber', Number(number));
      const readers = order?.data.readRecipients;
      return Array.isArray(readers) && readers.includes(owner?.id);
    }, 'the server has the order marked read');
    await page.goto(`${baseUrl()}/app/orders`);
    // The marker is gone from that order: its number cell reads "#n" alone.
    await ordersTable(page)
      .getByRole('cell', { name: `#${number}`, exact: true })
      .waitFor();
    expect(
      await ordersTable(page)
        .getByRole('cell', { name: `Unread #${number}`, exact: true })
        .count(),
    ).toBe(0);
    await page.context().close();
  });

  it('puts one mail for the orders team, written by the server, in the Outbox when an order is submitted', async () => {
    const owner = await start('owner@demo.test', DESKTOP);
    await owner.goto(`${baseUrl()}/app/new-order`);
    await owner.getByLabel('Quantity of Brioche Buns').waitFor();
    await fillNorthOrder(owner);
    await owner.getByRole('button', { name: 'Submit Order' }).click();
    const toast = owner.getByText(/Order #\d+ submitted/);
    await toast.waitFor();
    const number = /#(\d+)/.exec((await toast.textContent()) ?? '')?.[1] ?? '';
    // The owner's page stays open: it asks the server for the mail once the order is saved.

    const admin = await start('superadmin@demo.test', DESKTOP);
    await admin.getByRole('link', { name: 'Outbox' }).first().click();
    await admin.waitForURL('**/app/tools/outbox');
    const outbox = admin.getByRole('table', { name: 'Outbox' });
    const rows = outbox.getByRole('row').filter({ hasText: `Order #${number} submitted` });
    await rows.first().waitFor();
    expect(await rows.count()).toBe(1);
    expect(await rows.first().textContent()).toContain('orders@demo.test');
    await screenshot(admin, 'outbox-1440');
    await admin.setViewportSize({ width: 768, height: 1024 });
    await screenshot(admin, 'outbox-768');
    // The server's template: the order's link and the settings link (issue 27).
    const mail = await peek(`mail/orderSubmitted-order-${number}`);
    const text = String((mail?.message as { text?: unknown } | undefined)?.text);
    expect(text).toContain(`/app/orders/order-${number}\n`);
    expect(text).toContain('/app/account/general');
    await admin.context().close();
    await owner.context().close();
  });

  it('records a failed write in the error reports with its screen and code', async () => {
    const owner = await start('owner@demo.test', DESKTOP);
    // Forces the order transaction's commit to be refused, as a rules refusal would be.
    await owner.route('**/documents:commit*', (route) =>
      route.fulfill({
        status: 403,
        contentType: 'application/json',
        body: JSON.stringify({
          error: { code: 403, status: 'PERMISSION_DENIED', message: 'Forced by the test' },
        }),
      }),
    );
    await owner.goto(`${baseUrl()}/app/new-order`);
    await owner.getByLabel('Quantity of Brioche Buns').waitFor();
    await fillNorthOrder(owner);
    await owner.getByRole('button', { name: 'Submit Order' }).click();
    await owner
      .getByText(/You are not allowed to save this order here|The order could not be saved/)
      .waitFor();
    // The owner's page stays open: the report is written in the background after the message.
    const admin = await start('fulfillment@demo.test', DESKTOP);
    await admin.goto(`${baseUrl()}/app/tools/error-reports`);
    const perScreen = admin.getByRole('table', { name: 'Failed writes per screen' });
    await perScreen.getByRole('row').filter({ hasText: 'New Order' }).waitFor();
    const latest = admin.getByRole('table', { name: 'Error reports' });
    await latest
      .getByRole('row')
      .filter({ hasText: 'New Order' })
      .filter({ hasText: 'permission-denied' })
      .first()
      .waitFor();
    await screenshot(admin, 'error-reports-1440');
    await admin.setViewportSize({ width: 768, height: 1024 });
    await screenshot(admin, 'error-reports-768');
    await admin.context().close();
    await owner.context().close();
  });
});
