import { baseUrl, newPage, screenshot, signIn } from './support/browser';

/**
 * Server tables offer only the sorts and filters their query declaration covers (issue 11): on
 * the franchise location list, Type is not a sort, and once a Type filter is ticked the Name
 * search (not declared with it) is disabled with its reason; clearing the filter brings it back.
 */

const SIZES = [
  { width: 768, height: 1024 },
  { width: 1440, height: 900 },
];

describe('declared table query shapes', () => {
  it.each(SIZES)(
    'franchise locations at $width px: undeclared sort and filter combination are not offered',
    async (size) => {
      const page = await newPage(size);
      await signIn(page, 'superadmin@demo.test');
      await page.goto(`${baseUrl()}/app/tools/franchise-locations`);
      await page.getByRole('heading', { name: 'Franchise Locations', level: 1 }).waitFor();
      const table = page.getByRole('table', { name: 'Franchise Locations' });
      await table.getByRole('row').nth(1).waitFor();

      // Name and Territory sort; Type only filters.
      await table.getByRole('button', { name: 'Name', exact: true }).waitFor();
      expect(await table.getByRole('button', { name: 'Type', exact: true }).count()).toBe(0);

      await table.getByRole('button', { name: 'Filter Type' }).click();
      await page.getByRole('checkbox', { name: 'Truck' }).check();
      await page.keyboard.press('Escape');
      // The previous rows stay until the filtered page arrives: wait for trucks only.
      const cells = (type: string) => table.getByRole('cell', { name: type, exact: true }).count();
      await expect
        .poll(async () => (await cells('Restaurant')) === 0 && (await cells('Truck')) > 0)
        .toBe(true);
      const nameFilter = table.getByRole('button', { name: 'Filter Name' });
      await expect.poll(() => nameFilter.isDisabled()).toBe(true);
      await nameFilter.locator('..').hover();
      await page
        .getByRole('tooltip')
        .getByText('Not available together with the current filters')
        .waitFor();
      await screenshot(page, `table-shapes-franchise-locations-${size.width}`);

      await page.getByRole('button', { name: /clear all filters/i }).click();
      await expect.poll(() => nameFilter.isEnabled()).toBe(true);
      await page.context().close();
    },
  );
});
