import type { Locator, Page } from 'playwright-core';
import { baseUrl, newPage, openHeaderBell, screenshot, signIn } from './support/browser';
import { removeReport } from './support/server';

/**
 * Follow-up actions (issue 16): a published report with two failed questions yields two actions;
 * the Super Admin assigns one to the Manager, who completes it on a tablet with a note and a photo;
 * the Super Admin verifies it; the next inspection of that location shows the previous answers
 * and flags the repeat failure.
 */
const LOCATION_ID = 'location-north-cafe';
const FORM = `/app/compliance-v2/reports/new/restaurant/${LOCATION_ID}`;
const ACTIONS = '/app/compliance-v2/actions';
const MANAGER_NAME = 'Manny Manager';
/** An 8x8 red PNG: the evidence photo. */
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGM4o6SEFTEMLQkAvM5EAT6yk8sAAAAASUVORK5CYII=',
  'base64',
);

async function acceptCookies(page: Page) {
  await page.getByRole('button', { name: 'I Agree' }).click();
  await page.getByRole('button', { name: 'I Agree' }).waitFor({ state: 'detached' });
}

const questionCard = (page: Page, n: number): Locator => page.getByTestId('report-question').nth(n);

/** The action cards of report #serial on the actions page. */
const cardsOf = (page: Page, serial: string) =>
  page.getByRole('article').filter({ hasText: `Report #${serial}` });

/**
 * Picks `option` of the select `label` in `within` (the page's filters, or the open dialog) and
 * waits for its menu to close: a menu still closing when a dialog opens over it, or a dialog's
 * menu still open, hides the dialog from the accessibility tree (MUI's modal manager).
 */
async function chooseOption(
  page: Page,
  label: string,
  option: string,
  within: 'dialog' | 'page' = 'dialog',
) {
  const scope = within === 'dialog' ? page.getByRole('dialog') : page.locator('main');
  await scope.getByLabel(label).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.getByRole('listbox').waitFor({ state: 'detached' });
}

