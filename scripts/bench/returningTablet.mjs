import { DEMO_PASSWORD } from '../seed.mjs';

/** The user every bench page is measured as. */
export const OWNER = { email: 'owner@demo.test', password: DEMO_PASSWORD };
/** The top role, for the pages whose scope (every location) differs from the owner's. */
export const SUPER_ADMIN = { email: 'superadmin@demo.test', password: DEMO_PASSWORD };

/** signInReturning as the Franchisee Owner. */
export const signInReturningOwner = (context, base) => signInReturning(context, base, OWNER);

/**
 * Brings a browser context of the app to the state of a tablet `user` (OWNER or SUPER_ADMIN)
 * has used before: signed in and the service worker installed (it holds every chunk). The
 * sign-in no longer sends sales reminders (the server's daily job does, issue 27).
 */
export async function signInReturning(context, base, user) {
  const page = await context.newPage();
  await page.goto(`${base}/login`);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL(`${base}/app`);
  // The service worker registers after the first screen's content and installs in the background.
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.close();
}
