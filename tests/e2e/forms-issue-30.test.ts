import { format } from 'date-fns';
import type { Page } from 'playwright-core';
import { baseUrl, newPage, screenshot, signIn, waitUntil } from './support/browser';
import { peek, peekWhere, put, remove } from './support/server';

/*
 * Issue 30 on a tablet (768x1024, touch), with a desktop screenshot of each changed screen: a
 * Franchisee Owner deletes order drafts (list and edit page, after a confirmation), sees an order's
 * money total and a Revision Requested order's "Resubmit Order"; a Fulfillment user sees the
 * total on the packing slip; the owner meets the CSV import's file messages and template, the
 * sales entry's per-field messages, a refund refused for a future transaction date and Discard on
 * a request form restored from the device. Nothing here changes data other files rely on: the
 * drafts are this file's own copies, no order, sales day or request is saved.
 */

const TABLET = { width: 768, height: 1024, hasTouch: true };
const DESKTOP = { width: 1440, height: 900 };
const OWNER = 'demo-owner';
const stamp = Date.now();

/** Signs in and dismisses the cookie banner, which would cover the buttons at the bottom. */
async function start(page: Page, email: string) {
  await signIn(page, email);
  await page.getByRole('button', { name: 'I Agree' }).click();
}

/** A copy of one of the owner's seeded drafts, under a delivery name of its own; returns its id. */
async function ownDraft(name: string): Promise<string> {
  const [seeded] = await peekWhere('draft_orders', 'userId', OWNER);
  if (!seeded) throw new Error('The seed holds no draft of the Franchisee Owner');
  const id = `e2e-forms-${name.replace(/\W+/g, '-')}-${stamp}`;
  await put(`draft_orders/${id}`, {
    ...seeded.data,
    deliveryLocation: { name },
    updatedAtTimestamp: Math.floor(Date.now() / 1000),
  });
  return id;
}

