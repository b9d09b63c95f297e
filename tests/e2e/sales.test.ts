import type { Page } from 'playwright-core';
import { baseUrl, newPage, screenshot, signIn, waitForTransitions } from './support/browser';
import { runJob } from '../../scripts/run-job.mjs';
import { franchisorDay } from '../../src/features/reports/model/benchmarks';
import { formatCents } from '../../src/features/reports/model/salesMath';
import { previousMonth } from '../../src/features/reports/model/statements';
import { peek, peekWhere, remove } from './support/server';

/**
 * Franchise sales and item sales (issue 13): a Franchisee Owner imports a POS CSV for Gulf Shore
 * Grill (one bad row refuses the whole file) and replaces one day in the entry form, both through
 * the server's callables (issue 26); the Super Admin sets its royalty % from this month on; the
 * month that ended gets its statement from the royalty job, the owner disputes it, the Super
 * Admin adjusts it with a reason, the owner confirms it and a payment is recorded; the seeded
 * unpaid statement past its due date is flagged; a North Coast Manager sees none of Gulf Shore.
 * The seed leaves the last two days unreported, so the imported days are new. The two long
 * flows get 150 s: on a loaded 2-core machine each step can take seconds.
 */
const LOCATION = 'Gulf Shore Grill (Restaurant)';
const LOCATION_ID = 'location-gulf-grill';
const pad = (n: number) => String(n).padStart(2, '0');
const daysAgo = (n: number) => {
  const d = new Date();
  d.setDate(d.getDate() - n);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};
const YESTERDAY = daysAgo(1);
const BEFORE = daysAgo(2);
/** Today and its month in the franchisor's time zone, as the royalty job counts them. */
const TODAY = franchisorDay(new Date());
const THIS_MONTH = TODAY.slice(0, 7);
const LAST_MONTH = previousMonth(TODAY);
const HEADER = 'Business Date,Gross Sales,Discounts,Refunds,Transaction Count';
const BAD_CSV = `${HEADER}\n${BEFORE},"2,400.00",40.00,10.00,120\n${YESTERDAY},abc,0,0,90\n`;
// Net of yesterday: 1,875.50 - 25.50 - 0 = 1,850.00.
const GOOD_CSV = `${HEADER}\n${BEFORE},"2,400.00",40.00,10.00,120\n${YESTERDAY},"1,875.50",25.50,0,90\n`;

/** Echoes the page's console errors (a refused write says why) into the test output. */
function echoErrors(page: Page) {
  page.on('console', (message) => {
    if (message.type() === 'error') console.error(`[browser console] ${message.text()}`);
  });
}

/** Picks `name` in the select labelled `label` (its accessible name also holds its value). */
async function choose(page: Page, label: string | RegExp, name: string | RegExp) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name }).click();
  await page.getByRole('listbox').waitFor({ state: 'detached' });
}

const chooseLocation = (page: Page, name: string | RegExp) => choose(page, 'Location', name);

async function chooseFile(page: Page, name: string, csv: string) {
  await page
    .getByLabel('CSV file')
    .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(csv) });
}

const cents = (text: string) => Math.round(Number(text.replace(/[$,]/g, '')) * 100);

