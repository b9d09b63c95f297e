import type { Page } from 'playwright-core';
import { baseUrl, dragWithKeyboard, newPage, screenshot, signIn } from './support/browser';

const STAMP = Date.now();
const CATEGORY = `E2E Grill ${STAMP}`;
const VIDEO = `E2E Grill basics ${STAMP}`;

/** Category names in table order (the Name column of the reorder or list table). */
async function categoryOrder(page: Page): Promise<string[]> {
  const table = page.getByRole('table', { name: 'Video categories order' });
  await table.getByRole('row', { name: new RegExp(CATEGORY) }).waitFor();
  return table.locator('tbody tr td:last-child').allTextContents();
}

describe('training videos and categories', () => {
  it('sends the old videos address to the new one', async () => {
    const page = await newPage({ width: 1440, height: 900 });
    await signIn(page, 'employee@demo.test');
    await page.goto(`${baseUrl()}/app/training/videos`);
    await page.waitForURL('**/app/training-v2/videos');
    await page.getByRole('heading', { name: 'Handwashing and glove use' }).waitFor();
    await page.context().close();
  });

  it('lets a Super Admin add a category and a video, then reorder categories', async () => {
    const page = await newPage({ width: 1440, height: 900 });
    await signIn(page, 'superadmin@demo.test');
    await page.goto(`${baseUrl()}/app/training-v2/videos`);
    await page.getByRole('heading', { name: 'Handling complaints' }).waitFor();
    await page.getByText('+1 more category').first().waitFor();
    await screenshot(page, 'training-videos-1440');

    // New category, then the same name again in other case.
    await page.getByRole('link', { name: 'Categories' }).click();
    await page.waitForURL('**/app/training-v2/video-categories');
    await page.getByRole('link', { name: 'New Category' }).click();
    await page.getByRole('button', { name: 'Create Category' }).click();
    await page.getByText('Category title is required').waitFor();
    await page.getByLabel('Category name').fill(CATEGORY);
    await page.getByRole('button', { name: 'Create Category' }).click();
    await page.getByText('Training video category created').waitFor();
    await page.waitForURL('**/app/training-v2/video-categories');
    await page.getByRole('cell', { name: CATEGORY, exact: true }).waitFor();
    await screenshot(page, 'training-categories-1440');
    await page.getByRole('link', { name: 'New Category' }).click();
    await page.getByLabel('Category name').fill(CATEGORY.toUpperCase());
    await page.getByRole('button', { name: 'Create Category' }).click();
    await page.getByText('The category name has been already used.').waitFor();

    // New video in that category: a YouTube link is refused first.
    await page.goto(`${baseUrl()}/app/training-v2/videos/new`);
    await page.getByLabel('Title').fill(VIDEO);
    await page
      .getByLabel('Description')
      .fill('Heating the flat-top and cleaning it after service.');
    await page.getByRole('combobox', { name: /Categories/ }).click();
    await page.getByRole('option', { name: CATEGORY }).click();
    await page.keyboard.press('Escape');
    await page.getByLabel('Vimeo link').fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    await page.getByRole('button', { name: 'Create Video' }).click();
    await page.getByText('Links must be from vimeo.com').waitFor();
    await screenshot(page, 'training-video-form-1440');
    await page.getByLabel('Vimeo link').fill('https://vimeo.com/76979871');
    await page.getByRole('button', { name: 'Create Video' }).click();
    await page.getByText('Training video created').waitFor();
    await page.waitForURL((url) => url.searchParams.has('category'));
    await page.getByRole('tab', { name: CATEGORY, selected: true }).waitFor();
    await page.getByRole('heading', { name: VIDEO }).waitFor();
    // The previous tab's cards may still be shown beside it for a moment.
    await expect
      .poll(() => page.getByRole('heading', { level: 2 }).allTextContents())
      .toEqual([VIDEO]);

    // Reorder: the new category is last; move it up one place with the keyboard and save.
    await page.goto(`${baseUrl()}/app/training-v2/video-categories/reorder`);
    const before = await categoryOrder(page);
    expect(before.at(-1)).toBe(CATEGORY);
    const handle = page
      .getByRole('row', { name: new RegExp(CATEGORY) })
      .getByLabel('Drag to reorder');
    await dragWithKeyboard(page, handle, ['ArrowUp']);
    const expected = [...before.slice(0, -2), CATEGORY, before.at(-2)!];
    await expect.poll(() => categoryOrder(page)).toEqual(expected);
    await screenshot(page, 'training-reorder-1440');
    await page.getByRole('button', { name: 'Save Order' }).click();
    await page.getByText('Category order saved').waitFor();

    await page.reload();
    await expect.poll(() => categoryOrder(page)).toEqual(expected);
    await page.goto(`${baseUrl()}/app/training-v2/videos`);
    await page.getByRole('tab', { name: CATEGORY }).waitFor();
    await expect.poll(() => page.getByRole('tab').allTextContents()).toEqual(['All', ...expected]);
    await page.context().close();
  });

  it('shows a Manager on a tablet the videos without managing them', async () => {
    const page = await newPage({ width: 768, height: 1024, hasTouch: true });
    await signIn(page, 'manager@demo.test');
    await page.goto(`${baseUrl()}/app/training-v2/videos`);
    await page.getByRole('heading', { name: 'Handwashing and glove use' }).waitFor();
    expect(await page.getByRole('link', { name: 'Add New Video' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Categories' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Delete / }).count()).toBe(0);
    expect(await page.getByRole('link', { name: /^Edit / }).count()).toBe(0);
    await page.getByRole('tab', { name: 'Truck Operations' }).tap();
    await page.waitForURL((url) => url.searchParams.has('category'));
    await page.getByRole('heading', { name: 'Opening the truck' }).waitFor();
    // The previous tab's cards stay (under a progress bar) until the new page arrives.
    await page
      .getByRole('heading', { name: 'Greeting guests at the window' })
      .waitFor({ state: 'detached' });
    await screenshot(page, 'training-videos-768');

    await page.goto(`${baseUrl()}/app/training-v2/videos/new`);
    await page.getByText('You do not have access to this page').waitFor();
    await page.context().close();
  });

  it('fits the video form and the categories on a tablet', async () => {
    const page = await newPage({ width: 768, height: 1024, hasTouch: true });
    await signIn(page, 'fulfillment@demo.test');
    await page.goto(`${baseUrl()}/app/training-v2/videos/new`);
    await page.getByRole('button', { name: 'Create Video' }).tap();
    await page.getByText('Select at least one category').waitFor();
    await screenshot(page, 'training-video-form-768');
    await page.goto(`${baseUrl()}/app/training-v2/video-categories`);
    await page.getByRole('cell', { name: 'Food Safety', exact: true }).waitFor();
    await screenshot(page, 'training-categories-768');
    await page.goto(`${baseUrl()}/app/training-v2/video-categories/reorder`);
    await page.getByRole('cell', { name: 'Food Safety', exact: true }).waitFor();
    await screenshot(page, 'training-reorder-768');
    await page.context().close();
  });
});