describe('issue 30: forms and drafts on a tablet', () => {
  it('lets a Franchisee Owner delete an order draft from the list and from its page, after asking', async () => {
    const listed = `E2E dock list ${stamp}`;
    const opened = `E2E dock page ${stamp}`;
    const listedId = await ownDraft(listed);
    const openedId = await ownDraft(opened);
    const page = await newPage(TABLET);
    await start(page, 'owner@demo.test');
    await page.goto(`${baseUrl()}/app/draft-orders`);
    const row = page.getByRole('row').filter({ hasText: listed });
    await row.getByRole('button', { name: `Delete draft for ${listed}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete draft?' });
    await dialog
      .getByText(`The draft order for ${listed} will be deleted.`, { exact: false })
      .waitFor();
    await screenshot(page, 'order-drafts-delete-confirm-768');
    // Cancel keeps it.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await peek(`draft_orders/${listedId}`)).toBeDefined();
    await row.getByRole('button', { name: `Delete draft for ${listed}` }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Draft deleted').first().waitFor();
    await row.waitFor({ state: 'detached' });
    await waitUntil(
      async () => (await peek(`draft_orders/${listedId}`)) === undefined,
      'the draft is gone',
    );
    await screenshot(page, 'order-drafts-list-768');

    await page.goto(`${baseUrl()}/app/draft-orders/${openedId}/edit`);
    await page.getByRole('button', { name: 'Delete draft' }).click();
    await page
      .getByRole('dialog', { name: 'Delete draft?' })
      .getByText(opened, { exact: false })
      .waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await page.waitForURL((url) => url.pathname === '/app/draft-orders');
    await waitUntil(
      async () => (await peek(`draft_orders/${openedId}`)) === undefined,
      'the opened draft is gone',
    );
    await page.setViewportSize(DESKTOP);
    await page
      .getByRole('button', { name: /^Delete draft for / })
      .first()
      .waitFor();
    expect(await page.getByRole('row').filter({ hasText: opened }).count()).toBe(0);
    await screenshot(page, 'order-drafts-list-1440');
    await page.context().close();
  });

  it("shows an order's money total, no overnight cases without overnight shipping, and names the resubmit", async () => {
    const revision = (await peekWhere('orders', 'status', 'revision')).find(
      (o) => o.data.userId === OWNER && o.data.overnightShipping === false,
    );
    if (!revision) throw new Error('No Revision Requested order of the owner in the seed');
    const page = await newPage(TABLET);
    await start(page, 'owner@demo.test');
    await page.goto(`${baseUrl()}/app/orders/${revision.id}`);
    // Priced once the catalogue is in (every item of the seeded order is still sold).
    await page.getByText("At today's catalogue prices (sale prices while on sale).").waitFor();
    expect(await page.getByText(/^Order total: \$[1-9][\d,]*\.\d\d$/).count()).toBe(1);
    expect(await page.getByText(/Overnight cases/).count()).toBe(0);
    await screenshot(page, 'order-detail-total-768');
    await page.setViewportSize(DESKTOP);
    await screenshot(page, 'order-detail-total-1440');
    await page.setViewportSize(TABLET);

    await page.goto(`${baseUrl()}/app/orders/${revision.id}/edit`);
    await page.getByRole('button', { name: 'Resubmit Order' }).waitFor();
    expect(await page.getByRole('button', { name: 'Save Changes' }).count()).toBe(0);
    await page
      .getByText('Resubmit Order sends your changes back for approval as Pending.')
      .waitFor();
    await page.getByLabel('Order total').waitFor();
    expect(await page.getByLabel('Overnight cases').count()).toBe(0);
    await page.getByLabel('Overnight shipping').check();
    await page.getByLabel('Overnight cases').waitFor();
    await screenshot(page, 'order-edit-resubmit-768');
    await page.setViewportSize(DESKTOP);
    await screenshot(page, 'order-edit-resubmit-1440');
    await page.context().close();
  });

  it('shows the order total on the packing slip', async () => {
    const [approved] = await peekWhere('orders', 'status', 'approved');
    if (!approved) throw new Error('No approved order in the seed');
    const page = await newPage(DESKTOP);
    await start(page, 'fulfillment@demo.test');
    await page.goto(`${baseUrl()}/app/fulfillments/${approved.id}`);
    const slip = page.getByRole('article', { name: 'Packing slip' });
    await slip.getByText('Order total').waitFor();
    await slip
      .getByText(/^\$[\d,]+\.\d\d$/)
      .first()
      .waitFor();
    await screenshot(page, 'packing-slip-total-1440');
    await page.setViewportSize(TABLET);
    await screenshot(page, 'packing-slip-total-768');
    await page.context().close();
  });

  it('says what is wrong with a sales CSV, offers a template and keeps Import disabled on bad rows', async () => {
    const page = await newPage(TABLET);
    await start(page, 'owner@demo.test');
    await page.goto(`${baseUrl()}/app/reports/franchise-sales`);
    await page.getByRole('tab', { name: 'Import CSV' }).click();
    await page.getByRole('heading', { name: 'What the file needs' }).waitFor();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download template' }).click();
    expect((await download).suggestedFilename()).toBe('sales-template.csv');
    await screenshot(page, 'sales-import-expected-768');

    const choose = (name: string, text: string) =>
      page
        .getByLabel('CSV file')
        .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });
    await choose('empty.csv', '');
    await page.getByText('This file has no rows: it is empty.').waitFor();
    await choose('mixed.csv', 'Date;Gross;Discounts\n2026-11-01,5\n2026-11-02,6\n');
    await page
      .getByText("Only one column found: the file may use ';' between columns.", { exact: false })
      .waitFor();
    await screenshot(page, 'sales-import-one-column-768');

    const day = (offset: number) => {
      const d = new Date();
      d.setDate(d.getDate() - offset);
      return format(d, 'yyyy-MM-dd');
    };
    await choose(
      'semicolons.csv',
      `Business Date;Gross Sales;Discounts;Refunds;Transaction Count\n${day(2)};1200.50;20;0;80\n${day(1)};1200,50;0;0;61\n`,
    );
    await page.getByText("2 rows, columns separated by ';'.", { exact: false }).waitFor();
    const importButton = page.getByRole('button', { name: 'Import 2 days' });
    await importButton.waitFor();
    expect(await importButton.isDisabled()).toBe(true);
    await page
      .getByText('1 of 2 rows have errors: fix them in the file and choose it again.')
      .waitFor();
    await page.getByText('Gross sales "1200,50" is not an amount').waitFor();
    await screenshot(page, 'sales-import-disabled-768');
    await page.setViewportSize(DESKTOP);
    await screenshot(page, 'sales-import-disabled-1440');
    await page.context().close();
  });

  it('puts each sales entry message on its field', async () => {
    const page = await newPage(TABLET);
    await start(page, 'owner@demo.test');
    await page.goto(`${baseUrl()}/app/reports/franchise-sales`);
    await page.getByRole('tab', { name: 'Enter sales' }).click();
    const gross = page.getByLabel('Gross sales ($)');
    await gross.fill('abc');
    await gross.blur();
    await page.getByText('Enter an amount like 1234.56 (at most 2 decimals)').waitFor();
    expect(await gross.getAttribute('aria-invalid')).toBe('true');
    await page.getByRole('button', { name: 'Save sales' }).click();
    await page.getByText('Enter the number of transactions').waitFor();
    expect(await page.getByText(/is not an amount/).count()).toBe(0);
    await screenshot(page, 'sales-entry-fields-768');
    await page.setViewportSize(DESKTOP);
    await screenshot(page, 'sales-entry-fields-1440');
    await page.context().close();
  });

  it('refuses a refund dated in the future and discards a form restored from the device', async () => {
    const page = await newPage(TABLET);
    await start(page, 'owner@demo.test');
    await page.goto(`${baseUrl()}/app/create-approval-request/refund`);
    const title = `E2E refund ${stamp}`;
    await page.getByLabel(/^Title/).fill(title);
    const tomorrow = new Date();
    tomorrow.setDate(tomorrow.getDate() + 1);
    await page.getByLabel(/^Transaction date/).fill(format(tomorrow, 'yyyy-MM-dd'));
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await page.getByText('Transaction date cannot be in the future').waitFor();
    await screenshot(page, 'refund-future-date-768');

    // What was typed is kept on the device; after a reload it is restored, and Discard drops it.
    const kept = () =>
      page.evaluate(() =>
        Object.keys(localStorage).some((key) => key.startsWith('approval-form:refund/')),
      );
    await waitUntil(kept, 'the form is kept on the device');
    await page.reload();
    await page.getByText('Restored what you typed before; it is not saved yet.').waitFor();
    expect(await page.getByLabel(/^Title/).inputValue()).toBe(title);
    await screenshot(page, 'request-restored-768');
    await page.setViewportSize(DESKTOP);
    await screenshot(page, 'request-restored-1440');
    await page.getByRole('button', { name: 'Discard' }).click();
    await page
      .getByRole('dialog', { name: 'Discard what you typed?' })
      .getByRole('button', { name: 'Discard' })
      .click();
    await page
      .getByText('Restored what you typed before; it is not saved yet.')
      .waitFor({ state: 'detached' });
    expect(await page.getByLabel(/^Title/).inputValue()).toBe('');
    await waitUntil(async () => !(await kept()), 'the local copy is gone');
    await page.context().close();
  });
});

afterAll(async () => {
  // A draft left behind by a failed run.
  for (const d of await peekWhere('draft_orders', 'userId', OWNER)) {
    if (d.id.startsWith('e2e-forms-')) await remove(`draft_orders/${d.id}`);
  }
});
