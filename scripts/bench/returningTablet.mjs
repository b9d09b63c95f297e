import { DEMO_PASSWORD } from '../seed.mjs';

/**
 * Brings a browser context of the app to the state of a tablet the Franchisee Owner has used
 * before: signed in, the service worker installed (it holds every chunk) and the day's
 * sales-reminder check done (once per day and device, README "Sales reminders"; a page closed
 * before it finished would run it again on every measured visit).
 */
export async function signInReturningOwner(context, base) {
  const page = await context.newPage();
  await page.goto(`${base}/login`);
  await page.getByLabel('Email').fill('owner@demo.test');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL(`${base}/app`);
  // The service worker registers after the first screen's content and installs in the background.
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(
    () => localStorage.getItem('harbor-ops:sales-late-checked') !== null,
    null,
    { timeout: 60_000 },
  );
  await page.close();
}
