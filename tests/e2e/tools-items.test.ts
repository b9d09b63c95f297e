import type { Page } from 'playwright-core';
import { baseUrl, dragWithKeyboard, newPage, screenshot, signIn } from './support/browser';
import { peek } from './support/server';

/** Fills and submits the item form; returns the new item's id from the detail page's address. */
async function createItem(page: Page, desc: string, sku: string, price: string): Promise<string> {
  await page.goto(`${baseUrl()}/app/tools/items`);
  await page.getByRole('link', { name: 'New Item' }).click();
  await page.waitForURL('**/app/tools/new-item');
  // No Storage emulator on these machines: the form says so in place of the photo picker.
  await page.getByText('File storage is not available').waitFor();
  await page.getByLabel('Description').fill(desc);
  await page.getByLabel('SKU').fill(sku);
  await page.getByLabel('Price', { exact: false }).first().fill(price);
  await page.getByRole('button', { name: 'Create Item' }).click();
  await page.getByText('Item created').waitFor();
  await page.waitForURL(/\/app\/tools\/items\/[^/]+$/);
  return new URL(page.url()).pathname.split('/').pop() ?? '';
}

/** Item descriptions of the list's rows, top to bottom. */
async function rowOrder(page: Page, descs: string[]): Promise<string[]> {
  const rows = await page.getByRole('row').allTextContents();
  return rows.flatMap((text) => descs.filter((desc) => text.includes(desc)));
}

describe('items admin tool', () => {
  it('creates, edits, reorders and deletes items as the Super Admin', async () => {
    const stamp = Date.now();
    const first = `E2E Crab ${stamp}`;
    const second = `E2E Lobster ${stamp}`;
    const page = await newPage({ width: 1440, height: 900 });
    await signIn(page, 'superadmin@demo.test');
    // The item form (with its counting fields) is taller than the window: the cookie notice
    // would cover its buttons at the bottom.
    await page.getByRole('button', { name: 'I Agree' }).click();
    await page.getByRole('button', { name: 'I Agree' }).waitFor({ state: 'detached' });

    // Validation messages on an empty form.
    await page.goto(`${baseUrl()}/app/tools/new-item`);
    await page.getByLabel('Cases per pallet').fill('0');
    // Blur first: the message appearing under the field moves the button mid-click otherwise.
    await page.getByLabel('Cases per pallet').press('Tab');
    await page.getByText('Must be a whole number of 1 or more').waitFor();
    await page.getByRole('button', { name: 'Create Item' }).click();
    await page.getByText('Description is required').waitFor();
    await page.getByText('SKU is required').waitFor();
    await page.getByText('Must be a whole number of 1 or more').waitFor();
    await page.getByText('Price must be 0 or more').waitFor();
    await screenshot(page, 'items-form-errors-1440');

    const firstId = await createItem(page, first, `E2E-C-${stamp}`, '12.50');
    await page.getByRole('heading', { name: 'Item Details' }).waitFor();
    await page.getByText('$12.50').waitFor();
    await screenshot(page, 'items-detail-1440');
    // Typed in dollars, stored in integer cents (issue 26).
    expect(await peek(`items/${firstId}`)).toMatchObject({ priceCents: 1250, salePriceCents: 0 });

    // Edit: the same form, filled in.
    await page.getByRole('link', { name: 'Edit' }).click();
    await page.waitForURL(`**/app/tools/items/${firstId}/edit`);
    const desc = page.getByLabel('Description');
    await desc.waitFor();
    await expect.poll(() => desc.inputValue()).toBe(first);
    await page.getByLabel('Sale price').fill('9.99');
    await page.getByLabel('On sale').check();
    await screenshot(page, 'items-form-edit-1440');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Item updated').waitFor();
    await page.getByText('$9.99 (on sale)').waitFor();
    const edited = await peek(`items/${firstId}`);
    expect(edited).toMatchObject({ priceCents: 1250, salePriceCents: 999, isOnSale: true });
    expect(edited).not.toHaveProperty('price');

    const secondId = await createItem(page, second, `E2E-L-${stamp}`, '30');

    // The list: sorted by order, so the two new items are the last two, first before second.
    await page.goto(`${baseUrl()}/app/tools/items`);
    await page.getByRole('cell', { name: second, exact: true }).waitFor();
    await expect.poll(() => rowOrder(page, [first, second])).toEqual([first, second]);
    await screenshot(page, 'items-list-1440');

    // Reorder mode: move the second item above the first with the keyboard (as a drag would).
    await page.getByRole('button', { name: 'Reorder' }).click();
    const secondRow = page.getByRole('row').filter({ hasText: second });
    await secondRow.waitFor();
    await dragWithKeyboard(page, secondRow.getByLabel('Drag to reorder'), ['ArrowUp']);
    await page.getByText('Item order saved').waitFor();
    await expect.poll(() => rowOrder(page, [first, second])).toEqual([second, first]);
    await screenshot(page, 'items-reorder-1440');

    // Saved: after a reload the list (sorted by order) shows the new order.
    await page.reload();
    await page.getByRole('cell', { name: second, exact: true }).waitFor();
    await expect.poll(() => rowOrder(page, [first, second])).toEqual([second, first]);

    // Delete one from its detail page and the other with the bulk action, both confirmed.
    await page.getByRole('cell', { name: first, exact: true }).click();
    await page.waitForURL(`**/app/tools/items/${firstId}`);
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Item deleted').waitFor();
    await page.waitForURL('**/app/tools/items');
    await page.getByRole('cell', { name: second, exact: true }).waitFor();
    await page.getByRole('checkbox', { name: `Select ${second}` }).check();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const confirmDialog = page.getByRole('dialog');
    await confirmDialog.getByRole('button', { name: 'Delete' }).click();
    // The first delete's "Item deleted" may still show, and the open dialog hides the table
    // from the accessibility tree: only with the dialog gone does the row's absence mean the
    // table was read again after the delete.
    await confirmDialog.waitFor({ state: 'detached' });
    await page.getByRole('cell', { name: second, exact: true }).waitFor({ state: 'detached' });
    expect(await peek(`items/${secondId}`)).toBeUndefined();
    await page.reload();
    await page.getByRole('cell', { name: 'Brioche Buns', exact: true }).waitFor();
    // The table shows the device's cache first, then the server's answer.
    await expect.poll(() => rowOrder(page, [first, second])).toEqual([]);
    await page.context().close();
    // Two creates, an edit, two reorders and two deletes: about 40 s unloaded, more on a busy CI.
  });

  it('works on a tablet (768x1024)', async () => {
    const page = await newPage({ width: 768, height: 1024, hasTouch: true });
    await signIn(page, 'superadmin@demo.test');
    await page.goto(`${baseUrl()}/app/tools/items`);
    await page.getByRole('cell', { name: 'Brioche Buns', exact: true }).waitFor();
    await screenshot(page, 'items-list-768');
    await page.getByRole('button', { name: 'Reorder' }).click();
    await page.getByLabel('Drag to reorder').first().waitFor();
    await screenshot(page, 'items-reorder-768');
    await page.goto(`${baseUrl()}/app/tools/new-item`);
    await page.getByText('File storage is not available').waitFor();
    await screenshot(page, 'items-form-768');
    await page.goto(`${baseUrl()}/app/tools/items/item-bun-bri`);
    await page.getByRole('heading', { name: 'Item Details' }).waitFor();
    await page.getByText('BUN-BRI').waitFor();
    await screenshot(page, 'items-detail-768');
    await page.context().close();
  });
});

