import type { Page } from 'playwright-core';
import { baseUrl, newPage, screenshot, signIn, waitUntil } from './support/browser';
import { peek, peekWhere } from './support/server';
import { runJob } from '../../scripts/run-job.mjs';

/**
 * Issue 27: notification preferences per event kind on the account page (immediately, in the
 * daily digest, or never), stored for the server, which reads them when it builds a mail
 * (tests/functions/notify-event.test.ts checks the mail it then writes), and the scheduled jobs
 * too: a Manager who turns the late-sales reminder off gets none from the next run of the job.
 * The routed reviewer finding a request under "Assigned to me" is tests/e2e/approvals.test.ts.
 */
const TABLET = { width: 768, height: 1024, hasTouch: true };
const DESKTOP = { width: 1440, height: 900 };
const FAILED = 'Compliance report failed or DNQ';
const SALES_LATE = 'Sales not reported by the deadline';
/**
 * A day no other browser test runs the late-sales job for (its mails are keyed by day): every
 * day of its window is unreported at every seeded location.
 */
const JOB_DAY = '2030-01-07';

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

  it('sends a Manager who turned the late-sales reminder off none from the next run of the job', async () => {
    const page = await start('manager@demo.test', TABLET);
    await page.goto(`${baseUrl()}/app/account/general`);
    await page.getByRole('heading', { name: 'Sales', exact: true }).waitFor();
    await screenshot(page, 'notification-preferences-manager-768');
    await choose(page, SALES_LATE, 'Never');
    await page.getByRole('combobox', { name: SALES_LATE }).filter({ hasText: 'Never' }).waitFor();
    await waitUntil(
      async () =>
        ((await peek('notification_preferences/demo-manager'))?.kinds as Record<string, unknown>)
          ?.salesLate === 'never',
      'the server holds the manager’s choice',
    );

    await runJob('lateSales', JOB_DAY);
    const mails = (await peekWhere('mail', 'event.type', 'salesLate')).filter((mail) =>
      mail.id.endsWith(`-${JOB_DAY}`),
    );
    const northCoast = mails.find((mail) => mail.id === `salesLate-location-north-cafe-${JOB_DAY}`);
    // The territory's owner and the Manager's fellow sales staff got it; the Manager did not.
    expect(northCoast?.data.to).toEqual(
      expect.arrayContaining(['owner@demo.test', 'employee@demo.test']),
    );
    for (const mail of mails) expect(mail.data.to, mail.id).not.toContain('manager@demo.test');

    await page.setViewportSize(DESKTOP);
    // Reloaded at the top of the page (a full-page shot of a scrolled page repeats the fixed bar).
    await page.reload();
    await page.getByRole('combobox', { name: SALES_LATE }).filter({ hasText: 'Never' }).waitFor();
    await screenshot(page, 'notification-preferences-manager-1440');
    // Back to the default, so the seeded Manager gets every mail in the other suites.
    await choose(page, SALES_LATE, 'Immediately');
    await page.context().close();
  });
});
