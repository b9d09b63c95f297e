import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import {
  baseUrl,
  newPage,
  screenshot,
  signIn,
  waitForTransitions,
  waitUntil,
} from './support/browser';
import { removeReport } from './support/server';

/**
 * Sign-off and manual DNQ (issue 16). The Manager inspects on a tablet (768x1024, touch), signs
 * with a finger, lets the location's manager sign with a pen (mouse), and publishes; the report
 * view shows both signatures and the duration. The Super Admin then sets DNQ with a reason (a
 * missing reason is refused), clears it again, and the history keeps both; the PDF carries the
 * sign-off and the history (its pages rendered with pdftoppm for review).
 */
const LOCATION_ID = 'location-north-truck-1';
const FORM = `/app/compliance-v2/reports/new/truck/${LOCATION_ID}`;
const SHOTS = 'test-results/screenshots';

async function acceptCookies(page: Page) {
  await page.getByRole('button', { name: 'I Agree' }).click();
  await page.getByRole('button', { name: 'I Agree' }).waitFor({ state: 'detached' });
}

/** The pad's box in viewport pixels, after scrolling it into view. */
async function padBox(pad: Locator) {
  await pad.scrollIntoViewIfNeeded();
  const box = await pad.boundingBox();
  if (!box) throw new Error('The signature pad is not on screen');
  return box;
}

/** A zig-zag stroke drawn with a finger (real touch events through the DevTools protocol). */
async function signWithFinger(page: Page, pad: Locator) {
  const box = await padBox(pad);
  const cdp = await page.context().newCDPSession(page);
  const at = (i: number) => ({
    x: box.x + box.width * (0.1 + 0.08 * i),
    y: box.y + box.height * (i % 2 === 0 ? 0.3 : 0.7),
  });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [at(0)] });
  for (let i = 1; i <= 10; i += 1)
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [at(i)] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/** A loop drawn with a mouse or pen. */
async function signWithMouse(page: Page, pad: Locator) {
  const box = await padBox(pad);
  await page.mouse.move(box.x + box.width * 0.15, box.y + box.height * 0.6);
  await page.mouse.down();
  for (let i = 0; i <= 12; i += 1) {
    const angle = (i / 12) * Math.PI * 2;
    await page.mouse.move(
      box.x + box.width * (0.4 + 0.2 * Math.cos(angle)),
      box.y + box.height * (0.5 + 0.3 * Math.sin(angle)),
      { steps: 2 },
    );
  }
  await page.mouse.up();
}

