import type { Page } from 'playwright-core';
import { baseUrl, newPage, screenshot, signIn } from './support/browser';

/**
 * Admin tools for territories, franchise and delivery locations and LLCs: one Super Admin pass
 * creating, editing and deleting one of each (unique names, so reruns and other tests are
 * unaffected), including a territory delete that clears a location's territory.
 */

const stamp = Date.now();
const names = {
  territory: `E2E Territory ${stamp}`,
  franchise: `E2E Truck ${stamp}`,
  delivery: `E2E Dock ${stamp}`,
  llc: `E2E Foods ${stamp} LLC`,
};

async function choose(page: Page, label: string, option: string | RegExp) {
  await page.getByRole('form').getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

/** A field of the page's form (detail pages also have "Filter Name" buttons in their tables). */
function input(page: Page, label: string) {
  return page.getByRole('form').getByLabel(label, { exact: true });
}

async function expectSnackbar(page: Page, text: string) {
  await page.getByText(text, { exact: true }).waitFor();
}

async function open(page: Page, path: string, heading: string) {
  await page.goto(`${baseUrl()}${path}`);
  await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
}

/** Until the row count arrives the pager says "of more than 25"; screenshots wait for it. */
async function waitForRowCountLabel(page: Page) {
  await page
    .getByText(/^\d+–\d+ of \d+$/)
    .first()
    .waitFor();
}

async function confirmDelete(page: Page) {
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
}

describe('territories, locations and LLCs as Super Admin', () => {
  it('creates, edits and deletes one of each; deleting a territory clears its locations', async () => {
    const page = await newPage({ width: 1440, height: 900 });
    await signIn(page, 'superadmin@demo.test');

    // Territory, assigned to the demo Franchisee Owner.
    await open(page, '/app/tools/territories', 'Territories');
    await page.getByRole('cell', { name: 'North Coast', exact: true }).waitFor();
    await waitForRowCountLabel(page);
    await screenshot(page, 'tools-territories-list-1440');
    await page.getByRole('link', { name: 'New Territory' }).click();
    await page.getByRole('heading', { name: 'New Territory' }).waitFor();
    await page.getByRole('button', { name: 'Create Territory' }).click();
    await page.getByText('Name is required', { exact: true }).waitFor();
    await input(page, 'Name').fill(`${names.territory} draft`);
    await choose(page, 'Assigned user', /owner@demo\.test/);
    await screenshot(page, 'tools-territory-form-1440');
    await page.getByRole('button', { name: 'Create Territory' }).click();
    await expectSnackbar(page, 'Territory created');
    await page.getByRole('heading', { name: `${names.territory} draft` }).waitFor();
    const territoryUrl = page.url();
    await page.getByRole('link', { name: 'Edit' }).click();
    await input(page, 'Name').fill(names.territory);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expectSnackbar(page, 'Territory updated');
    await page.getByRole('heading', { name: names.territory }).waitFor();
    await page.getByText('Olivia Owner').first().waitFor();

    // Franchise location in the new territory.
    await open(page, '/app/tools/new-franchise-location', 'New Franchise Location');
    await input(page, 'Name').fill(names.franchise);
    await choose(page, 'Territory', names.territory);
    await choose(page, 'Type', 'Restaurant');
    await screenshot(page, 'tools-franchise-location-form-1440');
    await page.getByRole('button', { name: 'Create Franchise Location' }).click();
    await expectSnackbar(page, 'Franchise Location created');
    await page.getByRole('heading', { name: names.franchise }).waitFor();
    const franchiseUrl = page.url();
    await page.getByRole('link', { name: 'Edit' }).click();
    await input(page, 'Enabled').uncheck();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expectSnackbar(page, 'Franchise Location updated');
    await page.getByText('Disabled', { exact: true }).waitFor();
    await open(page, '/app/tools/franchise-locations', 'Franchise Locations');
    await page.getByRole('cell', { name: names.franchise, exact: true }).waitFor();
    await waitForRowCountLabel(page);
    await screenshot(page, 'tools-franchise-locations-list-1440');

    // Delivery location in the new territory.
    await open(page, '/app/tools/new-delivery-location', 'New Delivery Location');
    await input(page, 'Name').fill(names.delivery);
    await choose(page, 'Territory', names.territory);
    await input(page, 'Recipient name').fill('Dana Dock');
    await input(page, 'Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Create Delivery Location' }).click();
    await page.getByText('Must be a valid email').waitFor();
    await input(page, 'Email').fill('dock@demo.test');
    await input(page, 'Mobile').pressSequentially('2075550199');
    await input(page, 'Address line 1').fill('1 Pier Rd');
    await input(page, 'City').fill('Portland');
    await input(page, 'State').fill('ME');
    await input(page, 'ZIP code').fill('04101-1234');
    await screenshot(page, 'tools-delivery-location-form-1440');
    await page.getByRole('button', { name: 'Create Delivery Location' }).click();
    await expectSnackbar(page, 'Delivery Location created');
    await page.getByRole('heading', { name: names.delivery }).waitFor();
    await page.getByText('(207) 555-0199').waitFor();
    const deliveryUrl = page.url();
    await page.getByRole('link', { name: 'Edit' }).click();
    await input(page, 'Address line 2').fill('Bay 9');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expectSnackbar(page, 'Delivery Location updated');
    await page.getByText('1 Pier Rd, Bay 9, Portland, ME 04101-1234').waitFor();

    // The territory's detail page lists both locations.
    await page.goto(territoryUrl);
    await page.getByRole('cell', { name: names.franchise, exact: true }).waitFor();
    await page.getByRole('cell', { name: names.delivery, exact: true }).waitFor();
    await waitForRowCountLabel(page);
    await screenshot(page, 'tools-territory-detail-1440');

    // LLC over the new territory and North Coast.
    await open(page, '/app/tools/new-llc', 'New LLC');
    await input(page, 'Name').fill(names.llc);
    await page.getByRole('combobox', { name: 'Territories' }).click();
    await page.getByRole('option', { name: names.territory }).click();
    await page.getByRole('option', { name: 'North Coast' }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Create LLC' }).click();
    await expectSnackbar(page, 'LLC created');
    await page
      .locator('dd')
      .filter({ hasText: names.territory })
      .filter({ hasText: 'North Coast' })
      .waitFor();
    await page.getByRole('link', { name: 'Edit' }).click();
    await input(page, 'Name').fill(`${names.llc} II`);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expectSnackbar(page, 'LLC updated');
    await page.getByRole('heading', { name: `${names.llc} II` }).waitFor();
    await page.getByRole('button', { name: 'Delete' }).click();
    await confirmDelete(page);
    await expectSnackbar(page, 'LLC deleted');
    await page.waitForURL('**/app/tools/llcs');

    // Deleting the territory clears the territory of its locations.
    await page.goto(territoryUrl);
    await page.getByRole('heading', { name: names.territory }).waitFor();
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByText(/will no longer have a territory/).waitFor();
    await confirmDelete(page);
    await expectSnackbar(page, 'Territory deleted');
    await page.waitForURL('**/app/tools/territories');

    await page.goto(franchiseUrl);
    await page.getByRole('heading', { name: names.franchise }).waitFor();
    const territoryRow = page
      .locator('dt', { hasText: 'Territory' })
      .locator('xpath=following-sibling::dd[1]');
    await expect.poll(() => territoryRow.textContent()).toBe('—');
    await page.goto(deliveryUrl);
    await page.getByText('No territory').waitFor();

    // Without a territory the franchise location sorts first, marked (README "Franchise
    // location list": no `territoryName > ''` base filter, which needed an index per sort).
    await open(page, '/app/tools/franchise-locations', 'Franchise Locations');
    await page
      .getByRole('row')
      .filter({ hasText: names.franchise })
      .getByRole('cell', { name: 'Unknown territory', exact: true })
      .waitFor();

    // Clean up: the franchise location from its page, the delivery location by bulk delete.
    await page.goto(franchiseUrl);
    await page.getByRole('button', { name: 'Delete' }).click();
    await confirmDelete(page);
    await expectSnackbar(page, 'Franchise Location deleted');
    await open(page, '/app/tools/delivery-locations', 'Delivery Locations');
    const row = page.getByRole('row').filter({ hasText: names.delivery });
    await row.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Delete Delivery Location?').waitFor();
    await confirmDelete(page);
    await expectSnackbar(page, 'Delivery Location deleted');
    await row.waitFor({ state: 'detached' });
    await page.context().close();
  });

  it('fits a tablet: lists and forms at 768x1024', async () => {
    const page = await newPage({ width: 768, height: 1024, hasTouch: true });
    await signIn(page, 'superadmin@demo.test');
    for (const [path, heading, shot] of [
      ['/app/tools/territories', 'Territories', 'tools-territories-list-768'],
      [
        '/app/tools/franchise-locations',
        'Franchise Locations',
        'tools-franchise-locations-list-768',
      ],
      ['/app/tools/delivery-locations', 'Delivery Locations', 'tools-delivery-locations-list-768'],
      ['/app/tools/llcs', 'LLCs', 'tools-llcs-list-768'],
      [
        '/app/tools/new-delivery-location',
        'New Delivery Location',
        'tools-delivery-location-form-768',
      ],
      [
        '/app/tools/new-franchise-location',
        'New Franchise Location',
        'tools-franchise-location-form-768',
      ],
    ] as const) {
      await open(page, path, heading);
      if (path.includes('new-')) {
        await page.getByRole('button', { name: /^Create / }).click();
        await page.getByText('Name is required', { exact: true }).waitFor();
      } else {
        await page.getByRole('row').nth(1).waitFor();
        await page.getByText('Loading…').waitFor({ state: 'detached' });
        await waitForRowCountLabel(page);
      }
      await screenshot(page, shot);
    }
    await page.context().close();
  });
});

describe('territories and locations for franchise staff', () => {
  it('shows a Manager the access-denied page and no New button', async () => {
    const page = await newPage({ width: 768, height: 1024 });
    await signIn(page, 'manager@demo.test');
    for (const path of ['/app/tools/territories', '/app/tools/new-territory', '/app/tools/llcs']) {
      await page.goto(`${baseUrl()}${path}`);
      await page.getByText('You do not have access to this page').waitFor();
      expect(await page.getByRole('link', { name: /^New / }).count()).toBe(0);
    }
    await screenshot(page, 'tools-territories-denied-768');
    await page.context().close();
  });
});
