import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import {
  baseUrl,
  newPage,
  screenshot,
  signIn,
  waitForCount,
  waitForTransitions,
} from './support/browser';
import { seedOwnDraft } from './support/drafts';
import { markUnread, peekWhere } from './support/server';

/*
 * Compliance reports against the seed (scripts/lib/compliance-reports-seed.mjs): 12 published
 * reports (6 pass, 3 fail, 3 dnq; serials 1..12, #12 newest, at North Coast Cafe), 6 of them in
 * North Coast, 3 drafts. Super Admin has not read #10-#12; the Manager has not read North Coast's
 * #8, #9 and #12.
 */

const REPORTS = '/app/compliance-v2/reports';
const RESULTS = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  'test-results',
  'downloads',
);
mkdirSync(RESULTS, { recursive: true });
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const tab = (page: Page, name: RegExp) => page.getByRole('tab', { name });
const rows = (page: Page) =>
  page.getByRole('table', { name: 'Compliance reports' }).locator('tbody tr');
const bell = (page: Page) => page.getByRole('button', { name: 'Compliance reports', exact: true });
const popover = (page: Page) => page.getByRole('dialog', { name: 'Compliance reports' });

/** "22 Nov 2026" → "11-22-2026" (the PDF file name's MM-DD-YYYY). */
function fileDate(listDate: string): string {
  const [day, month, year] = listDate.trim().split(' ');
  return `${String(MONTHS.indexOf(month) + 1).padStart(2, '0')}-${day}-${year}`;
}

async function downloadPdf(page: Page) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  const file = await download.path();
  // Kept beside the screenshots, to look at what the browser rendered.
  await download.saveAs(path.join(RESULTS, download.suggestedFilename()));
  return { name: download.suggestedFilename(), head: readFileSync(file).subarray(0, 5).toString() };
}

/** The seed's unread reports, as they were before any other file opened them. */
const SEEDED_UNREAD: [email: string, serials: number[]][] = [
  ['superadmin@demo.test', [10, 11, 12]],
  ['manager@demo.test', [8, 9, 12]],
];

