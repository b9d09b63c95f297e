import type { Page } from 'playwright-core';
import { baseUrl, newPage, screenshot, signIn } from './support/browser';

/**
 * Defects of issue 10 found by trying the app as a new user, each seen as the user sees it.
 */

/** The sidebar entries marked as the current page. */
async function currentEntries(page: Page) {
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  await nav.getByRole('link').first().waitFor();
  return nav.locator('a[aria-current="page"]').allInnerTexts();
}

describe('issue 10 defects', () => {
  it('lets a Franchisee Owner open a sample report from "Sample Compliance Reports"', async () => {
    const page = await newPage({ width: 768, height: 1024 });
    await signIn(page, 'owner@demo.test');
    await page.goto(`${baseUrl()}/app/compliance-v2/reports/new/select-franchisee-location`);
    await page.getByRole('combobox').click();
    await page.getByRole('option').first().click();
    await page.getByRole('listbox').waitFor({ state: 'hidden' });
    await screenshot(page, 'issue10-owner-select-location-768');
    await page.getByRole('button', { name: 'View Sample Compliance Report' }).click();
    await page.getByRole('heading', { name: 'Sample Compliance Report Details' }).waitFor();
    expect(page.url()).toContain('sample=true');
    await page.context().close();
  });

  it('does not offer a Franchisee Owner "Create Franchisee Location" or "Add Video"', async () => {
    const page = await newPage({ width: 1440, height: 900 });
    await signIn(page, 'owner@demo.test');
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    await nav.getByRole('link', { name: 'Videos' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Add Video' }).count()).toBe(0);
    await page.goto(`${baseUrl()}/app/compliance-v2/reports/new/select-franchisee-location`);
    await page.getByRole('combobox').waitFor();
    expect(await page.getByRole('button', { name: 'Create Franchisee Location' }).count()).toBe(0);
    await page.context().close();
  });

  it('highlights one sidebar entry at a time', async () => {
    const page = await newPage({ width: 1440, height: 900 });
    await signIn(page, 'superadmin@demo.test');
    await page.goto(`${baseUrl()}/app/training-v2/videos/new`);
    await page.getByRole('heading', { name: 'Add New Video' }).first().waitFor();
    expect(await currentEntries(page)).toEqual(['Add Video']);
    await screenshot(page, 'issue10-sidebar-add-video-1440');
    await page.goto(`${baseUrl()}/app/training-v2/videos`);
    await page.waitForURL('**/app/training-v2/videos');
    await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
    await expect.poll(() => currentEntries(page)).toEqual(['Videos']);
    await page.context().close();
  });

  it('sends a viewer of /app/training/videos/:id to the videos, not the edit page', async () => {
    const page = await newPage({ width: 1440, height: 900 });
    await signIn(page, 'manager@demo.test');
    await page.goto(`${baseUrl()}/app/training/videos/some-video`);
    await page.waitForURL('**/app/training-v2/videos');
    await page.getByRole('heading', { name: 'Training Videos' }).first().waitFor();
    expect(await page.getByText('You do not have access to this page').count()).toBe(0);
    await page.context().close();
  });
});