/** Two browsers and a dozen saves: far longer than the suite's default 60 s on a busy machine. */
describe('compliance follow-up actions', () => {
  let reportId = '';

  afterEach(async () => {
    if (reportId) await removeReport(reportId);
  });

  it('turns two failed questions into two actions, completed by the Manager, verified, then flagged as repeats', async () => {
    // The Super Admin inspects the North Coast Cafe and fails two questions.
    const admin = await newPage({ width: 1440, height: 900 });
    await signIn(admin, 'superadmin@demo.test');
    await acceptCookies(admin);
    await admin.goto(`${baseUrl()}${FORM}`);
    await questionCard(admin, 1).waitFor();
    const failedQuestions = [
      (await questionCard(admin, 0).locator('p').first().textContent()) ?? '',
      (await questionCard(admin, 1).locator('p').first().textContent()) ?? '',
    ].map((text) => text.replace(/^\d+\.\s*/, ''));
    await questionCard(admin, 0).getByRole('button', { name: 'No' }).click();
    await questionCard(admin, 0).getByRole('textbox').fill('Walk-in cooler door seal torn');
    await questionCard(admin, 1).getByRole('button', { name: 'No' }).click();
    await admin.getByRole('button', { name: 'Save Draft' }).click();
    // On a slow machine the 60 s autosave may have created the draft quietly before the click.
    await admin.getByText(/^(Compliance form draft created|Draft saved)$/).waitFor();
    await admin.waitForURL(/draftId=/);
    reportId = new URL(admin.url()).searchParams.get('draftId') ?? '';
    await admin.getByRole('button', { name: 'Publish' }).click();
    await admin.waitForURL('**/app/compliance-v2/reports?status=all');

    // The report view: each failed question shows its action, and the score against the last ones.
    await admin.goto(`${baseUrl()}/app/compliance-v2/reports/${reportId}/view/${LOCATION_ID}`);
    await admin.getByTestId('report-action').nth(1).waitFor();
    expect(await admin.getByTestId('report-action').count()).toBe(2);
    await admin.getByRole('region', { name: 'Score trend' }).waitFor();
    expect(await admin.getByTestId('score-change').textContent()).toMatch(
      /points against the previous report/,
    );
    const subtitle = (await admin.getByText(/^Report #\d+/).textContent()) ?? '';
    const serial = /#(\d+)/.exec(subtitle)?.[1] ?? '';
    expect(serial).not.toBe('');
    await screenshot(admin, 'compliance-actions-report-view-1440');

    // Two open actions on the actions page; assign the first to the Manager.
    await admin.goto(`${baseUrl()}${ACTIONS}`);
    await cardsOf(admin, serial).nth(1).waitFor();
    expect(await cardsOf(admin, serial).count()).toBe(2);
    const first = cardsOf(admin, serial).filter({ hasText: failedQuestions[0] });
    await first.getByText('Inspector: Walk-in cooler door seal torn').waitFor();
    await first.getByRole('button', { name: 'Update' }).click();
    await chooseOption(admin, 'Assignee', MANAGER_NAME);
    await admin.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await admin.getByText('Action updated').waitFor();
    await first.getByText(`Assignee: ${MANAGER_NAME}`).waitFor();
    await screenshot(admin, 'compliance-actions-1440');

    // The Manager, on a tablet, completes it: done needs a note; a photo is the evidence.
    const manager = await newPage({ width: 768, height: 1024, hasTouch: true });
    await signIn(manager, 'manager@demo.test');
    await acceptCookies(manager);
    // The assignee's bell leads to the actions page.
    await openHeaderBell(manager, 'My follow-up actions');
    await manager.getByRole('heading', { name: 'My follow-up actions' }).waitFor();
    await manager.getByRole('button', { name: 'View all actions' }).tap();
    await manager.waitForURL(`**${ACTIONS}`);
    await manager.getByLabel('Assigned to me').check();
    const mine = cardsOf(manager, serial).filter({ hasText: failedQuestions[0] });
    await mine.getByRole('button', { name: 'Update' }).tap();
    await chooseOption(manager, 'Status', 'Done');
    await manager.getByText('Describe what was done before marking the action done').waitFor();
    await manager
      .getByRole('dialog')
      .getByLabel('Note')
      .fill('Replaced the door seal; checked 36 °F');
    await manager
      .getByRole('dialog')
      .locator('input[type=file]')
      .setInputFiles({ name: 'seal.png', mimeType: 'image/png', buffer: PHOTO });
    await manager.getByRole('dialog').getByAltText('Evidence photo').waitFor();
    await manager.getByRole('dialog').getByRole('button', { name: 'Save' }).tap();
    await manager.getByText('Action updated').waitFor();
    // Done leaves the default "open and in progress" list; the Done filter shows it with its note.
    await chooseOption(manager, 'Status', 'Done', 'page');
    const done = cardsOf(manager, serial).filter({ hasText: failedQuestions[0] });
    await done.getByText('Note: Replaced the door seal; checked 36 °F').waitFor();
    await done.getByAltText('Evidence photo').waitFor();
    await screenshot(manager, 'compliance-actions-768');

    // The Super Admin verifies it; a verified action has no Update button any more.
    await admin.reload();
    await chooseOption(admin, 'Status', 'Done', 'page');
    const toVerify = cardsOf(admin, serial).filter({ hasText: failedQuestions[0] });
    await toVerify.getByRole('button', { name: 'Update' }).click();
    await chooseOption(admin, 'Status', 'Verified');
    await admin.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await admin.getByText('Action updated').waitFor();
    await chooseOption(admin, 'Status', 'Verified', 'page');
    const verified = cardsOf(admin, serial).filter({ hasText: failedQuestions[0] });
    await verified.getByText(/^Verified by Sam Super/).waitFor();
    expect(await verified.getByRole('button', { name: 'Update' }).count()).toBe(0);
    await admin.context().close();

    // The Manager's next inspection of the cafe shows the last answers and flags the repeat.
    await manager.goto(`${baseUrl()}${FORM}`);
    const again = questionCard(manager, 0);
    await again.getByTestId('previous-answer').getByText('Failed').waitFor();
    await again.getByText('“Walk-in cooler door seal torn”').waitFor();
    await again.getByRole('button', { name: 'No' }).tap();
    await again.getByText('Repeat failure').waitFor();
    expect(await questionCard(manager, 2).getByText('Repeat failure').count()).toBe(0);
    await manager.screenshot({
      path: 'test-results/screenshots/compliance-previous-results-768.png',
    });
    await manager.context().close();
  });
});
