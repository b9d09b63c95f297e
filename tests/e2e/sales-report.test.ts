import type { Page } from 'playwright-core';
import { baseUrl, newPage, screenshot, signIn } from './support/browser';

/**
 * The franchise sales report without false drops (issue 30) from rollups (issue 29). The seed
 * reports every day up to 3 days ago and leaves one month (about 120 days ago) unreported at North
 * Coast Truck 1. "Last 7 days" therefore has 2 of its 6 past days unreported: the report says so
 * beside the figure and compares net sales per reported day, where the totals read about -43 %;
 * the unreported month is a gap in the truck's line, not $0.
 */
async function choose(page: Page, label: string, name: string | RegExp) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name }).click();
  await page.getByRole('listbox').waitFor({ state: 'detached' });
}

/** "+3.4 %" / "-12.0 %" as a number. */
const percent = (text: string) => Number(text.replace(/[ %+]/g, ''));

describe('franchise sales report', () => {
  it('shows a Franchisee Owner on a tablet no false drop and the unreported month as a gap', async () => {
    const page = await newPage({ width: 768, height: 1024, hasTouch: true });
    await signIn(page, 'owner@demo.test');
    await page.goto(`${baseUrl()}/app/reports/franchise-sales`);

    // Two territories: one row each and their total, from the territory rollups.
    const summary = page.getByRole('table', { name: 'Net sales' });
    await summary.getByRole('row', { name: /^All territories/ }).waitFor();
    await summary.getByRole('row', { name: /^North Coast/ }).waitFor();
    await summary.getByRole('row', { name: /^Gulf Shore/ }).waitFor();
    // A drawn line: territories other tests create have no sales, and their lines stay empty.
    await page
      .getByTestId('sales-summary')
      .locator('.MuiLineChart-line:not([d=""])')
      .first()
      .waitFor();
    // Readable months, the last one whole.
    await page
      .getByTestId('sales-summary')
      .getByText(/^[A-Z][a-z]{2} \d{4}$/)
      .first()
      .waitFor();
    await screenshot(page, 'franchise-sales-territories-768');

    await choose(page, 'Period', 'Last 7 days');
    await choose(page, 'Location', 'North Coast Truck 1');
    const row = summary.getByRole('row', { name: /^North Coast Truck 1/ });
    await row.getByText('2 of 6 days not reported').waitFor();
    // The column by its header: a tablet may leave out the columns it can spare.
    const headers = await summary.getByRole('columnheader').allInnerTexts();
    const previous = await row
      .getByRole('cell')
      .nth(headers.findIndex((h) => h.trim() === 'vs previous'))
      .innerText();
    // Sales per reported day vary by a few % with the weekdays in it, never the -41 to -48 % the
    // two missing days made.
    expect(percent(previous)).toBeGreaterThan(-25);
    // July's gap: the line is drawn in more than one piece (a move for each segment).
    const line = page.getByTestId('sales-summary').locator('.MuiLineChart-line').first();
    const path = (await line.getAttribute('d')) ?? '';
    expect(path.match(/M/g)?.length ?? 0).toBeGreaterThan(1);
    await screenshot(page, 'franchise-sales-last7-location-768');
    await page.context().close();
  });

  it('shows a Super Admin the chain by territory and a territory by location', async () => {
    const page = await newPage({ width: 1440, height: 900 });
    await signIn(page, 'superadmin@demo.test');
    await page.goto(`${baseUrl()}/app/reports/franchise-sales`);
    const summary = page.getByRole('table', { name: 'Net sales' });
    await summary.getByRole('row', { name: /^All territories/ }).waitFor();
    // A drawn line: territories other tests create have no sales, and their lines stay empty.
    await page
      .getByTestId('sales-summary')
      .locator('.MuiLineChart-line:not([d=""])')
      .first()
      .waitFor();
    await screenshot(page, 'franchise-sales-territories-1440');

    await choose(page, 'Territory', 'North Coast');
    await page
      .getByTestId('cohort-restaurant')
      .getByRole('row', { name: /North Coast Cafe/ })
      .waitFor();
    expect(await summary.getByRole('row', { name: /^Gulf Shore/ }).count()).toBe(0);
    await screenshot(page, 'franchise-sales-territory-1440');
    await page.context().close();
  });
});
