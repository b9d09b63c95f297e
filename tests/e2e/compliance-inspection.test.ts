import type { Locator, Page } from 'playwright-core';
import {
  baseUrl,
  dragWithKeyboard,
  newPage,
  screenshot,
  signIn,
  waitForTransitions,
  waitUntil,
} from './support/browser';
import { peek, peekWhere, removeReport } from './support/server';

/**
 * The compliance inspection on a tablet (768x1024, touch) as the Manager: choose a location, answer,
 * save a draft, lose the connection mid-inspection and keep working, sync when it returns, publish,
 * open the published report and download its PDF, then edit it (Update needs the network).
 */
const LOCATION_ID = 'location-north-truck-1';
const LOCATION_NAME = 'North Coast Truck 1';

/** Accepts the cookie banner, which otherwise covers the form's bottom action bar. */
async function acceptCookies(page: Page) {
  await page.getByRole('button', { name: 'I Agree' }).click();
  await page.getByRole('button', { name: 'I Agree' }).waitFor({ state: 'detached' });
}

/** A viewport-sized PNG (the form is long; fixed bars show where they really are). */
async function viewportShot(page: Page, name: string) {
  await page.screenshot({ path: `test-results/screenshots/${name}.png` });
}

const questionCard = (page: Page, n: number): Locator => page.getByTestId('report-question').nth(n);

async function openDraftElsewhere(draftId: string): Promise<Page> {
  const other = await newPage({ width: 768, height: 1024, hasTouch: true });
  await signIn(other, 'manager@demo.test');
  await acceptCookies(other);
  await other.goto(`${baseUrl()}/app/compliance-v2/drafts/${draftId}/edit/${LOCATION_ID}`);
  await other.getByTestId('report-question').first().waitFor();
  return other;
}

