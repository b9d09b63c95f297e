import type { Page } from 'playwright-core';
import {
  badgeHidden,
  baseUrl,
  newPage,
  openHeaderBell,
  screenshot,
  signIn,
  waitForCount,
  waitUntil,
} from './support/browser';
import { peekWhere } from './support/server';

const stamp = Date.now();
const FIRST = `E2E first announcement ${stamp}`;
const SECOND = `E2E second announcement ${stamp}`;
// Enough newer announcements that the bell has unread ones beyond its first page.
const EXTRAS = [1, 2, 3, 4].map((n) => `E2E extra announcement ${n} ${stamp}`);
const LATEST = EXTRAS[EXTRAS.length - 1];

const bar = (page: Page) => page.getByRole('region', { name: 'Announcement', exact: true });
const bell = (page: Page) => page.getByRole('button', { name: 'Announcements', exact: true });
const badge = (page: Page) => page.getByTestId('announcement-badge').locator('.MuiBadge-badge');

async function createAnnouncement(page: Page, message: string) {
  await page.goto(`${baseUrl()}/app/tools/new-announcement`);
  await page.getByLabel('Message').fill(message);
  await page.getByRole('button', { name: 'Create Announcement' }).click();
  await page.getByText('Announcement created').first().waitFor();
  await page.waitForURL('**/app/tools/announcements');
}

async function headerHeight(page: Page): Promise<number> {
  const box = await page.getByRole('banner').boundingBox();
  return box?.height ?? 0;
}

/** Whether the server holds `email`'s read of the announcement `message`. */
async function readOnServer(message: string, email: string): Promise<boolean> {
  const [user] = await peekWhere('users', 'email', email);
  const [announcement] = await peekWhere('announcements', 'message', message);
  const readers = announcement?.data.readRecipients;
  return Boolean(user) && Array.isArray(readers) && readers.includes(user.id);
}