describe('compliance reports', () => {
  // Other files open reports too (the accessibility walk opens each list's first row, which marks
  // it read): the counts of "New" and the bells below are the seed's only once restored.
  beforeAll(async () => {
    for (const [email, serials] of SEEDED_UNREAD) {
      const [user] = await peekWhere('users', 'email', email);
      for (const serial of serials) {
        await markUnread('compliance_reports', 'serialNo', serial, user.id);
      }
    }
  });

  it('lets a Super Admin page the published reports by result, with counts and fallbacks', async () => {
    const page = await newPage({ width: 1440, height: 900 });
    await signIn(page, 'superadmin@demo.test');

    await page.goto(`${baseUrl()}${REPORTS}?status=all`);
    await page.getByRole('heading', { name: 'Compliance Reports' }).waitFor();
    await tab(page, /^All \(12\)$/).waitFor();
    await tab(page, /^Passed \(6\)$/).waitFor();
    await tab(page, /^Failed \(3\)$/).waitFor();
    await tab(page, /^DNQ \(3\)$/).waitFor();
    await rows(page).filter({ hasText: '#12' }).waitFor();
    await waitForCount(rows(page), 12);
    // Newest first, unread marked.
    expect(await rows(page).first().textContent()).toContain('#12');
    await rows(page).first().getByText('New').waitFor();
    await waitForCount(rows(page).filter({ hasText: 'New' }), 3);
    await page.getByRole('link', { name: 'New Report' }).waitFor();
    await page.getByRole('button', { name: 'Edit report #12' }).waitFor();
    await screenshot(page, 'compliance-reports-list-1440');

    await tab(page, /^DNQ/).click();
    await page.waitForURL('**/reports?status=dnq');
    await waitForCount(rows(page), 3);
    for (const text of await rows(page).allTextContents()) expect(text).toContain('DNQ');

    // An invalid status shows all.
    await page.goto(`${baseUrl()}${REPORTS}?status=bogus`);
    await tab(page, /^All/).and(page.locator('[aria-selected="true"]')).waitFor();
    await rows(page).nth(11).waitFor();
  });

  it('lists unread reports in the bell and empties it with Mark all as read', async () => {
    const page = await newPage({ width: 1440, height: 900 });
    await signIn(page, 'superadmin@demo.test');
    await page.goto(`${baseUrl()}${REPORTS}?status=all`);

    const badge = page.getByTestId('compliance-badge').locator('.MuiBadge-badge');
    await page.waitForFunction(
      () =>
        document.querySelector('[data-testid="compliance-badge"] .MuiBadge-badge')?.textContent ===
        '3',
    );
    expect(await badge.textContent()).toBe('3');
    await bell(page).click();
    const list = popover(page);
    await list.getByText(/Report #12/).waitFor();
    await list.getByText(/Report #11/).waitFor();
    await list.getByText(/Report #10/).waitFor();
    await waitForCount(list.getByRole('listitem'), 3);
    await list.getByText('Page 1 of 1').waitFor();
    await screenshot(page, 'compliance-bell-1440');
    await list.getByRole('button', { name: 'Mark all as read' }).click();
    await list.getByText('There are no notifications').waitFor();
    await page.keyboard.press('Escape');
    await page.waitForFunction(() =>
      document
        .querySelector('[data-testid="compliance-badge"] .MuiBadge-badge')
        ?.classList.contains('MuiBadge-invisible'),
    );
    await bell(page).click();
    await popover(page).getByText('There are no notifications').waitFor();
  });

  it('opens a report, shows its details and downloads its PDF', async () => {
    const page = await newPage({ width: 1440, height: 900 });
    await signIn(page, 'superadmin@demo.test');
    await page.goto(`${baseUrl()}${REPORTS}?status=all`);
    const newest = rows(page).filter({ hasText: '#12' });
    await newest.waitFor();
    const cells = await newest.locator('td').allTextContents();
    const listDate = cells[cells.length - 2];
    await newest.click();
    await page.waitForURL('**/compliance-v2/reports/*/view/*');
    await page.getByRole('heading', { name: 'Compliance Report Details' }).waitFor();
    await page.getByRole('heading', { name: 'Location Type' }).waitFor();
    await page.getByText('North Coast Cafe').first().waitFor();
    await page.getByRole('heading', { name: 'Positives & Highlights' }).waitFor();
    await page.getByRole('table', { name: 'Food Safety questions' }).waitFor();
    await screenshot(page, 'compliance-report-view-1440');

    const pdf = await downloadPdf(page);
    expect(pdf.name).toBe(`12-restaurant-${fileDate(listDate)}.pdf`);
    expect(pdf.head).toBe('%PDF-');

    await page
      .getByRole('navigation', { name: 'Breadcrumb' })
      .getByRole('link', { name: 'Compliance Reports' })
      .click();
    await page.waitForURL('**/reports?status=passed');
  });

  it('shows a Manager only the reports of their own territory, on a tablet', async () => {
    const page = await newPage({ width: 768, height: 1024, hasTouch: true });
    await signIn(page, 'manager@demo.test');
    await page.goto(`${baseUrl()}${REPORTS}?status=all`);
    await tab(page, /^All \(6\)$/).waitFor();
    await waitForCount(rows(page), 6);
    for (const text of await rows(page).allTextContents()) {
      expect(text).toContain('North Coast');
      expect(text).not.toContain('Gulf Shore');
    }
    // The Manager may edit (preset) and create.
    await page.getByRole('link', { name: 'New Report' }).waitFor();
    await screenshot(page, 'compliance-reports-list-768');

    await page.waitForFunction(
      () =>
        document.querySelector('[data-testid="compliance-badge"] .MuiBadge-badge')?.textContent ===
        '3',
    );
    await rows(page).filter({ hasText: '#8' }).click();
    await page.getByRole('heading', { name: 'Compliance Report Details' }).waitFor();
    await page.getByRole('heading', { name: 'Date Created' }).waitFor();
    await screenshot(page, 'compliance-report-view-768');
    // Opening it marked it read.
    await page.waitForFunction(
      () =>
        document.querySelector('[data-testid="compliance-badge"] .MuiBadge-badge')?.textContent ===
        '2',
    );
  });

  it('shows a Franchisee Owner their reports and a sample report built from the catalogue', async () => {
    const page = await newPage({ width: 1440, height: 900 });
    await signIn(page, 'owner@demo.test');
    await page.goto(`${baseUrl()}${REPORTS}?status=all`);
    await tab(page, /^All \(12\)$/).waitFor();
    // Both territories list the owner: one `territoryId in [...]` query, allowed by the rules.
    await rows(page).nth(11).waitFor();
    // The owner has no compliance bell (top roles and the territory-level role only).
    expect(await bell(page).count()).toBe(0);

    await page.goto(
      `${baseUrl()}/app/compliance-v2/reports/sample/view/location-north-truck-1?sample=true`,
    );
    await page.getByRole('heading', { name: 'Sample Compliance Report Details' }).waitFor();
    await page.getByText('100%').first().waitFor();
    await page.getByRole('table', { name: 'Cold Storage questions' }).waitFor();
    const pdf = await downloadPdf(page);
    expect(pdf.name).toMatch(/^sample-truck-\d{2}-\d{2}-\d{4}\.pdf$/);
    expect(pdf.head).toBe('%PDF-');
  });

  it("shows a Manager only their own drafts, not a Super Admin's in their territory", async () => {
    // The seed's North Coast Cafe draft is the Super Admin's; this one, at the same place, the Manager's.
    const own = await seedOwnDraft('manager@demo.test');
    try {
      const page = await newPage({ width: 768, height: 1024, hasTouch: true });
      await signIn(page, 'manager@demo.test');
      await page.goto(`${baseUrl()}/app/compliance-v2/drafts?type=all`);
      const drafts = page
        .getByRole('table', { name: 'Compliance report drafts' })
        .locator('tbody tr');
      await waitForCount(drafts.filter({ hasText: 'North Coast Cafe' }), 1);
      await drafts.first().click();
      await page.waitForURL(`**/drafts/${own.id}/edit/**`);
      await page.getByTestId('report-question').first().waitFor();
      await page.context().close();
    } finally {
      await own.remove();
    }
  });

  it('lists drafts by type and deletes one after confirmation', async () => {
    const page = await newPage({ width: 1440, height: 900 });
    await signIn(page, 'superadmin@demo.test');
    await page.goto(`${baseUrl()}/app/compliance-v2/drafts?type=all`);
    await tab(page, /^All \(3\)$/).waitFor();
    const drafts = page
      .getByRole('table', { name: 'Compliance report drafts' })
      .locator('tbody tr');
    await drafts.nth(2).waitFor();
    await screenshot(page, 'compliance-drafts-1440');

    await tab(page, /^Truck/).click();
    await page.waitForURL('**/drafts?type=truck');
    const truckDraft = drafts.filter({ hasText: 'North Coast Truck 1' });
    // The All tab's rows (this draft among them) stay until the Truck tab's query answers.
    await waitForCount(drafts, 1);
    await truckDraft.waitFor();
    await truckDraft.getByRole('button', { name: 'Delete draft for North Coast Truck 1' }).click();
    // Confirm once the dialog has finished opening: a click during its fade-in could be lost.
    const confirm = page.getByRole('dialog');
    await confirm.waitFor();
    await waitForTransitions(confirm);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await confirm.waitFor({ state: 'detached' });
    await page.getByText('Compliance report draft deleted').waitFor();
    await page.getByText('No report draft yet').waitFor();
    await tab(page, /^Truck \(0\)$/).waitFor();
  });
});