describe('compliance inspection on a tablet', () => {
  it('answers, saves a draft, survives going offline, syncs, publishes, downloads the PDF and edits it', async () => {
    const page = await newPage({
      width: 768,
      height: 1024,
      hasTouch: true,
      serviceWorkers: 'allow',
    });
    await signIn(page, 'manager@demo.test');
    await acceptCookies(page);

    // Select location: required, then the Manager's own territory only.
    await page.goto(`${baseUrl()}/app/compliance-v2/reports/new/select-franchisee-location`);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Please select a franchisee location').waitFor();
    await page.getByRole('button', { name: 'View Sample Compliance Report' }).waitFor();
    await page.getByRole('combobox').click();
    const listbox = page.getByRole('listbox');
    await listbox.getByRole('option', { name: new RegExp(LOCATION_NAME) }).waitFor();
    const options = await listbox.getByRole('option').allTextContents();
    expect(options.every((o) => o.includes('North Coast'))).toBe(true);
    // The menu grows open; shoot it once it stands still.
    await waitForTransitions(page.locator('.MuiPopover-paper'));
    await screenshot(page, 'compliance-select-location-768');
    await page.getByRole('option', { name: new RegExp(LOCATION_NAME) }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL(`**/app/compliance-v2/reports/new/truck/${LOCATION_ID}`);

    // The form: everything passes at first.
    await questionCard(page, 0).waitFor();
    await page.getByText('Score: 100%').waitFor();
    await viewportShot(page, 'compliance-form-768');

    // Answer: fail one, N/A one, comment on one.
    await questionCard(page, 1).getByRole('button', { name: 'No' }).tap();
    await questionCard(page, 2).getByRole('checkbox').tap();
    await questionCard(page, 2).getByRole('button', { name: 'Yes', disabled: true }).waitFor();
    await questionCard(page, 0).getByRole('textbox').fill('Probe reads 38 °F');
    await page.getByRole('button', { name: 'Save Draft' }).tap();
    // On a slow machine the 60 s autosave may have created the draft quietly before the tap.
    await page.getByText(/^(Compliance form draft created|Draft saved)$/).waitFor();
    await page.waitForURL(/draftId=/);
    const draftId = new URL(page.url()).searchParams.get('draftId') ?? '';
    expect(draftId).not.toBe('');
    const scoreOnline = await page
      .getByText(/^Score: /)
      .first()
      .textContent();

    // The connection drops mid-inspection: keep answering, everything stays.
    await page.context().setOffline(true);
    await page.getByTestId('offline-notice').waitFor();
    await questionCard(page, 3).getByRole('button', { name: 'No' }).tap();
    await page.getByLabel('Positives & Highlights').fill('Spotless service window');
    await page.getByRole('button', { name: 'Save Draft' }).tap();
    await page.getByText('Saved offline — will sync when back online').first().waitFor();
    await expect
      .poll(() =>
        page
          .getByText(/^Score: /)
          .first()
          .textContent(),
      )
      .not.toBe(scoreOnline);
    // Publishing needs a serial from the server: it says so and keeps the draft.
    await page.getByRole('button', { name: 'Publish' }).tap();
    await page.getByText(/You are offline: a report number can only be taken online/).waitFor();
    await viewportShot(page, 'compliance-form-offline-768');
    await page.getByRole('button', { name: 'Dismiss' }).tap();
    expect(await page.getByLabel('Positives & Highlights').inputValue()).toBe(
      'Spotless service window',
    );
    expect(
      await questionCard(page, 3).getByRole('button', { name: 'No' }).getAttribute('aria-pressed'),
    ).toBe('true');

    // Back online: the queued writes reach the server (a fresh browser sees them).
    await page.context().setOffline(false);
    await page.getByTestId('offline-notice').waitFor({ state: 'detached' });
    // Each attempt opens the draft in a fresh browser context, as another device would.
    await expect
      .poll(
        async () => {
          const other = await openDraftElsewhere(draftId);
          const synced =
            (await other.getByLabel('Positives & Highlights').inputValue()) ===
              'Spotless service window' &&
            (await questionCard(other, 3)
              .getByRole('button', { name: 'No' })
              .getAttribute('aria-pressed')) === 'true' &&
            (await questionCard(other, 0).getByRole('textbox').inputValue()) ===
              'Probe reads 38 °F';
          await other.context().close();
          return synced;
        },
        { interval: 1000 },
      )
      .toBe(true);

    // Publish: a serial, then the reports list.
    await page.getByRole('button', { name: 'Publish' }).tap();
    await page.waitForURL('**/app/compliance-v2/reports?status=all');
    await page.getByText('Compliance form draft published').waitFor();

    // The published report's view and its PDF (built by the reports screens).
    await page.goto(`${baseUrl()}/app/compliance-v2/reports/${draftId}/view/${LOCATION_ID}`);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PDF' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.pdf$/);

    // Edit it (issue 28): the server scores the edit and writes its actions, so offline Update
    // writes nothing, says why and keeps what was typed; online it is saved.
    const failedBefore = ((await peek(`compliance_reports/${draftId}`))?.failed as string[]).length;
    await page.goto(`${baseUrl()}/app/compliance-v2/reports/${draftId}/edit/${LOCATION_ID}`);
    await questionCard(page, 4).waitFor();
    await page.context().setOffline(true);
    await page.getByTestId('offline-notice').waitFor();
    await questionCard(page, 4).getByRole('button', { name: 'No' }).tap();
    await page.getByRole('button', { name: 'Update' }).tap();
    await page.getByText(/a published report can only be updated online/).waitFor();
    await page.getByRole('button', { name: 'Dismiss' }).tap();
    expect(
      await questionCard(page, 4).getByRole('button', { name: 'No' }).getAttribute('aria-pressed'),
    ).toBe('true');
    await page.context().setOffline(false);
    await page.getByTestId('offline-notice').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Update' }).tap();
    await page.getByText('Compliance report updated.').waitFor();
    const edited = await peek(`compliance_reports/${draftId}`);
    expect((edited?.failed as string[]).length).toBe(failedBefore + 1);
    const actions = await peekWhere('compliance_actions', 'reportId', draftId);
    expect(actions).toHaveLength(failedBefore + 1);
    await page.context().close();
    // Other browser files count the published reports: leave none behind.
    await removeReport(draftId);
  });

  it('shows the select page and the form on a 1440x900 desktop with the sticky action panel', async () => {
    const page = await newPage({ width: 1440, height: 900 });
    await signIn(page, 'superadmin@demo.test');
    await acceptCookies(page);
    await page.goto(`${baseUrl()}/app/compliance-v2/reports/new/select-franchisee-location`);
    await page.getByRole('combobox').waitFor();
    await screenshot(page, 'compliance-select-location-1440');
    await page.goto(`${baseUrl()}/app/compliance-v2/reports/new/restaurant/location-north-cafe`);
    await questionCard(page, 0).waitFor();
    await page.getByTestId('action-panel').getByRole('button', { name: 'Reorder' }).waitFor();
    const top = (await questionCard(page, 0).boundingBox())?.y ?? 0;
    await page.mouse.wheel(0, 1500);
    await waitUntil(
      async () => ((await questionCard(page, 0).boundingBox())?.y ?? top) < top - 500,
      'the form has scrolled',
    );
    // Sticky: the panel is still in view after scrolling.
    const box = await page.getByTestId('action-panel').boundingBox();
    expect(box && box.y >= 0 && box.y < 900).toBe(true);
    await viewportShot(page, 'compliance-form-1440');

    // Reorder mode (top roles): move the first section down with the keyboard and save.
    const headings = () => page.locator('section[aria-label] h2').allTextContents();
    const before = await headings();
    await page.getByTestId('action-panel').getByRole('button', { name: 'Reorder' }).click();
    const handle = page.getByRole('heading', { name: before[0], level: 2 }).locator('..');
    await dragWithKeyboard(page, handle, ['ArrowDown']);
    await page.getByRole('button', { name: 'Save Order' }).click();
    await page.getByText('Question order saved').waitFor();
    await expect.poll(async () => (await headings()).slice(0, 2)).toEqual([before[1], before[0]]);
    await page.context().close();
  });
});