describe('announcements', () => {
  it('lets a Super Admin create announcements: the newest shows in the bar, the older becomes Previous', async () => {
    const page = await newPage({ width: 1440, height: 900 });
    await signIn(page, 'superadmin@demo.test');

    await page.goto(`${baseUrl()}/app/tools/new-announcement`);
    await page.getByRole('button', { name: 'Create Announcement' }).click();
    await page.getByText('Message is required').waitFor();

    // Deleted before the others exist, so the bell's paging below sees the same list as ever.
    const doomed = `E2E doomed announcement ${stamp}`;
    await createAnnouncement(page, doomed);
    await page.getByRole('checkbox', { name: `Select ${doomed}` }).check();
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Announcement deleted').waitFor();
    await page.getByRole('row').filter({ hasText: doomed }).waitFor({ state: 'detached' });

    await createAnnouncement(page, FIRST);
    await bar(page).getByText(FIRST).waitFor();
    expect(await headerHeight(page)).toBeGreaterThanOrEqual(128);
    expect(await headerHeight(page)).toBeLessThanOrEqual(130);

    await createAnnouncement(page, SECOND);
    await bar(page).getByText(SECOND).waitFor();
    const rowOf = (message: string) => page.getByRole('row').filter({ hasText: message });
    await rowOf(SECOND).getByText('Current').waitFor();
    await rowOf(FIRST).getByText('Previous').waitFor();
    await screenshot(page, 'announcements-list-1440');

    // Editing keeps it where it is and says so.
    await rowOf(FIRST).click();
    await page.waitForURL('**/app/tools/announcements/*/edit');
    const field = page.getByLabel('Message');
    await field.fill(`${FIRST} (edited)`);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Announcement updated').waitFor();
    await rowOf(`${FIRST} (edited)`).getByText('Previous').waitFor();

    for (const message of EXTRAS) await createAnnouncement(page, message);
    await bar(page).getByText(LATEST).waitFor();
    await page.context().close();
  });

  it('shows a Manager the latest in the bar until closed, and pages and clears the bell', async () => {
    const page = await newPage({ width: 1440, height: 900 });
    await signIn(page, 'manager@demo.test');
    await bar(page).getByText(LATEST).waitFor();
    await screenshot(page, 'announcement-bar-1440');

    // A reload draws the top bar with the announcement already in it: nothing jumps under a tap.
    await page.addInitScript(() => {
      const observer = new MutationObserver(() => {
        if (!document.querySelector('header')) return;
        const bar = document.querySelector('header section[aria-label="Announcement"]');
        document.documentElement.dataset.barWithFirstHeader = String(bar !== null);
        observer.disconnect();
      });
      observer.observe(document, { childList: true, subtree: true });
    });
    await page.reload();
    await bar(page).getByText(LATEST).waitFor();
    expect(await page.locator('html').getAttribute('data-bar-with-first-header')).toBe('true');

    await page.getByRole('button', { name: 'Close announcement' }).click();
    await waitForCount(bar(page), 0);
    await waitUntil(async () => (await headerHeight(page)) <= 66, 'the top bar is 64 px again');
    // A reload before the server has the close could drop it: wait for the server, not a label
    // that already says "synced" before the write is even queued.
    await waitUntil(() => readOnServer(LATEST, 'manager@demo.test'), 'the server has the close');

    await page.reload();
    await bell(page).waitFor();
    // The badge only shows once the announcements have loaded; the bar query runs alongside.
    await waitUntil(async () => !(await badgeHidden(badge(page))), 'the badge shows unread');
    // The bell's announcements have loaded, and the bar's listener started with them: the closed
    // announcement does not come back.
    await waitForCount(bar(page), 0);

    await bell(page).click();
    const dialog = page.getByRole('dialog', { name: 'Announcements' });
    await dialog.getByText(LATEST).waitFor();
    await waitForCount(dialog.getByRole('listitem'), 5);
    const counter = dialog.getByText(/^Page 1 of \d+$/);
    await counter.waitFor();
    const pages = Number((await counter.textContent())?.split(' of ')[1]);
    expect(pages).toBeGreaterThanOrEqual(2);
    await screenshot(page, 'announcement-bell-1440');

    // Page 1 is marked read by opening; older unread ones keep the badge up until Mark all. Waited
    // for, not read once: the badge recounts from the live list as the marks arrive.
    await waitUntil(async () => !(await badgeHidden(badge(page))), 'older unread keep the badge');
    await dialog.getByRole('button', { name: 'Mark all as read' }).click();
    await waitUntil(() => badgeHidden(badge(page)), 'Mark all as read clears the badge');

    await dialog.getByRole('button', { name: 'Next page' }).click();
    await dialog.getByText(`Page 2 of ${pages}`).waitFor();
    // Five newer ones (the extras and the second) fill page 1 whatever the hour of the seeded
    // announcements, so the first, created before them, is on page 2.
    await dialog.getByText(`${FIRST} (edited)`).waitFor();
    await dialog.getByRole('button', { name: 'Previous page' }).click();
    await dialog.getByText(`Page 1 of ${pages}`).waitFor();
    await page.context().close();
  });

  it('works on a tablet: the bar and the bell at 768x1024', async () => {
    const page = await newPage({ width: 768, height: 1024, hasTouch: true });
    await signIn(page, 'employee@demo.test');
    await bar(page).getByText(LATEST).waitFor();
    await screenshot(page, 'announcement-bar-768');
    await openHeaderBell(page, 'Announcements');
    const dialog = page.getByRole('dialog', { name: 'Announcements' });
    await dialog.getByText(LATEST).waitFor();
    await dialog.getByText(/^Page 1 of \d+$/).waitFor();
    // The popover grows in, so measure once its opening transition has finished.
    await waitUntil(
      async () => (await dialog.boundingBox())?.width === 320,
      'the bell popover is 320 px wide',
    );
    await screenshot(page, 'announcement-bell-768');
    await page.context().close();
  });
});
