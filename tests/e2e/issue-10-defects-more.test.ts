import { baseUrl, newPage, screenshot, signIn } from './support/browser';
import { put, remove } from './support/server';

/**
 * More defects of issue 10 found by a new user, each seen as the user sees it. Every test makes
 * its own data (unique names) so the seeded data the parallel test files count stays as it is.
 */

const stamp = Date.now();

describe('issue 10 defects (more)', () => {
  it(
    'shows a renamed territory on its franchise locations, in the list and on the detail page',
    { timeout: 120_000 },
    async () => {
      const territoryId = `e2e-territory-rename-${stamp}`;
      const locationId = `e2e-location-rename-${stamp}`;
      const oldName = `E2E Old Harbor ${stamp}`;
      const newName = `E2E New Harbor ${stamp}`;
      const locationName = `E2E Rename Truck ${stamp}`;
      await put(`territories/${territoryId}`, {
        name: oldName,
        userIds: [],
        user_id: '',
        user_email: '',
        user_first: '',
        user_last: '',
        user_mobile: '',
      });
      await put(`franchise_locations/${locationId}`, {
        name: locationName,
        territoryId,
        territoryName: oldName,
        type: 'truck',
        enabled: true,
      });
      try {
        const page = await newPage({ width: 1440, height: 900 });
        await signIn(page, 'superadmin@demo.test');

        await page.goto(`${baseUrl()}/app/tools/territories/${territoryId}/edit`);
        const name = page.getByRole('form').getByLabel('Name', { exact: true });
        await expect.poll(() => name.inputValue()).toBe(oldName);
        await name.fill(newName);
        await page.getByRole('button', { name: 'Save Changes' }).click();
        await page.getByText('Territory updated', { exact: true }).waitFor();
        await page.getByRole('heading', { name: newName }).waitFor();

        // The franchise locations list: the location's row names the territory by its new name.
        await page.goto(`${baseUrl()}/app/tools/franchise-locations`);
        const row = page.getByRole('row').filter({ hasText: locationName });
        await row.getByRole('cell', { name: newName, exact: true }).waitFor();
        expect(await row.getByText(oldName).count()).toBe(0);
        await screenshot(page, 'issue10-territory-renamed-locations-1440');

        // The location's detail page.
        await page.goto(`${baseUrl()}/app/tools/franchise-locations/${locationId}`);
        await page.getByRole('heading', { name: locationName }).waitFor();
        const territoryRow = page
          .locator('dt', { hasText: 'Territory' })
          .locator('xpath=following-sibling::dd[1]');
        await expect.poll(() => territoryRow.textContent()).toBe(newName);
        await page.context().close();
      } finally {
        await remove(`franchise_locations/${locationId}`);
        await remove(`territories/${territoryId}`);
      }
    },
  );
});
