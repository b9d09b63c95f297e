import { baseUrl, newPage, screenshot, signIn } from './support/browser';

const STAMP = Date.now();
const DETAILS = `Greeted at once; tartar sauce ran out at 12:40. ${STAMP}`;
const EDITED = `Greeted at once; tartar sauce restocked within five minutes. ${STAMP}`;

describe('mystery shopper reports', () => {
  it('lets a Super Admin create, view and edit a report without file storage', async () => {
    const page = await newPage({ width: 1440, height: 900 });
    await signIn(page, 'superadmin@demo.test');
    await page.goto(`${baseUrl()}/app/compliance-v2/mystery-shopper-reports`);
    // Seeded reports, newest visit first.
    await page.getByRole('cell', { name: 'North Coast Cafe', exact: true }).first().waitFor();
    await page.getByText(/\d+–\d+ of \d+$/).waitFor();
    await screenshot(page, 'mystery-shopper-list-1440');

    await page.getByRole('link', { name: 'New Report' }).click();
    await page.waitForURL('**/mystery-shopper-reports/new');
    await page.getByText(/File storage is not available/).waitFor();
    await page.getByRole('button', { name: 'Create Report' }).click();
    for (const message of [
      'Select a territory',
      'Select a franchisee location',
      'Date must be selected',
      'Input report details',
    ]) {
      await page.getByText(message, { exact: true }).waitFor();
    }
    await page.getByRole('combobox', { name: /Territory/ }).click();
    await page.getByRole('option', { name: 'Gulf Shore' }).click();
    await page.getByRole('combobox', { name: /Franchisee location/ }).click();
    await page.getByRole('option', { name: 'Gulf Shore Grill' }).click();
    await page.getByLabel(/^Date/).fill('2026-11-20');
    await page.getByLabel(/Report details/).fill(DETAILS);
    await page.getByRole('listbox').waitFor({ state: 'detached' });
    await screenshot(page, 'mystery-shopper-form-1440');
    await page.getByRole('button', { name: 'Create Report' }).click();
    await page.getByText('Mystery Shopper Report created.').waitFor();
    await page.waitForURL('**/mystery-shopper-reports/*/view');

    // View: the saved values and the empty attachments area.
    await page.getByText(DETAILS).waitFor();
    await page.getByText('20 Nov 2026').waitFor();
    await page.getByText('Gulf Shore Grill', { exact: true }).waitFor();
    await page.getByText('No files attached').waitFor();
    await page.getByText('Sam Super', { exact: true }).first().waitFor();
    await screenshot(page, 'mystery-shopper-view-1440');

    // Edit: the form is filled with the report; save new details.
    await page.getByRole('link', { name: 'Edit', exact: true }).click();
    await page.waitForURL('**/mystery-shopper-reports/*/edit');
    const details = page.getByLabel(/Report details/);
    await details.waitFor();
    await expect.poll(() => details.inputValue()).toBe(DETAILS);
    expect(await page.getByLabel(/^Date/).inputValue()).toBe('2026-11-20');
    await details.fill(EDITED);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Mystery Shopper Report updated.').waitFor();
    await page.waitForURL('**/mystery-shopper-reports/*/view');
    await page.getByText(EDITED).waitFor();

    // Listed, and the row opens the report.
    await page.goto(`${baseUrl()}/app/compliance-v2/mystery-shopper-reports`);
    const row = page.getByRole('row', { name: /20 Nov 2026.*Gulf Shore Grill/ });
    await row.first().waitFor();
    await page.context().close();
  });

  it('shows the report screens on a tablet to a Fulfillment user', async () => {
    const page = await newPage({ width: 768, height: 1024, hasTouch: true });
    await signIn(page, 'fulfillment@demo.test');
    await page.goto(`${baseUrl()}/app/compliance-v2/mystery-shopper-reports`);
    await page.getByRole('cell', { name: 'Gulf Shore Grill', exact: true }).first().waitFor();
    await page.getByText(/\d+–\d+ of \d+$/).waitFor();
    await screenshot(page, 'mystery-shopper-list-768');
    await page.goto(
      `${baseUrl()}/app/compliance-v2/mystery-shopper-reports/mystery-shopper-report-3/view`,
    );
    await page.getByRole('link', { name: 'notes.pdf' }).waitFor();
    await screenshot(page, 'mystery-shopper-view-768');
    await page.goto(`${baseUrl()}/app/compliance-v2/mystery-shopper-reports/new`);
    await page.getByText(/File storage is not available/).waitFor();
    await screenshot(page, 'mystery-shopper-form-768');
    await page.context().close();
  });

  it('refuses a Manager the mystery shopper screens', async () => {
    const page = await newPage({ width: 768, height: 1024, hasTouch: true });
    await signIn(page, 'manager@demo.test');
    await page.goto(`${baseUrl()}/app/compliance-v2/mystery-shopper-reports`);
    await page.getByText('You do not have access to this page').waitFor();
    await page.goto(`${baseUrl()}/app/compliance-v2/mystery-shopper-reports/new`);
    await page.getByText('You do not have access to this page').waitFor();
    await page.context().close();
  });
});