describe('franchise sales and royalty statements', () => {
  it('lets a Franchisee Owner import a POS CSV only once every row is valid', async () => {
    const page = await newPage({ width: 768, height: 1024, hasTouch: true });
    echoErrors(page);
    await signIn(page, 'owner@demo.test');
    await page.goto(`${baseUrl()}/app/reports/franchise-sales`);
    await page.getByRole('tab', { name: 'Import CSV' }).click();
    await chooseLocation(page, LOCATION);

    await chooseFile(page, 'pos-bad.csv', BAD_CSV);
    await page.getByText('Preview: 2 rows, 1 with errors').waitFor();
    await page.getByText('Gross sales "abc" is not an amount').waitFor();
    await screenshot(page, 'franchise-sales-import-errors-768');
    // Import stays disabled while a row is invalid, and says why.
    expect(await page.getByRole('button', { name: 'Import 2 days' }).isDisabled()).toBe(true);
    await page
      .getByText('1 of 2 rows have errors: fix them in the file and choose it again.')
      .waitFor();
    expect(await peek(`sales_entries/${LOCATION_ID}_${BEFORE}`)).toBeUndefined();
    expect(await peek(`sales_entries/${LOCATION_ID}_${YESTERDAY}`)).toBeUndefined();

    await chooseFile(page, 'pos-fixed.csv', GOOD_CSV);
    await page.getByText('Preview: 2 rows, 0 with errors').waitFor();
    await page.getByRole('button', { name: 'Import 2 days' }).click();
    await page.getByText('Imported 2 days for Gulf Shore Grill.').waitFor();
    expect((await peek(`sales_entries/${LOCATION_ID}_${YESTERDAY}`))?.source).toBe('csv');

    // The same file again is refused as already reported, unless "Replace them" is chosen.
    await chooseFile(page, 'pos-fixed.csv', GOOD_CSV);
    await page.getByRole('button', { name: 'Import 2 days' }).click();
    await page.getByText(/Nothing was imported: .* are already reported/).waitFor();

    // One day typed in, saved by the server (saveSalesEntry): a reported day is refused without
    // Replace and the figures typed stay; with Replace it is saved. The same figures as the file,
    // so the report below is unchanged.
    await page.getByRole('tab', { name: 'Enter sales' }).click();
    await chooseLocation(page, LOCATION);
    await page.getByLabel('Date', { exact: true }).fill(YESTERDAY);
    await page.getByLabel('Gross sales ($)').fill('1,875.50');
    await page.getByLabel('Discounts ($)').fill('25.50');
    await page.getByLabel('Transactions').fill('90');
    await page.getByRole('button', { name: 'Save sales' }).click();
    await page
      .getByText(
        `${YESTERDAY} is already reported for Gulf Shore Grill. Tick "Replace" to overwrite it.`,
      )
      .waitFor();
    expect(await page.getByLabel('Gross sales ($)').inputValue()).toBe('1,875.50');
    await screenshot(page, 'franchise-sales-entry-refused-768');
    await page.getByLabel('Replace the day if it is already reported').check();
    await page.getByRole('button', { name: 'Save sales' }).click();
    await page.getByText(`Sales of ${YESTERDAY} saved.`).waitFor();
    expect(await peek(`sales_entries/${LOCATION_ID}_${YESTERDAY}`)).toMatchObject({
      source: 'form',
      userId: 'demo-owner',
      netCents: 185_000,
    });

    // The report: yesterday's net and average check, and the chart.
    await page.getByRole('tab', { name: 'Report' }).click();
    await page.getByRole('combobox', { name: 'Period' }).click();
    await page.getByRole('option', { name: 'Yesterday' }).click();
    // A territory's locations are listed when it is chosen (the owner has two).
    await choose(page, 'Territory', 'Gulf Shore');
    const restaurants = page.getByTestId('cohort-restaurant');
    const row = restaurants.getByRole('row', { name: /Gulf Shore Grill/ });
    await row.getByRole('cell', { name: '$1,850.00' }).waitFor();
    await row.getByRole('cell', { name: '$20.56' }).waitFor();
    await page.getByTestId('sales-summary').locator('.MuiLineChart-line').first().waitFor();
    // Yesterday's benchmark was computed at seed time, when no restaurant had reported that day.
    await restaurants
      .getByText('No system median for this period: too few locations reported')
      .waitFor();
    await screenshot(page, 'franchise-sales-report-768');
    await page.context().close();
  });

  it('sets rates from a month on: a top role only, a bad % refused', async () => {
    const admin = await newPage({ width: 1440, height: 900 });
    await signIn(admin, 'superadmin@demo.test');
    await admin.goto(`${baseUrl()}/app/reports/franchise-sales`);
    await admin.getByTestId('sales-summary').locator('.MuiLineChart-line').first().waitFor();
    await screenshot(admin, 'franchise-sales-report-1440');
    // "Recompute now" asks the server (recomputeBenchmarks callable) for today's benchmarks.
    await admin.getByRole('button', { name: 'Recompute now' }).click();
    await admin.getByText(/Benchmarks recomputed for \d+ periods/).waitFor();
    await admin.getByRole('tab', { name: 'Royalty rates' }).click();
    const royalty = admin.getByLabel('Royalty % for Gulf Shore Grill');
    await royalty.fill('7.255');
    await admin.getByText('Enter a % from 0 to 100 with at most 2 decimals').waitFor();
    await royalty.fill('7.25');
    await admin.getByRole('button', { name: 'Save rates for Gulf Shore Grill' }).click();
    await admin.getByText(/^Rates saved for Gulf Shore Grill from /).waitFor();
    await screenshot(admin, 'franchise-sales-rates-1440');
    const stored = await peek(`royalty_settings/${LOCATION_ID}`);
    expect(stored?.versions).toContainEqual({
      from: THIS_MONTH,
      royaltyBps: 725,
      adFundBps: 200,
    });
    await admin.context().close();
  });

  it('issues an ended month, and the owner disputes, the Super Admin adjusts, the owner confirms, a payment is recorded', async () => {
    // The month ends: the job issues its statement (the seeded one is taken away first).
    const statementPath = `royalty_statements/${LOCATION_ID}_${LAST_MONTH}`;
    await remove(statementPath);
    await runJob('royalty', TODAY);
    const entries = await peekWhere('sales_entries', 'locationId', LOCATION_ID);
    const month = entries.filter((e) => e.data.month === LAST_MONTH);
    const reportedNet = month.reduce((sum, e) => sum + Number(e.data.netCents), 0);
    expect(month.length).toBeGreaterThan(0);

    const owner = await newPage({ width: 768, height: 1024, hasTouch: true });
    echoErrors(owner);
    await signIn(owner, 'owner@demo.test');
    await owner.goto(`${baseUrl()}/app/reports/franchise-sales`);
    await owner.getByRole('tab', { name: 'Royalty statements' }).click();
    await chooseLocation(owner, LOCATION);
    const row = owner.locator(`tr[data-month="${LAST_MONTH}"]`);
    // The statement shows the month's reported net sales (6 % + 2 % of them due).
    await row.getByRole('cell', { name: formatCents(reportedNet) }).waitFor();
    await row.getByText('Awaiting answer').waitFor();
    await screenshot(owner, 'franchise-sales-statements-768');
    await row.getByRole('button', { name: 'Dispute' }).click();
    await owner.getByRole('button', { name: 'Send dispute' }).click();
    await owner.getByText('What is wrong is required').waitFor();
    await owner
      .getByLabel('What is wrong?')
      .fill('A catering deposit of $100.00 is counted as a sale.');
    await owner.getByRole('button', { name: 'Send dispute' }).click();
    await row.getByText('Disputed').waitFor();
    await row.getByText('A catering deposit of $100.00 is counted as a sale.').waitFor();
    expect(await row.getByRole('button', { name: 'Confirm' }).count()).toBe(0);

    const admin = await newPage({ width: 1440, height: 900 });
    echoErrors(admin);
    await signIn(admin, 'superadmin@demo.test');
    await admin.goto(`${baseUrl()}/app/reports/franchise-sales`);
    await admin.getByRole('tab', { name: 'Royalty statements' }).click();
    await chooseLocation(admin, LOCATION);
    const adminRow = admin.locator(`tr[data-month="${LAST_MONTH}"]`);
    await adminRow.getByRole('button', { name: 'Answer dispute' }).click();
    await choose(admin, 'Answer', 'Adjust net sales and re-issue it');
    await admin.getByLabel('Adjustment to net sales ($)').fill('-100');
    await admin.getByLabel('Reason').fill('Deposit confirmed by the POS export');
    await screenshot(admin, 'franchise-sales-answer-dispute-1440');
    await admin.getByRole('button', { name: 'Send answer' }).click();
    await admin.getByText('Statement adjusted and re-issued').waitFor();
    const adjustedNet = reportedNet - 10_000;
    await adminRow.getByRole('cell', { name: formatCents(adjustedNet) }).waitFor();
    await adminRow.getByText('Adjusted: Deposit confirmed by the POS export').waitFor();

    await owner.reload();
    await owner.getByRole('tab', { name: 'Royalty statements' }).click();
    await chooseLocation(owner, LOCATION);
    await row.getByText('Adjusted: Deposit confirmed by the POS export').waitFor();
    await row.getByRole('button', { name: 'Confirm' }).click();
    await owner.getByText(/A confirmed statement is final/).waitFor();
    await owner.getByRole('button', { name: 'Confirm statement' }).click();
    await row.getByText('Confirmed', { exact: true }).waitFor();
    const confirmed = await peek(statementPath);
    const due = Math.round((adjustedNet * 600) / 10_000) + Math.round((adjustedNet * 200) / 10_000);
    expect(confirmed).toMatchObject({ status: 'confirmed', netCents: adjustedNet, dueCents: due });
    await row.getByText(String(confirmed?.invoiceNumber), { exact: false }).waitFor();
    await owner.context().close();

    await admin.reload();
    await admin.getByRole('tab', { name: 'Royalty statements' }).click();
    await chooseLocation(admin, LOCATION);
    await adminRow.getByRole('button', { name: 'Record payment' }).click();
    await admin.getByLabel('Reference (check or transfer number)').fill('ACH 4411');
    await admin.getByRole('button', { name: 'Record payment' }).last().click();
    await admin.getByText('Payment recorded').waitFor();
    await adminRow.getByText('Paid', { exact: true }).waitFor();
    expect((await peek(statementPath))?.paidCents).toBe(due);
    await adminRow.getByRole('button', { name: 'Details' }).click();
    const history = admin.getByRole('list', { name: 'Statement history' });
    for (const step of [
      'Issued',
      'Disputed',
      'Dispute answered: adjusted',
      'Confirmed',
      'Payment recorded',
    ]) {
      await history.getByText(new RegExp(`^${step}`)).waitFor();
    }
    await waitForTransitions(admin.locator('.MuiDialog-root'));
    await screenshot(admin, 'franchise-sales-statement-details-1440');
    await admin.context().close();
  });

  it('flags confirmed statements unpaid past their due date, on the list and the dashboard', async () => {
    const page = await newPage({ width: 768, height: 1024, hasTouch: true });
    await signIn(page, 'superadmin@demo.test');
    await page.goto(`${baseUrl()}/app/reports/dashboard`);
    const overdue = page.locator('[data-testid^="overdue-"]').first();
    await overdue.waitFor();
    const id = (await overdue.getAttribute('data-testid'))?.replace('overdue-', '') ?? '';
    const stored = await peek(`royalty_statements/${id}`);
    expect(stored).toMatchObject({ status: 'confirmed', paidCents: 0 });
    expect(String(stored?.dueDate) < TODAY).toBe(true);
    await screenshot(page, 'reports-dashboard-unpaid-royalty-768');
    await page.goto(`${baseUrl()}/app/reports/franchise-sales`);
    await page.getByRole('tab', { name: 'Royalty statements' }).click();
    await chooseLocation(page, new RegExp(`^${String(stored?.locationName)}`));
    await page
      .locator(`tr[data-month="${String(stored?.month)}"]`)
      .getByText('Unpaid past due')
      .waitFor();
    await page.context().close();
  });

  it('shows a Manager of North Coast none of Gulf Shore', async () => {
    const page = await newPage({ width: 768, height: 1024, hasTouch: true });
    await signIn(page, 'manager@demo.test');
    await page.goto(`${baseUrl()}/app/reports/franchise-sales`);
    await page
      .getByTestId('cohort-truck')
      .getByRole('row', { name: /North Coast Truck 1/ })
      .waitFor();
    expect(await page.getByText('Gulf Shore').count()).toBe(0);
    await page.getByRole('tab', { name: 'Royalty statements' }).click();
    await page.getByRole('combobox', { name: 'Location' }).click();
    const options = await page.getByRole('option').allInnerTexts();
    expect(options.length).toBeGreaterThan(0);
    expect(options.every((o) => o.startsWith('North Coast'))).toBe(true);
    await page.keyboard.press('Escape');
    // The rates tab is for the top roles only.
    expect(await page.getByRole('tab', { name: 'Royalty rates' }).count()).toBe(0);
    await page.context().close();
  });
});