describe('compliance sign-off and manual DNQ', () => {
  let reportId = '';
  afterEach(async () => {
    if (reportId) await removeReport(reportId);
  });

  it('signs on a tablet, publishes with the duration, then sets and clears DNQ with reasons', async () => {
    const tablet = await newPage({ width: 768, height: 1024, hasTouch: true });
    await signIn(tablet, 'manager@demo.test');
    await acceptCookies(tablet);
    // Scheduling: the select-location page flags locations past due (screenshot for review).
    await tablet.goto(`${baseUrl()}/app/compliance-v2/reports/new/select-franchisee-location`);
    await tablet.getByRole('combobox').tap();
    await tablet.getByRole('listbox').getByRole('option').first().waitFor();
    await waitForTransitions(tablet.locator('.MuiPopover-paper'));
    await tablet.screenshot({ path: `${SHOTS}/compliance-select-location-past-due-768.png` });
    await tablet.keyboard.press('Escape');
    await tablet.goto(`${baseUrl()}${FORM}`);
    const firstQuestion = tablet.getByTestId('report-question').first();
    await firstQuestion.waitFor();
    await firstQuestion.getByRole('textbox').fill('Checked with the shift lead');
    await tablet.getByRole('button', { name: 'Save Draft' }).tap();
    await tablet.waitForURL(/draftId=/);
    reportId = new URL(tablet.url()).searchParams.get('draftId') ?? '';
    expect(reportId).not.toBe('');

    // Sign-off: the inspector with a finger, the manager with a pen; the name is required.
    const signoff = tablet.getByRole('region', { name: 'Sign-off' });
    // Clicked, not tapped: a synthetic tap right after the synthetic strokes was sometimes not
    // turned into a click by Chromium (the page showed no reaction), which the pen stroke avoids.
    const publishButton = tablet.getByRole('button', { name: 'Publish' });
    const inspectorPad = signoff.getByTestId('signature-Inspector signature');
    const managerPad = signoff.getByTestId('signature-Manager signature');
    await signWithFinger(tablet, inspectorPad);
    await signoff.getByRole('img', { name: 'Inspector signature: signed' }).waitFor();
    await signWithMouse(tablet, managerPad);
    await signoff.getByRole('img', { name: 'Manager signature: signed' }).waitFor();
    await publishButton.click();
    try {
      await signoff.getByText("Enter the manager's name under their signature").waitFor();
    } catch (error) {
      // Evidence for a failure: what the tablet showed instead.
      await screenshot(tablet, 'compliance-signoff-failure-768');
      console.error(
        '[signoff] page text:',
        (await tablet.locator('body').innerText()).slice(-1500),
      );
      throw error;
    }
    // Clear empties a pad; signing again fills it. Clicked: under load a tap here was sometimes
    // lost, as on Publish.
    await signoff.getByRole('button', { name: 'Clear manager signature' }).click();
    await signoff.getByRole('img', { name: 'Manager signature: draw here to sign' }).waitFor();
    await signWithMouse(tablet, managerPad);
    await signoff.getByLabel('Manager name').fill('Mia Cole');
    await signoff.getByText('Mia Cole', { exact: true }).waitFor();
    await signoff.scrollIntoViewIfNeeded();
    await tablet.screenshot({ path: `${SHOTS}/compliance-signoff-form-768.png` });
    await publishButton.click();
    await tablet.waitForURL('**/app/compliance-v2/reports?status=all');

    // The view shows both signatures (real drawn images), the names and the duration.
    const view = `${baseUrl()}/app/compliance-v2/reports/${reportId}/view/${LOCATION_ID}`;
    await tablet.goto(view);
    const shown = tablet.getByRole('region', { name: 'Sign-off' });
    const inspectorImage = shown.getByRole('img', { name: 'Inspector signature of Manny Manager' });
    await inspectorImage.waitFor();
    await shown.getByRole('img', { name: 'Manager signature of Mia Cole' }).waitFor();
    await waitUntil(
      () =>
        inspectorImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
      'the inspector signature image has loaded',
    );
    expect(await shown.getByTestId('signoff-duration').textContent()).toMatch(
      /^(under a minute|\d+ min|\d+ h \d{2} min)$/,
    );
    await screenshot(tablet, 'compliance-signoff-view-768');

    // DNQ on a tablet (768): the Super Admin sets it; a reason is required.
    const admin768 = await newPage({ width: 768, height: 1024, hasTouch: true });
    await signIn(admin768, 'superadmin@demo.test');
    await acceptCookies(admin768);
    await admin768.goto(view);
    const panel = admin768.getByRole('region', { name: 'DNQ status' });
    await panel.getByText('Not set manually').waitFor();
    await panel.getByRole('button', { name: 'Set DNQ Status' }).tap();
    const dialog = admin768.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Save' }).tap();
    await dialog.getByText('Enter the reason for this change.').waitFor();
    await dialog.getByLabel('Reason').fill('Health office closed the truck on Friday');
    await dialog.getByRole('button', { name: 'Save' }).tap();
    await admin768.getByText('DNQ status saved').waitFor();
    await panel.getByText('DNQ set manually').waitFor();
    await admin768.getByTestId('report-score').getByText('DNQ').waitFor();
    const history = panel.getByRole('list', { name: 'DNQ history' });
    await history
      .getByText(/^DNQ set by Sam Super on .*: Health office closed the truck on Friday$/)
      .waitFor();
    await screenshot(admin768, 'compliance-dnq-set-768');
    await admin768.context().close();

    // On a desktop (1440) the Super Admin clears it with another reason; the history keeps both.
    const admin = await newPage({ width: 1440, height: 900 });
    await signIn(admin, 'superadmin@demo.test');
    await acceptCookies(admin);
    await admin.goto(view);
    const desk = admin.getByRole('region', { name: 'DNQ status' });
    await desk.getByRole('button', { name: 'Clear DNQ Status' }).click();
    await admin.getByRole('dialog').getByLabel('Reason').fill('Reopened after the re-inspection');
    await admin.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await desk.getByText('Not set manually').waitFor();
    const entries = desk.getByRole('list', { name: 'DNQ history' }).getByRole('listitem');
    await waitUntil(async () => (await entries.count()) === 2, 'two DNQ history entries');
    expect(await entries.nth(1).textContent()).toMatch(
      /^DNQ cleared by Sam Super on .*: Reopened after the re-inspection$/,
    );
    expect(await admin.getByTestId('report-score').textContent()).not.toBe('DNQ');
    await screenshot(admin, 'compliance-dnq-cleared-1440');

    // The PDF: sign-off and DNQ history, pages rendered for review.
    const download = admin.waitForEvent('download');
    await admin.getByRole('button', { name: 'Download PDF' }).click();
    const pdfFile = `${SHOTS}/compliance-signoff-dnq.pdf`;
    mkdirSync(SHOTS, { recursive: true });
    await (await download).saveAs(pdfFile);
    const text = execFileSync('pdftotext', ['-layout', pdfFile, '-'], { encoding: 'utf8' });
    expect(text).toContain('Sign-off');
    expect(text).toContain('Inspector: Manny Manager');
    expect(text).toContain('Manager: Mia Cole');
    expect(text).toContain('DNQ set by Sam Super');
    expect(text).toContain('DNQ cleared by Sam Super');
    const images = execFileSync('pdfimages', ['-list', pdfFile], { encoding: 'utf8' });
    expect(images.trim().split('\n').length - 2).toBeGreaterThanOrEqual(2);
    execFileSync('pdftoppm', ['-png', '-r', '60', pdfFile, `${SHOTS}/compliance-signoff-dnq-pdf`]);
    await admin.context().close();
    await tablet.context().close();
  });
});
