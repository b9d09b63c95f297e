import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { baseUrl, newPage, screenshot, signIn } from './support/browser';
import { seedOwnDraft, type OwnDraft } from './support/drafts';

/**
 * Issue 15 on the tablet profile (768x1024, touch) as the Manager: the service worker and the
 * Firestore cache let a signed-in tablet reload without a network onto the page it was on, with
 * its cached data and the offline banner; photos taken offline stay queued across a reload.
 * This machine has no Storage emulator, so back online the queue keeps them and says why.
 */
const BANNER = 'Offline - changes will sync when you are back online';
const STORAGE_MESSAGE = 'File storage is not available: photos stay queued on this device.';
const PHOTO = readFileSync(path.resolve('public', 'pwa-512x512.png'));

async function acceptCookies(page: Page) {
  await page.getByRole('button', { name: 'I Agree' }).click();
  await page.getByRole('button', { name: 'I Agree' }).waitFor({ state: 'detached' });
}

/** Resolves once the service worker is active, so the next navigation is served by it. */
async function serviceWorkerReady(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
}

const draftRows = (page: Page) => page.locator('main tbody tr').filter({ hasText: 'North Coast' });

// The Manager's own draft, the newest row of the list (a draft opens only for its author).
let draft: OwnDraft;
beforeEach(async () => {
  draft = await seedOwnDraft('manager@demo.test');
});
afterEach(async () => {
  await draft.remove();
});

describe('offline start and the photo queue on a tablet', () => {
  it('reloads offline onto cached data with the banner, and keeps offline photos queued', async () => {
    const page = await newPage({
      width: 768,
      height: 1024,
      hasTouch: true,
      serviceWorkers: 'allow',
    });
    const context = page.context();
    await signIn(page, 'manager@demo.test');
    await acceptCookies(page);
    await serviceWorkerReady(page);

    // Online visit: the drafts list and one draft, which fills the Firestore cache.
    await page.goto(`${baseUrl()}/app/compliance-v2/drafts?type=all`);
    await draftRows(page).first().waitFor();
    const draftCount = await draftRows(page).count();
    await draftRows(page).first().click();
    await page.waitForURL(`**/drafts/${draft.id}/edit/**`);
    const draftUrl = page.url();
    await page.getByTestId('report-question').first().waitFor();
    await page.goto(`${baseUrl()}/app/compliance-v2/drafts?type=all`);
    await draftRows(page).first().waitFor();

    // Offline reload: the service worker serves the app, Firestore its cache.
    await context.setOffline(true);
    const started = Date.now();
    await page.reload();
    await page.getByText(BANNER).waitFor();
    await draftRows(page).first().waitFor();
    const offlineStartMs = Date.now() - started;
    console.log(
      `[offline] offline start of the drafts list on the tablet profile: ${offlineStartMs} ms`,
    );
    expect(await draftRows(page).count()).toBe(draftCount);
    await screenshot(page, 'offline-drafts-768');

    // Two photos taken offline in the inspection.
    await page.goto(draftUrl);
    await page.getByText(BANNER).waitFor();
    const firstQuestion = page.getByTestId('report-question').first();
    await firstQuestion.waitFor();
    const input = firstQuestion.locator('input[type="file"]');
    await input.setInputFiles({ name: 'fryer.png', mimeType: 'image/png', buffer: PHOTO });
    await firstQuestion.getByTestId('queued-photo').first().waitFor();
    await input.setInputFiles({ name: 'sink.png', mimeType: 'image/png', buffer: PHOTO });
    await firstQuestion.getByTestId('queued-photo').nth(1).waitFor();
    await firstQuestion.getByText('waiting to upload').nth(1).waitFor();
    await page
      .locator(
        '[data-testid="sync-indicator"][data-count="2"], [data-testid="sync-indicator"][data-count="3"]',
      )
      .waitFor();
    await page.screenshot({ path: 'test-results/screenshots/offline-photos-queued-768.png' });

    // Nothing lost across a reload.
    await page.reload();
    await page.getByTestId('report-question').first().waitFor();
    await expect
      .poll(() => page.getByTestId('report-question').first().getByTestId('queued-photo').count())
      .toBe(2);

    // Back online: no Storage emulator here, so the photos stay queued and the form says why;
    // the report cannot be published while they wait.
    await context.setOffline(false);
    await page.getByText(BANNER).waitFor({ state: 'detached' });
    await page.getByText(STORAGE_MESSAGE).first().waitFor();
    expect(await page.getByTestId('queued-photo').count()).toBe(2);
    await page.getByRole('button', { name: 'Publish' }).tap();
    await page
      .getByText('2 photos are still waiting to upload: publish once they are uploaded.')
      .first()
      .waitFor();
    expect(page.url()).toBe(draftUrl);
    await context.close();
  });

  it('shows the queued photos and the banner at 1440x900', async () => {
    const page = await newPage({ width: 1440, height: 900, serviceWorkers: 'allow' });
    await signIn(page, 'manager@demo.test');
    await acceptCookies(page);
    await page.goto(`${baseUrl()}/app/compliance-v2/drafts?type=all`);
    await draftRows(page).first().click();
    await page.waitForURL(`**/drafts/${draft.id}/edit/**`);
    const firstQuestion = page.getByTestId('report-question').first();
    await firstQuestion.waitFor();
    await page.context().setOffline(true);
    await page.getByText(BANNER).waitFor();
    await firstQuestion
      .locator('input[type="file"]')
      .setInputFiles({ name: 'walk-in.png', mimeType: 'image/png', buffer: PHOTO });
    await firstQuestion.getByTestId('queued-photo').first().waitFor();
    await page.screenshot({ path: 'test-results/screenshots/offline-photos-queued-1440.png' });
    await page.context().close();
  });
});
