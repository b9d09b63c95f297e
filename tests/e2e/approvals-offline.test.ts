import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { baseUrl, newPage, screenshot, signIn, waitUntil } from './support/browser';

/**
 * Issue 15 for approval files, on the tablet profile as the Franchisee Owner: a file attached
 * offline to a saved draft waits in the offline queue ("waiting to upload"), survives an offline
 * reload, and back online stays queued here because this machine has no Storage emulator (the
 * form says so). The upload and attach themselves are covered by unit and rules tests. Issue 28:
 * sending offline sends nothing, says so, and keeps what was typed across the reload.
 */
const TABLET = { width: 768, height: 1024, hasTouch: true, serviceWorkers: 'allow' } as const;
const DESKTOP = { width: 1440, height: 900 };
const TITLE = `Offline permit ${Date.now()}`;
const BANNER = 'Offline - changes will sync when you are back online';
const OFFLINE_FILES = 'Offline: files are kept on this device and upload when back online.';
const NO_STORAGE_FILES = 'File storage is not available: files stay queued on this device.';
const SEND_OFFLINE =
  'Sending a request needs a connection: it was not sent, and what you typed is kept on this device. Send it again when you are back online.';
const PHOTO = readFileSync(path.resolve('public', 'pwa-512x512.png'));

/** The revise form has loaded the saved draft (its title is in the field). */
async function draftLoaded(page: Page) {
  await page.getByRole('heading', { name: /^Edit request:/ }).waitFor();
  await waitUntil(
    async () => (await page.getByLabel(/^Title/).inputValue()) === TITLE,
    'the draft is in the form',
  );
}

const queuedFiles = (page: Page) =>
  page.getByTestId('queued-photo').filter({ hasText: 'waiting to upload' });

describe('approval files on the offline queue', () => {
  it('keeps a file picked offline queued across a reload and says why it waits back online', async () => {
    const page = await newPage(TABLET);
    const context = page.context();
    await signIn(page, 'owner@demo.test');
    await page.getByRole('button', { name: 'I Agree' }).click();
    await page.getByRole('button', { name: 'I Agree' }).waitFor({ state: 'detached' });
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });

    // Online: a saved draft, opened for editing (which fills the Firestore cache).
    await page.goto(`${baseUrl()}/app/create-approval-request/event`);
    await page.getByRole('combobox', { name: /Franchise location/ }).click();
    await page.getByRole('option', { name: /North Coast Truck 1/ }).click();
    await page.getByLabel(/^Title/).fill(TITLE);
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.waitForURL(/\/app\/approvals\/[^/]+$/);
    await page.getByRole('heading', { name: TITLE }).waitFor();
    const id = new URL(page.url()).pathname.split('/').at(-1) ?? '';
    const reviseUrl = `${baseUrl()}/app/revise-approval-request/event/${id}`;
    await page.goto(reviseUrl);
    await draftLoaded(page);

    // Offline: the picked file is kept on the device and shown as waiting.
    await context.setOffline(true);
    await page.getByText(BANNER).waitFor();
    // Where Storage runs the form says the file waits for the connection; here, for Storage.
    await page.getByText(OFFLINE_FILES).or(page.getByText(NO_STORAGE_FILES)).waitFor();

    // Sending needs the server (issue 28): offline nothing is sent and what is typed is kept.
    await page.getByLabel(/^Event date and time/).fill('2027-06-01T12:00');
    await page.getByLabel(/^Venue/).fill('Pier 4');
    await page.getByLabel(/^Expected guests/).fill('120');
    await page.getByLabel(/^Event details/).fill('Two trucks at the pier.');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText(SEND_OFFLINE).waitFor();
    expect(new URL(page.url()).pathname).toBe(new URL(reviseUrl).pathname);

    await page
      .getByLabel('File to attach')
      .setInputFiles({ name: 'permit.png', mimeType: 'image/png', buffer: PHOTO });
    await queuedFiles(page).getByRole('img', { name: 'permit.png, waiting to upload' }).waitFor();
    await screenshot(page, 'approvals-file-queued-768');

    // An offline reload: the draft comes from the cache, the typing from the device, the file
    // from the queue.
    await page.reload();
    await draftLoaded(page);
    await page.getByText('Restored what you typed before; it is not saved yet.').waitFor();
    expect(await page.getByLabel(/^Venue/).inputValue()).toBe('Pier 4');
    await queuedFiles(page).getByRole('img', { name: 'permit.png, waiting to upload' }).waitFor();
    expect(await queuedFiles(page).count()).toBe(1);
    await page.setViewportSize(DESKTOP);
    await screenshot(page, 'approvals-file-queued-1440');

    // Back online without Storage: still queued, and the form says why.
    await context.setOffline(false);
    await page.getByText(NO_STORAGE_FILES).waitFor();
    expect(await queuedFiles(page).count()).toBe(1);

    // Clean up: drop the queued file and the draft.
    await page.getByRole('button', { name: 'Remove queued photo permit.png' }).click();
    await queuedFiles(page).waitFor({ state: 'detached' });
    await page.goto(`${baseUrl()}/app/approvals/${id}`);
    await page.getByRole('button', { name: 'Delete draft' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await page.waitForURL((url) => url.pathname === '/app/approvals');
    await context.close();
  });
});