describe('item sales', () => {
  it('shows a Franchisee Owner on a tablet the items of their territories with charts', async () => {
    const page = await newPage({ width: 768, height: 1024, hasTouch: true });
    await signIn(page, 'owner@demo.test');
    const started = Date.now();
    await page.goto(`${baseUrl()}/app/reports/item-sales`);
    await page.getByTestId('top-items-chart').locator('svg').first().waitFor();
    console.log(`[measure] item sales: first chart on the tablet after ${Date.now() - started} ms`);
    const table = page.getByRole('table', { name: 'Item sales' });
    await table.getByRole('row', { name: /Beef Patties 4oz/ }).waitFor();
    // Items without sales are listed too (discontinued items are never ordered).
    await table.getByRole('row', { name: /Veggie Burgers.* 0 / }).waitFor();
    await page.getByTestId('item-trend-chart').locator('.MuiLineChart-line').first().waitFor();
    await screenshot(page, 'item-sales-768');
    await page.context().close();
  });

  it('lets the Super Admin compare territories', async () => {
    const page = await newPage({ width: 1440, height: 900 });
    await signIn(page, 'superadmin@demo.test');
    await page.goto(`${baseUrl()}/app/reports/item-sales`);
    const territories = page.getByRole('table', { name: 'Revenue per territory' });
    await territories.getByRole('row', { name: /North Coast/ }).waitFor();
    await territories.getByRole('row', { name: /Gulf Shore/ }).waitFor();
    await page.getByTestId('top-items-chart').locator('svg').first().waitFor();
    await screenshot(page, 'item-sales-1440');

    // Trucks only: North Coast's last 90 days hold seeded deliveries to its commissary (truck)
    // and to its cafe (restaurant); the last 30 days only to the cafe.
    const northCoast = territories
      .getByRole('row', { name: /North Coast/ })
      .getByRole('cell')
      .nth(1);
    const last30 = cents(await northCoast.innerText());
    await choose(page, 'Period', 'Last 90 days');
    await expect.poll(async () => cents(await northCoast.innerText())).toBeGreaterThan(last30);
    const allTypes = cents(await northCoast.innerText());
    await choose(page, 'Location type', 'Truck');
    await expect.poll(async () => cents(await northCoast.innerText())).toBeLessThan(allTypes);
    expect(cents(await northCoast.innerText())).toBeGreaterThan(0);
    await page.getByRole('combobox', { name: /^Location(?! type)/ }).click();
    await page.getByRole('option', { name: 'North Coast Commissary' }).waitFor();
    expect(await page.getByRole('option', { name: 'North Coast Cafe Back Door' }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await page.context().close();
  });

  it('measures the time to first chart of franchise sales on the tablet', async () => {
    const page = await newPage({ width: 768, height: 1024, hasTouch: true });
    await signIn(page, 'owner@demo.test');
    const started = Date.now();
    await page.goto(`${baseUrl()}/app/reports/franchise-sales`);
    await page.getByTestId('sales-summary').locator('.MuiLineChart-line').first().waitFor();
    console.log(
      `[measure] franchise sales: first chart on the tablet after ${Date.now() - started} ms`,
    );
    // The default period (Last month) has the server's benchmark: a territory's locations are
    // listed with their cohort's System median row.
    await choose(page, 'Territory', 'North Coast');
    const restaurants = page.getByTestId('cohort-restaurant');
    await restaurants.getByRole('row', { name: /System median/ }).waitFor();
    expect(await page.getByRole('button', { name: 'Recompute now' }).count()).toBe(0);
    await screenshot(page, 'franchise-sales-system-median-768');
    await page.context().close();
  });
});
