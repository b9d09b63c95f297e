import type { BrowserContext, Page } from 'playwright-core';
import { baseUrl, newPage, screenshot, signIn } from './support/browser';

/**
 * The app's screens and header widgets are separate files, downloaded when first needed. A tablet
 * that loses the connection before it has them (the service worker not installed yet) must keep
 * the page it is on: a missing header bell stays away until the connection returns, a missing
 * page says it needs a connection inside the layout and opens once back online. Both used to take
 * the whole app down to the router's "Unexpected Application Error".
 */
const TABLET = { width: 768, height: 1024, hasTouch: true, serviceWorkers: 'block' } as const;
const NEEDS_CONNECTION = 'This page needs a connection';

/** Every request for the built files whose names match `chunk` fails as if offline. */
async function cutOff(context: BrowserContext, chunk: RegExp): Promise<() => Promise<void>> {
  const matches = (url: URL) => url.pathname.startsWith('/assets/') && chunk.test(url.pathname);
  await context.route(matches, (route) => route.abort('internetdisconnected'));
  return () => context.unroute(matches);
}

/** The browser's online event, as when a tablet's connection comes back. */
async function connectionReturns(page: Page): Promise<void> {
  await page.context().setOffline(true);
  await page.context().setOffline(false);
}

describe('screens whose code cannot be downloaded', () => {
  it('a header bell that cannot load stays away and the page stays; it appears once online', async () => {
    const page = await newPage(TABLET);
    const restore = await cutOff(page.context(), /\/(ActionsBell|ComplianceNotificationList)-/);
    const bellFailed = page.waitForEvent('requestfailed', (request) =>
      /ComplianceNotificationList-/.test(request.url()),
    );
    await signIn(page, 'manager@demo.test');
    await page.goto(`${baseUrl()}/app/compliance-v2/reports?status=all`);
    await bellFailed;

    await page.locator('main tbody tr').first().waitFor();
    expect(await page.getByText('Unexpected Application Error').count()).toBe(0);
    expect(await page.getByRole('button', { name: /Compliance reports/ }).count()).toBe(0);

    await restore();
    await connectionReturns(page);
    // On a tablet the bells are rows of the closed Notifications list: there, not visible.
    const bell = (name: RegExp) => page.getByRole('button', { name, includeHidden: true });
    await bell(/Compliance reports/).waitFor({ state: 'attached' });
    await bell(/My follow-up actions/).waitFor({ state: 'attached' });
    await page.locator('main tbody tr').first().waitFor();
    await page.context().close();
  });

  it('a page that cannot load says it needs a connection inside the layout, then opens', async () => {
    const page = await newPage(TABLET);
    await signIn(page, 'manager@demo.test');
    const restore = await cutOff(page.context(), /\/ActionsPage-/);
    await page.goto(`${baseUrl()}/app/compliance-v2/actions`);

    await page.getByRole('heading', { name: NEEDS_CONNECTION }).waitFor();
    // The layout stays: the menu still opens the other screens.
    await page.getByRole('button', { name: 'Open menu' }).waitFor();
    expect(await page.getByText('Unexpected Application Error').count()).toBe(0);
    await screenshot(page, 'page-chunk-needs-connection-768');

    await restore();
    await connectionReturns(page);
    await page.getByRole('heading', { name: 'Follow-up Actions' }).waitFor();
    expect(await page.getByRole('heading', { name: NEEDS_CONNECTION }).count()).toBe(0);
    await page.context().close();
  });
});
