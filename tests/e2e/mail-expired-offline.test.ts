import type { Page } from 'playwright-core';
import { baseUrl, newPage, screenshot, signIn } from './support/browser';
import { runJob } from '../../scripts/run-job.mjs';

/**
 * Issue 17: per-event recipients in the notifications tab, sales reminders in the Outbox (written
 * by the server's late-sales job since issue 27, run here for today), the
 * franchisee deleting an expired order. Issue 15: a page never opened on the device (a server
 * table, a TanStack Query page) says it needs a connection when offline, and loads once back
 * online.
 */
const TABLET = { width: 768, height: 1024, hasTouch: true };
const DESKTOP = { width: 1440, height: 900 };
const NEEDS_CONNECTION = 'This page needs a connection';

async function start(email: string, size: typeof TABLET | typeof DESKTOP): Promise<Page> {
  const page = await newPage({ ...size, serviceWorkers: 'allow' });
  await signIn(page, email);
  await page.getByRole('button', { name: 'I Agree' }).click();
  await page.getByRole('button', { name: 'I Agree' }).waitFor({ state: 'detached' });
  return page;
}

describe('mail routing, expired orders, pages that need the server', () => {
  it('lets the owner delete an expired order of theirs after confirming', async () => {
    const page = await start('owner@demo.test', TABLET);
    // Seeded order #6: the owner's, "Revision Requested" and unchanged for about 108 days.
    await page.goto(`${baseUrl()}/app/orders/order-006`);
    await page.getByText(/Expired: this order has waited more than 30 days/).waitFor();
    await screenshot(page, 'order-expired-768');
    await page.setViewportSize(DESKTOP);
    await screenshot(page, 'order-expired-1440');
    await page.getByRole('button', { name: 'Delete order' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete order #6?' });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Expired order deleted').waitFor();
    await page.waitForURL((url) => url.pathname === '/app/orders');
    await page.goto(`${baseUrl()}/app/orders/order-006`);
    await page
      .getByText(/not found|does not exist/i)
      .first()
      .waitFor();
    await page.context().close();
  });

  it('saves per-event recipients and shows the sales reminders in the Outbox', async () => {
    const page = await start('superadmin@demo.test', DESKTOP);
    await page.goto(`${baseUrl()}/app/account/notifications`);
    const form = page.getByRole('form', { name: 'Notification e-mails' });
    await form.getByLabel('Approval request sent').fill('reviews@demo.test, ops@demo.test');
    await form.getByLabel('Sales not reported by the deadline').fill('not-an-address');
    await form.getByRole('button', { name: 'Save Notification E-mails' }).click();
    await form.getByText('Must be a valid email: not-an-address').waitFor();
    await form.getByLabel('Sales not reported by the deadline').fill('royalties@demo.test');
    await form.getByRole('button', { name: 'Save Notification E-mails' }).click();
    await page.getByText('Notification e-mails updated').waitFor();
    await screenshot(page, 'notification-emails-1440');

    await page.setViewportSize(TABLET);
    await screenshot(page, 'notification-emails-768');

    // One reminder per location for the seed's unreported days (the seed stops 3 days ago), by
    // the daily job (no sign-in sends them any more).
    await runJob('lateSales');
    await page.goto(`${baseUrl()}/app/tools/outbox`);
    await page
      .getByRole('table', { name: 'Outbox' })
      .getByRole('row')
      .filter({ hasText: 'Sales not reported by the deadline' })
      .first()
      .waitFor();
    await screenshot(page, 'outbox-sales-late-768');
    await page.context().close();
  });

  it('says a never-opened page needs a connection while offline, and loads it back online', async () => {
    const page = await start('superadmin@demo.test', TABLET);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    const context = page.context();
    await context.setOffline(true);

    // A server-paged table never opened here: Firestore's cache has nothing of it.
    await page.goto(`${baseUrl()}/app/tools/items`);
    await page.getByRole('heading', { name: NEEDS_CONNECTION }).waitFor();
    // No row count or paging for a list that could not be read ("0 rows" would be wrong).
    expect(await page.getByLabel('Rows per page').count()).toBe(0);
    await screenshot(page, 'needs-connection-768');

    // Back online the list loads by itself (its query runs again on reconnect): a Retry clicked
    // then may already be gone, so the test waits for the rows the user would see.
    await context.setOffline(false);
    await page.getByRole('table', { name: 'Items' }).getByRole('row').nth(1).waitFor();
    expect(await page.getByRole('heading', { name: NEEDS_CONNECTION }).count()).toBe(0);
    await context.close();
  });

  it('says a never-opened TanStack Query page needs a connection after an offline start, and loads it back online', async () => {
    const page = await start('superadmin@demo.test', TABLET);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    const context = page.context();
    await context.setOffline(true);

    // Error Reports loads through TanStack Query: an offline start used to answer its list from
    // the empty cache and say "No failed writes reported".
    await page.goto(`${baseUrl()}/app/tools/error-reports`);
    await page.getByRole('heading', { name: NEEDS_CONNECTION }).waitFor();
    expect(await page.getByText('No failed writes reported').count()).toBe(0);
    await screenshot(page, 'needs-connection-tanstack-768');
    await page.setViewportSize(DESKTOP);
    await screenshot(page, 'needs-connection-tanstack-1440');

    // Back online it loads by itself (the Retry is not needed).
    await context.setOffline(false);
    await page
      .getByRole('table', { name: 'Error reports' })
      .or(page.getByText('No failed writes reported'))
      .waitFor();
    expect(await page.getByRole('heading', { name: NEEDS_CONNECTION }).count()).toBe(0);
    await context.close();
  });
});
