import type { Page } from 'playwright-core';
import { badgeHidden, baseUrl, newPage, screenshot, signIn, waitUntil } from './support/browser';

/*
 * Issue 12's walk: a Franchisee Owner raises an event request on a tablet, the reviewer the
 * routing table assigns (issue 27: Fulfillment reviews North Coast in the seed) finds it under
 * "Assigned to me" and in the bell, another reviewer (Super Admin) does not, the assignee
 * requests a revision, the owner resubmits with a change, the assignee sees the diff and
 * approves; the bell counts the requests assigned and clears with "Mark all as read"; a Manager
 * of the territory can read the request but not review it; a reviewer cannot decide their own
 * request.
 */

const TITLE = `Pier festival ${Date.now()}`;
const TABLET = { width: 768, height: 1024, hasTouch: true };
const DESKTOP = { width: 1440, height: 900 };
const DETAILS =
  'Two trucks at the pier for the festival, 11:00 to 19:00.\n' +
  'Shore power booked with the harbour master, reference HM-2027-0601-PIER4-FESTIVAL-SHORE-POWER.';

async function start(page: Page, email: string) {
  await signIn(page, email);
  await page.getByRole('button', { name: 'I Agree' }).click();
}

describe('approval requests', () => {
  let detailUrl = '';

  it('lets a Franchisee Owner raise an event request on a tablet', async () => {
    const page = await newPage(TABLET);
    await start(page, 'owner@demo.test');
    await page.goto(`${baseUrl()}/app/start-approval-request`);
    await page.getByRole('link', { name: /Event, catering or off-site truck stop/ }).click();
    await page.getByRole('heading', { name: /New request: Event/ }).waitFor();
    // Storage does not run here: the file area says so and the rest of the form still works.
    await page.getByText('File storage is not available').waitFor();

    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Title is required').waitFor();
    await page.getByText('Venue is required').waitFor();

    await page.getByRole('combobox', { name: /Franchise location/ }).click();
    await page.getByRole('option', { name: /North Coast Truck 1/ }).click();
    await page.getByLabel(/^Title/).fill(TITLE);
    await page.getByLabel(/^Event date and time/).fill('2027-06-01T12:00');
    await page.getByLabel(/^Venue/).fill('Pier 4');
    await page.getByLabel(/^Expected guests/).fill('120');
    await page.getByLabel(/^Event details/).fill('Two trucks at the pier for the festival.');
    await screenshot(page, 'approvals-form-768');
    await page.getByRole('button', { name: 'Submit' }).click();

    await page.waitForURL(/\/app\/approvals\/[^/]+$/);
    await page.getByRole('heading', { name: TITLE }).waitFor();
    await page.getByText('Submitted', { exact: true }).first().waitFor();
    detailUrl = new URL(page.url()).pathname;
    await screenshot(page, 'approvals-detail-768');
    await page.context().close();
  });

  it('shows it under "Assigned to me" of the routed reviewer only', async () => {
    const other = await newPage(TABLET);
    await start(other, 'superadmin@demo.test');
    await other.goto(`${baseUrl()}/app/approvals`);
    await other.getByRole('button', { name: 'Assigned to me' }).click();
    await other.getByRole('button', { name: 'Assigned to me', pressed: true }).waitFor();
    // Loaded: the list is empty or lists what other test files sent to the Super Admin, never
    // this request (before the click, "Waiting for me" did not list it either).
    await other.locator('main table[aria-busy="false"]').waitFor();
    expect(await other.getByRole('cell', { name: TITLE }).count()).toBe(0);
    // The table that routed it: North Coast events to Fulfillment, type fallback Super Admin. On
    // a desktop, where every territory's column fits (territories other test files add go first
    // on a tablet).
    await other.setViewportSize(DESKTOP);
    await other.getByRole('button', { name: 'Reviewer routing' }).click();
    const routing = other.getByRole('table', { name: 'Reviewer routing' });
    await routing.getByRole('rowheader', { name: /^Event/ }).waitFor();
    // The routed reviewer's name shows once the reviewers are read: wait for it, not the box.
    const northEvents = other.getByRole('combobox', { name: /^Event.*: North Coast/ });
    await northEvents.filter({ hasText: 'Fran Fulfill' }).waitFor();
    expect(await northEvents.textContent()).toBe('Fran Fulfill');
    await screenshot(other, 'approvals-routing-1440');
    await other.context().close();

    const page = await newPage(TABLET);
    await start(page, 'fulfillment@demo.test');
    await page.goto(`${baseUrl()}/app/approvals`);
    await page.getByRole('button', { name: 'Assigned to me' }).click();
    await page.getByRole('cell', { name: TITLE }).waitFor();
    await screenshot(page, 'approvals-assigned-768');
    await page.getByRole('cell', { name: TITLE }).click();
    await page.getByRole('heading', { name: TITLE }).waitFor();
    await page.locator('dd', { hasText: 'Fran Fulfill' }).waitFor();
    await page.context().close();
  });

  it('lets the assigned reviewer see it in the bell and request a revision (notes required)', async () => {
    const page = await newPage(DESKTOP);
    await start(page, 'fulfillment@demo.test');
    const badge = page.getByTestId('approvals-bell-badge').locator('.MuiBadge-badge');
    await page.waitForFunction(() => {
      const el = document.querySelector('[data-testid="approvals-bell-badge"] .MuiBadge-badge');
      return !!el && !el.className.includes('MuiBadge-invisible');
    });
    expect(Number(await badge.textContent())).toBeGreaterThanOrEqual(1);

    await page.goto(`${baseUrl()}${detailUrl}`);
    await page.getByRole('heading', { name: TITLE }).waitFor();
    await page.getByRole('button', { name: 'Request revision' }).click();
    const dialog = page.getByRole('dialog', { name: 'Request revision' });
    await dialog.getByRole('button', { name: 'Request revision' }).click();
    await dialog.getByText('Say what needs to change').waitFor();
    await dialog.getByLabel('What needs to change').fill('How many guests exactly?');
    await dialog.getByRole('button', { name: 'Request revision' }).click();
    await page.getByText('Revision requested', { exact: true }).first().waitFor();
    await page.getByRole('heading', { name: 'Revision notes' }).waitFor();
    await page.context().close();
  });

  it('lets the owner resubmit with a change', async () => {
    const page = await newPage(TABLET);
    await start(page, 'owner@demo.test');
    await page.goto(`${baseUrl()}${detailUrl}`);
    await page.getByRole('link', { name: 'Resubmit' }).click();
    await page.getByText('Corporate asked: How many guests exactly?').waitFor();
    const guests = page.getByLabel(/^Expected guests/);
    await guests.fill('250');
    // A longer text with a line break and a long reference: the diff must wrap it in its card.
    await page.getByLabel(/^Event details/).fill(DETAILS);
    await page.getByLabel('What you changed (optional)').fill('Confirmed 250 guests.');
    await page.getByRole('button', { name: 'Resubmit', exact: true }).click();
    await page.waitForURL((url) => url.pathname === detailUrl);
    await page.getByText('Resubmitted', { exact: true }).first().waitFor();
    await page.context().close();
  });

  it('shows the assignee what changed, lets them approve, and the bell clears', async () => {
    const page = await newPage(DESKTOP);
    await start(page, 'fulfillment@demo.test');
    await page.goto(`${baseUrl()}${detailUrl}`);
    const diff = page.getByRole('table', { name: 'Changed since the last review' });
    await diff.getByRole('row', { name: /Expected guests 120 250/ }).waitFor();
    await diff
      .getByRole('row', { name: /^Event details Two trucks at the pier for the festival\. Two/ })
      .waitFor();
    // The shell's bells come after the page's first content: shown as the reviewer sees it.
    await page.getByRole('button', { name: 'Approval requests', exact: true }).waitFor();
    await screenshot(page, 'approvals-detail-diff-1440');
    await page.setViewportSize({ width: TABLET.width, height: TABLET.height });
    await diff.getByRole('row', { name: /Expected guests 120 250/ }).waitFor();
    await screenshot(page, 'approvals-detail-diff-768');
    await page.setViewportSize(DESKTOP);

    await page.getByRole('button', { name: 'Approve', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Approve' });
    await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
    await page.getByText('Approved', { exact: true }).first().waitFor();
    await page.getByRole('heading', { name: 'History' }).waitFor();
    await page.getByText(/Resubmitted → Approved/).waitFor();

    await page.getByRole('button', { name: 'Approval requests', exact: true }).click();
    const bell = page.getByRole('dialog', { name: 'Approval requests' });
    await bell.getByText(/^Page 1( of \d+)?$/).waitFor();
    await bell.getByRole('button', { name: 'Mark all as read' }).click();
    await page.getByRole('dialog').press('Escape');
    const badge = page.getByTestId('approvals-bell-badge').locator('.MuiBadge-badge');
    await waitUntil(() => badgeHidden(badge), 'the approvals bell clears');

    await page.goto(`${baseUrl()}/app/approvals`);
    await page.getByRole('button', { name: 'All', exact: true }).click();
    await page.getByRole('cell', { name: TITLE }).waitFor();
    await screenshot(page, 'approvals-list-1440');
    await page.setViewportSize({ width: 768, height: 1024 });
    await screenshot(page, 'approvals-list-768');
    await page.context().close();
  });

  it('lets a Manager read the request but not review it', async () => {
    const page = await newPage(TABLET);
    await start(page, 'manager@demo.test');
    await page.goto(`${baseUrl()}/app/approvals/approval-demo-flyers`);
    await page.getByRole('heading', { name: 'Harbor days flyers' }).waitFor();
    await page.getByRole('heading', { name: 'History' }).waitFor();
    expect(await page.getByRole('button', { name: 'Approve', exact: true }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Request revision', exact: true }).count()).toBe(
      0,
    );
    expect(await page.getByRole('button', { name: 'Approval requests', exact: true }).count()).toBe(
      0,
    );
    await page.context().close();
  });

  it("offers a reviewer no decision on their own request (the Super Admin's seeded one)", async () => {
    const page = await newPage(TABLET);
    await start(page, 'superadmin@demo.test');
    await page.goto(`${baseUrl()}/app/approvals/approval-demo-gulf-sign`);
    await page.getByRole('heading', { name: 'Gulf Grill sign repair' }).waitFor();
    await page.getByRole('button', { name: 'Withdraw', exact: true }).waitFor();
    // Routed past its author: Gulf Shore and the type's fallback are the Super Admin.
    await page.locator('dd', { hasText: 'Fran Fulfill' }).waitFor();
    for (const name of ['Approve', 'Deny', 'Request revision']) {
      expect(await page.getByRole('button', { name, exact: true }).count()).toBe(0);
    }
    await page.context().close();
  });
});
