import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import {
  badgeHidden,
  baseUrl,
  newPage,
  openHeaderBell,
  screenshot,
  signIn,
  waitForCount,
  waitUntil,
} from './support/browser';
import { markUnread, peekWhere } from './support/server';

const stamp = Date.now();
// The seed's current fulfillment note (scripts/seed.mjs).
const SEEDED_NOTE = 'Cold chain check: log freezer temps on every delivery.';
const NEW_NOTE = `E2E note ${stamp}: load the freezer truck first.`;
const COPIED_NOTE = `${NEW_NOTE} Copy for the weekend.`;

const banner = (page: Page) => page.getByRole('region', { name: 'Fulfillment note' });
const tab = (page: Page, name: 'Approved' | 'Fulfilled') => page.getByRole('tab', { name });
const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

const badge = (page: Page, testId: string) => page.getByTestId(testId).locator('.MuiBadge-badge');

/** The order number of the first Fulfill button in the table. */
async function firstOrderNumber(page: Page): Promise<string> {
  const first = page.getByRole('button', { name: /^Fulfill order #\d+$/ }).first();
  await first.waitFor();
  const label = (await first.getAttribute('aria-label')) ?? '';
  return label.replace('Fulfill order #', '');
}

describe('fulfillment', () => {
  it('lets the Fulfillment user fulfil and unfulfil an approved order on a tablet', async () => {
    const page = await newPage({ width: 768, height: 1024, hasTouch: true });
    await signIn(page, 'fulfillment@demo.test');
    await page.goto(`${baseUrl()}/app/fulfillments`);
    await banner(page).getByText(SEEDED_NOTE).waitFor();
    expect(await tab(page, 'Approved').getAttribute('aria-selected')).toBe('true');

    const number = await firstOrderNumber(page);
    await screenshot(page, 'fulfillments-approved-768');

    await page.getByRole('button', { name: `Fulfill order #${number}`, exact: true }).tap();
    await page.getByText(`Order #${number} fulfilled`).waitFor();
    await page
      .getByRole('button', { name: `Fulfill order #${number}`, exact: true })
      .waitFor({ state: 'detached' });

    await tab(page, 'Fulfilled').tap();
    await page.waitForURL('**/app/fulfillments?tab=fulfilled');
    const unfulfill = page.getByRole('button', { name: `Unfulfill order #${number}`, exact: true });
    await unfulfill.waitFor();
    await screenshot(page, 'fulfillments-fulfilled-768');
    await unfulfill.tap();
    await page.getByText(`Order #${number} moved back to approved`).waitFor();
    await unfulfill.waitFor({ state: 'detached' });

    // The tab lives in the address: a reload stays on it.
    await page.reload();
    await tab(page, 'Fulfilled').waitFor();
    expect(await tab(page, 'Fulfilled').getAttribute('aria-selected')).toBe('true');
    await tab(page, 'Approved').tap();
    await page.getByRole('button', { name: `Fulfill order #${number}`, exact: true }).waitFor();
    await page.context().close();
  });

  it('shows a packing slip, prints it and downloads it as a PDF', async () => {
    const page = await newPage({ width: 1440, height: 900 });
    // Records print() calls instead of opening the dialog, which would block a headless page.
    await page.addInitScript(() => {
      const w = window as unknown as { printed: number; print: () => void };
      w.printed = 0;
      w.print = () => {
        w.printed += 1;
      };
    });
    await signIn(page, 'fulfillment@demo.test');
    await page.goto(`${baseUrl()}/app/fulfillments`);
    const number = await firstOrderNumber(page);
    await screenshot(page, 'fulfillments-approved-1440');

    // PDF straight from the list.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: `PDF of order #${number}`, exact: true }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`packing-slip-${number}.pdf`);
    const file = await download.path();
    expect(readFileSync(file).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // Print opens the slip and the print dialog once.
    await page.getByRole('button', { name: `Print order #${number}`, exact: true }).click();
    await page.waitForURL(/\/app\/fulfillments\/[^/?]+$/);
    const slip = page.getByRole('article', { name: 'Packing slip' });
    await slip.getByRole('heading', { name: `Packing Slip · Order #${number}` }).waitFor();
    await page.waitForFunction(() => (window as unknown as { printed: number }).printed === 1);

    await slip.getByText('Deliver to').waitFor();
    await slip.getByText(/^Attn: /).waitFor();
    await expect
      .poll(() => slip.getByRole('table', { name: 'Items' }).getByRole('row').count())
      .toBeGreaterThan(2);
    await slip.getByText(/pallets? needed$/).waitFor();
    // Fulfil + Unfulfil (first test) kept the approver's corporate notes.
    await slip.getByRole('region', { name: 'Corporate notes' }).getByText('Approved.').waitFor();
    for (const title of ['Franchisee notes', 'Corporate notes', 'Fulfillment note']) {
      await slip.getByRole('region', { name: title }).waitFor();
    }
    await slip.getByRole('region', { name: 'Fulfillment note' }).getByText(SEEDED_NOTE).waitFor();
    await screenshot(page, 'packing-slip-1440');

    // The printed page leaves the app's chrome out.
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('banner').isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'PDF', exact: true }).isVisible()).toBe(false);
    await screenshot(page, 'packing-slip-print');
    await page.emulateMedia({ media: 'screen' });

    // PDF from the slip itself.
    const again = page.waitForEvent('download');
    await page.getByRole('button', { name: 'PDF', exact: true }).click();
    expect((await again).suggestedFilename()).toBe(`packing-slip-${number}.pdf`);
    await page.context().close();
  });

  it('shows the packing slip on a tablet', async () => {
    const page = await newPage({ width: 768, height: 1024, hasTouch: true });
    await signIn(page, 'fulfillment@demo.test');
    await page.goto(`${baseUrl()}/app/fulfillments`);
    const number = await firstOrderNumber(page);
    await page
      .getByRole('row')
      .filter({ has: page.getByRole('button', { name: `Fulfill order #${number}`, exact: true }) })
      .getByText(`#${number}`, { exact: true })
      .tap();
    await page.getByRole('heading', { name: `Packing Slip · Order #${number}` }).waitFor();
    await screenshot(page, 'packing-slip-768');
    await page.context().close();
  });

  it('keeps one current fulfillment note through new, copy and edit', async () => {
    const page = await newPage({ width: 1440, height: 900 });
    await signIn(page, 'fulfillment@demo.test');
    await page.goto(`${baseUrl()}/app/fulfillment-notes`);
    await rowOf(page, SEEDED_NOTE).getByText('Current').waitFor();

    // New: validation first, then the note becomes current and the old one past.
    await page.getByRole('button', { name: 'New Note' }).click();
    await page.waitForURL('**/app/fulfillment-notes/new-note');
    await page.getByRole('button', { name: 'Create Note' }).click();
    await page.getByText('Notes are required').waitFor();
    await page.getByRole('textbox', { name: 'Notes', exact: true }).fill(NEW_NOTE);
    await page.getByRole('button', { name: 'Create Note' }).click();
    await page.getByText('Fulfillment note created').waitFor();
    await page.waitForURL('**/app/fulfillment-notes');
    await rowOf(page, NEW_NOTE).getByText('Current').waitFor();
    await rowOf(page, SEEDED_NOTE).getByText('Past').waitFor();

    // Copy: the form starts from the note's text; the copy is the new current one.
    await rowOf(page, NEW_NOTE)
      .getByRole('button', { name: /^Create copy of note/ })
      .click();
    await page.waitForURL('**/app/fulfillment-notes/*/create-copy');
    const field = page.getByRole('textbox', { name: 'Notes', exact: true });
    await page.waitForFunction(
      (text) =>
        (document.querySelector('textarea[name="notes"]') as HTMLTextAreaElement)?.value === text,
      NEW_NOTE,
    );
    await field.fill(COPIED_NOTE);
    await screenshot(page, 'fulfillment-note-copy-1440');
    await page.getByRole('button', { name: 'Create Note' }).click();
    await page.getByText('Fulfillment note created').first().waitFor();
    await page.waitForURL('**/app/fulfillment-notes');
    await rowOf(page, COPIED_NOTE).getByText('Current').waitFor();
    await rowOf(page, NEW_NOTE).filter({ hasNotText: COPIED_NOTE }).getByText('Past').waitFor();
    await waitForCount(page.getByRole('row').filter({ hasText: 'Current' }), 1);
    await screenshot(page, 'fulfillment-notes-1440');

    // Edit a past note: the text changes, it stays past.
    await rowOf(page, SEEDED_NOTE)
      .getByRole('button', { name: /^Edit note/ })
      .click();
    await page.waitForURL('**/app/fulfillment-notes/*/edit');
    await page.getByRole('textbox', { name: 'Notes', exact: true }).fill(`${SEEDED_NOTE} (edited)`);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Fulfillment note updated').waitFor();
    await rowOf(page, `${SEEDED_NOTE} (edited)`).getByText('Past').waitFor();

    // The fulfillments banner shows the current note.
    await page.goto(`${baseUrl()}/app/fulfillments`);
    await banner(page).getByText(COPIED_NOTE).waitFor();
    await page.context().close();
  });

  it('shows the notes form on a tablet', async () => {
    const page = await newPage({ width: 768, height: 1024, hasTouch: true });
    await signIn(page, 'fulfillment@demo.test');
    await page.goto(`${baseUrl()}/app/fulfillment-notes`);
    await page.getByRole('row').filter({ hasText: 'Current' }).waitFor();
    await screenshot(page, 'fulfillment-notes-768');
    await page.goto(`${baseUrl()}/app/fulfillment-notes/new-note`);
    await page.getByRole('textbox', { name: 'Notes', exact: true }).waitFor();
    await screenshot(page, 'fulfillment-note-new-768');
    await page.context().close();
  });

  it('gives a Manager no fulfillment screens and no Fulfill buttons', async () => {
    const page = await newPage({ width: 1440, height: 900 });
    await signIn(page, 'manager@demo.test');
    for (const path of [
      '/app/fulfillments',
      '/app/fulfillments/order-002',
      '/app/fulfillment-notes',
      '/app/fulfillment-notes/new-note',
      '/app/fulfillment-notes/fulfillment-note-1/edit',
    ]) {
      await page.goto(`${baseUrl()}${path}`);
      await page.getByText('You do not have access to this page').waitFor();
      expect(await page.getByRole('button', { name: /fulfill order #/i }).count()).toBe(0);
    }
    await page.context().close();
  });
});

describe('order notification bells', () => {
  // A seeded approved North Coast order (scripts/seed.mjs: order n is approved when n % 5 == 2).
  const NUMBER = '37';
  const TITLE = `Order #${NUMBER} · North Coast Cafe Back Door`;

  it('shows a fulfilled order unread to the Manager of its territory, and clears on request', async () => {
    // The seed's fulfilled orders are unread to the Manager, more than the bell's first page, even
    // when another file has opened the bell before.
    const [manager] = await peekWhere('users', 'email', 'manager@demo.test');
    await markUnread('orders', 'isFulfilled', true, manager.id);
    const fulfiller = await newPage({ width: 1440, height: 900 });
    await signIn(fulfiller, 'fulfillment@demo.test');
    await fulfiller.goto(`${baseUrl()}/app/fulfillments`);
    await fulfiller.getByRole('button', { name: `Fulfill order #${NUMBER}`, exact: true }).click();
    await fulfiller.getByText(`Order #${NUMBER} fulfilled`).waitFor();
    await fulfiller.context().close();

    const page = await newPage({ width: 768, height: 1024, hasTouch: true });
    await signIn(page, 'manager@demo.test');
    await waitUntil(
      async () => !(await badgeHidden(badge(page, 'fulfilled-orders-badge'))),
      'the fulfilled bell shows unread',
    );
    const bell = () => openHeaderBell(page, 'Fulfilled orders');
    await bell();
    const dialog = page.getByRole('dialog', { name: 'Fulfilled orders' });
    const item = dialog.getByRole('listitem').filter({ hasText: TITLE });
    // Newest first by lastUpdated: the order just fulfilled leads, unread.
    await item.getByText(/^New · North Coast · /).waitFor();
    await waitForCount(dialog.getByRole('listitem'), 5);
    await dialog.getByText(/^Page 1 of \d+$/).waitFor();
    await waitUntil(
      async () => (await dialog.boundingBox())?.width === 320,
      'the bell popover is 320 px wide',
    );
    await screenshot(page, 'order-bell-fulfilled-768');

    // Opening marked the page read: reopened, the order is no longer new.
    await dialog.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await bell();
    await item.waitFor();
    await waitForCount(item.getByText(/^New · /), 0);

    // Older unread fulfilled orders (marked unread above) keep it; Mark all as read clears them.
    // The badge follows the bell's unread count, which catches up with the page's marks.
    await waitUntil(
      async () => !(await badgeHidden(badge(page, 'fulfilled-orders-badge'))),
      'older unread orders keep the badge',
    );
    await dialog.getByRole('button', { name: 'Mark all as read' }).tap();
    await dialog.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await waitUntil(
      () => badgeHidden(badge(page, 'fulfilled-orders-badge')),
      'Mark all as read clears the badge',
    );

    // Clicking a notification opens its order.
    await bell();
    await item.tap();
    await page.waitForURL('**/app/orders/order-037');
    await page.context().close();
  });

  it('gives a Franchisee Owner no order bells', async () => {
    const page = await newPage({ width: 1440, height: 900 });
    await signIn(page, 'owner@demo.test');
    await page.getByRole('button', { name: 'Announcements' }).waitFor();
    expect(await page.getByRole('button', { name: 'Approved orders' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Fulfilled orders' }).count()).toBe(0);
    await page.context().close();
  });
});