describe('signature generator', () => {
  for (const [width, height] of [
    [1440, 900],
    [768, 1024],
  ]) {
    it(`previews the typed signature and copies it (${width}x${height})`, async () => {
      const page = await newPage({ width, height });
      // A stand-in clipboard: headless Chromium's real one needs a permission prompt.
      await page.addInitScript(() => {
        const copied: { html: string; text: string }[] = [];
        Object.assign(window, { __copied: copied });
        Object.defineProperty(navigator, 'clipboard', {
          configurable: true,
          value: {
            write: async (items: ClipboardItem[]) => {
              const html = await (await items[0].getType('text/html')).text();
              const text = await (await items[0].getType('text/plain')).text();
              copied.push({ html, text });
            },
          },
        });
      });
      await signIn(page, 'employee@demo.test');
      await page.goto(`${baseUrl()}/app/tools/signature-generator`);
      await page.getByLabel('Name').fill('Emma <Employee>');
      await page.getByLabel('Title').fill('Shift Lead');
      await page.getByLabel('Phone').pressSequentially('5551234567');
      await page.getByLabel('E-mail').fill('emma@example.com');
      await page.getByLabel('Location').fill('North Coast Truck 1');
      const preview = page.getByTestId('signature-preview');
      await preview.getByText('Emma <Employee>').waitFor();
      await preview.getByText('(555) 123-4567').waitFor();
      await page.getByRole('button', { name: 'Copy' }).click();
      await page.getByText('Signature copied').waitFor();
      const copied = await page.evaluate(
        () => (window as unknown as { __copied: { html: string; text: string }[] }).__copied,
      );
      expect(copied).toHaveLength(1);
      expect(copied[0].html).toContain('Emma &lt;Employee&gt;');
      expect(copied[0].text).toContain('Shift Lead');
      await screenshot(page, `signature-generator-${width}`);
      await page.context().close();
    });
  }
});
