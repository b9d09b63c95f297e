import type { Page } from 'playwright-core';
import { baseUrl, newPage, screenshot, signIn, waitUntil } from './support/browser';
import { peek } from './support/server';

/**
 * Issue 27: notification preferences per event kind on the account page (immediately, in the
 * daily digest, or never), stored for the server, which reads them when it builds a mail
 * (tests/functions/notify-event.test.ts checks the mail it then writes).
 */
const TABLET = { width: 768, height: 1024, hasTouch: true };
const DESKTOP = { width: 1440, height: 900 };
const FAILED = 'Compliance report failed or DNQ';

async function start(email: string, size: typeof TABLET | typeof DESKTOP): Promise<Page> {
  const page = await newPage(size);
  await signIn(page, email);
  await page.getByRole('button', { name: 'I Agree' }).click();
  await page.getByRole('button', { name: 'I Agree' }).waitFor({ state: 'detached' });
  return page;
}

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('listbox').getByRole('option', { name: option }).click();
  await page.getByText('E-mail preferences saved').first().waitFor();
}

describe('notification preferences', () => {
  it('lets the owner choose per kind, stores it for the server, and keeps it after a reload', async () => {
    const page = await start('owner@demo.test', TABLET);
    await page.goto(`${baseUrl()}/app/account/general`);
    const select = page.getByRole('combobox', { name: FAILED });
    await select.waitFor();
    await choose(page, FAILED, 'Never');
    await choose(page, 'Approval request decided', 'In the daily digest');
    await waitUntil(async () => {
      const kinds = (await peek('notification_preferences/demo-owner'))?.kinds as
        Record<string, unknown> | undefined;
      return kinds?.complianceFailed === 'never' && kinds.approvalDecided === 'digest';
    }, 'the server holds the owner’s preferences');
    await screenshot(page, 'notification-preferences-768');
    await page.setViewportSize(DESKTOP);
    await page.reload();
    await page.getByRole('combobox', { name: FAILED }).filter({ hasText: 'Never' }).waitFor();
    await screenshot(page, 'notification-preferences-1440');
    // Back to the defaults, so the seeded owner gets every mail in the other suites.
    await choose(page, FAILED, 'Immediately');
    await choose(page, 'Approval request decided', 'Immediately');
    await page.context().close();
  });
});
