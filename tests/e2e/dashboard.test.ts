import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { baseUrl, newPage, screenshot, signIn } from './support/browser';

/**
 * The dashboards (issue 14). A territory the demo owner is not part of is added with a location,
 * a published compliance report and a pending order: the Franchisee Owner's /app must leave all
 * three out, the Super Admin's must count and list them. Layout: one column on the 768x1024
 * tablet, a grid at 1440x900 (screenshots of both dashboards at both sizes).
 */
const FOREIGN = {
  territory: 'territory-dashboard-e2e',
  location: 'location-dashboard-e2e',
  report: 'report-dashboard-e2e',
  order: 'order-dashboard-e2e',
};
const OWNER_TERRITORIES = ['territory-north-coast', 'territory-gulf-shore'];

function admin() {
  const app =
    getApps().find((a) => a.name === 'dashboard-e2e') ??
    initializeApp({ projectId: 'demo-franchise-portal' }, 'dashboard-e2e');
  return getFirestore(app);
}

async function addForeignTerritory() {
  const db = admin();
  const now = Timestamp.now();
  await db.doc(`territories/${FOREIGN.territory}`).set({
    name: 'Bay Test Territory',
    userIds: [],
    franchiseeLocationIds: [FOREIGN.location],
    deliveryLocationIds: [],
    createdAt: now,
    updatedAt: now,
  });
  await db.doc(`franchise_locations/${FOREIGN.location}`).set({
    name: 'Bay Test Shack',
    territoryId: FOREIGN.territory,
    territoryName: 'Bay Test Territory',
    type: 'restaurant',
    enabled: true,
    createdAt: now,
    updatedAt: now,
  });
  await db.doc(`compliance_reports/${FOREIGN.report}`).set({
    franchiseeLocationId: FOREIGN.location,
    franchiseeLocationName: 'Bay Test Shack',
    franchiseeLocationType: 'restaurant',
    territoryId: FOREIGN.territory,
    territoryName: 'Bay Test Territory',
    status: 'published',
    serialNo: 9001,
    score: 91.5,
    scoreName: '91.5%',
    result: 'pass',
    questions: [],
    readRecipients: [],
    userId: 'demo-superadmin',
    createdAt: now,
    updatedAt: now,
  });
  await db.doc(`orders/${FOREIGN.order}`).set({
    orderNumber: 9001,
    status: 'pending',
    territoryId: FOREIGN.territory,
    lines: { x: '1' },
    createdAt: now,
    updatedAt: now,
  });
}

async function removeForeignTerritory() {
  const db = admin();
  await Promise.all([
    db.doc(`orders/${FOREIGN.order}`).delete(),
    db.doc(`compliance_reports/${FOREIGN.report}`).delete(),
    db.doc(`franchise_locations/${FOREIGN.location}`).delete(),
    db.doc(`territories/${FOREIGN.territory}`).delete(),
  ]);
}

/** Orders in `status`, counted past the rules, optionally within some territories. */
async function countOrders(status: string, territoryIds?: string[]): Promise<number> {
  let q = admin().collection('orders').where('status', '==', status);
  if (territoryIds) q = q.where('territoryId', 'in', territoryIds);
  return (await q.count().get()).data().count;
}

/** The x position of every card: one value means one column. */
async function cardColumns(page: Page): Promise<number> {
  const xs = await page
    .locator('main section[aria-labelledby]')
    .evaluateAll((cards) => cards.map((c) => Math.round(c.getBoundingClientRect().x)));
  return new Set(xs).size;
}

/** Serious or critical axe findings (WCAG 2.2 AA), as tests/e2e/accessibility.test.ts. */
async function blockingViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join('; ')}`);
}

/** Every card has loaded and none says its read failed (a query the rules refuse would). */
async function noCardFailed(page: Page) {
  await expect.poll(() => page.locator('main section[aria-busy="true"]').count()).toBe(0);
  expect(await page.getByText(/could not be loaded/).count()).toBe(0);
}

/** Signs in and accepts the cookie notice, so screenshots show the whole dashboard. */
async function signInAndAgree(page: Page, email: string) {
  await signIn(page, email);
  await page.getByRole('button', { name: 'I Agree' }).click();
  await page.getByRole('button', { name: 'I Agree' }).waitFor({ state: 'detached' });
}

/** Waits for every score row's sparkline (a lazily loaded chart) to be drawn. */
async function sparklinesDrawn(page: Page) {
  const rows = page.locator('[data-testid^="scores-"]');
  await rows.first().waitFor();
  await expect
    .poll(async () => (await rows.locator('svg').count()) === (await rows.count()))
    .toBe(true);
}

/** Waits until the card titled `name` has finished loading (its data or its empty message). */
async function loaded(page: Page, name: string) {
  await page
    .locator('section[aria-busy="false"]', { has: page.getByRole('heading', { name }) })
    .waitFor();
}

beforeAll(addForeignTerritory);
afterAll(removeForeignTerritory);

describe('home dashboard', () => {
  it("shows a Franchisee Owner only their territories' orders and locations, in one column", async () => {
    const page = await newPage({ width: 768, height: 1024, hasTouch: true });
    await signInAndAgree(page, 'owner@demo.test');
    const pending = await countOrders('pending', OWNER_TERRITORIES);
    const returned = await countOrders('revision', OWNER_TERRITORIES);
    const started = Date.now();
    await page.goto(`${baseUrl()}/app`);
    const orders = page.getByRole('region', { name: 'Your orders' });
    await orders.getByTestId('orders-own-pending').waitFor();
    console.log(`[measure] /app owner tablet: first card figure ${Date.now() - started} ms`);
    expect(await orders.getByTestId('orders-own-pending').innerText()).toMatch(
      new RegExp(`^${pending}\\s`),
    );
    expect(await orders.getByTestId('orders-own-revision').innerText()).toMatch(
      new RegExp(`^${returned}\\s`),
    );
    const scores = page.getByRole('region', { name: 'Compliance scores' });
    await scores.locator('[data-testid^="scores-"]').first().waitFor();
    await sparklinesDrawn(page);
    console.log(`[measure] /app owner tablet: every sparkline ${Date.now() - started} ms`);
    expect(await scores.getByText('Bay Test Shack').count()).toBe(0);
    const ids = await scores
      .locator('[data-testid^="scores-"]')
      .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-testid')));
    expect(ids.length).toBeGreaterThan(0);
    expect(ids).not.toContain(`scores-${FOREIGN.location}`);
    // No reviewer cards for franchise staff.
    expect(await page.getByRole('region', { name: 'Orders waiting for approval' }).count()).toBe(0);
    expect(await cardColumns(page)).toBe(1);
    await page
      .getByRole('region', { name: 'Announcements' })
      .getByRole('listitem')
      .first()
      .waitFor();
    await noCardFailed(page);
    await screenshot(page, 'dashboard-owner-768');
    expect(await blockingViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 1440, height: 900 });
    await expect.poll(() => cardColumns(page)).toBe(2);
    await screenshot(page, 'dashboard-owner-1440');
    await page.context().close();
  });

  it("shows the Super Admin every order waiting for approval and every location's scores", async () => {
    const page = await newPage({ width: 1440, height: 900 });
    await signInAndAgree(page, 'superadmin@demo.test');
    await page.goto(`${baseUrl()}/app`);
    const card = page.getByRole('region', { name: 'Orders waiting for approval' });
    const pending = await countOrders('pending');
    expect(pending).toBeGreaterThan(await countOrders('pending', OWNER_TERRITORIES));
    await card.getByTestId('orders-approval-pending').waitFor();
    expect(await card.getByTestId('orders-approval-pending').innerText()).toMatch(
      new RegExp(`^${pending}\\s`),
    );
    const shack = page.getByTestId(`scores-${FOREIGN.location}`);
    await shack.waitFor();
    expect(await shack.innerText()).toContain('91.5%');
    await sparklinesDrawn(page);
    await loaded(page, 'Approval requests due');
    expect(await cardColumns(page)).toBe(2);
    await noCardFailed(page);
    await screenshot(page, 'dashboard-superadmin-1440');
    await card.getByRole('link', { name: 'Open orders' }).click();
    await page.waitForURL('**/app/orders');
    await page.setViewportSize({ width: 768, height: 1024 });
    await page.goBack();
    await card.getByTestId('orders-approval-pending').waitFor();
    await sparklinesDrawn(page);
    expect(await cardColumns(page)).toBe(1);
    await screenshot(page, 'dashboard-superadmin-768');
    await page.context().close();
  });
});

describe('reports dashboard', () => {
  it('shows the sales and inventory figures with their charts, each linking to its report', async () => {
    const page = await newPage({ width: 1440, height: 900 });
    await signInAndAgree(page, 'superadmin@demo.test');
    const started = Date.now();
    await page.goto(`${baseUrl()}/app/reports/dashboard`);
    const sales = page.getByRole('region', { name: 'Net sales this week' });
    await sales.getByTestId('net-sales-week').waitFor();
    console.log(`[measure] reports dashboard: net sales shown after ${Date.now() - started} ms`);
    expect(await sales.getByTestId('net-sales-week').innerText()).toMatch(/^\$[\d,]+\.\d\d$/);
    await sales.locator('svg .MuiBarElement-root, svg rect').first().waitFor();
    const top = page.getByRole('region', { name: 'Top items, last 30 days' });
    await top.getByText(/^1\. /).waitFor();
    // The added location has never reported sales: the top roles see it late.
    await page.getByTestId(`late-${FOREIGN.location}`).waitFor();
    await loaded(page, 'Open inventory counts');
    await loaded(page, 'COGS %');
    // The seed left one statement unpaid past due: counted and summed on the server, listed.
    const royalty = page.getByRole('region', { name: 'Royalty unpaid past due' });
    await royalty.locator('[data-testid^="overdue-"]').first().waitFor();
    expect(await royalty.getByTestId('royalty-overdue').innerText()).toMatch(
      /^\$[1-9][\d,]*\.\d\d$/,
    );
    await noCardFailed(page);
    await screenshot(page, 'reports-dashboard-superadmin-1440');
    await page.setViewportSize({ width: 768, height: 1024 });
    await expect.poll(() => cardColumns(page)).toBe(1);
    await screenshot(page, 'reports-dashboard-superadmin-768');
    expect(await blockingViolations(page)).toEqual([]);
    await top.getByRole('link', { name: 'Open item sales' }).click();
    await page.waitForURL('**/app/reports/item-sales');
    await page.context().close();
  });

  it("shows a Franchisee Owner only their locations' figures, in one column", async () => {
    const page = await newPage({ width: 768, height: 1024, hasTouch: true });
    await signInAndAgree(page, 'owner@demo.test');
    await page.goto(`${baseUrl()}/app/reports/dashboard`);
    await page.getByText('Your locations').waitFor();
    const late = page.getByRole('region', { name: 'Late sales reports' });
    await late.getByTestId('late-location-north-cafe').waitFor();
    // The seed closed two periods of each location: the latest one's COGS % of its sales.
    const cogs = page.getByRole('region', { name: 'COGS %' });
    await cogs.getByTestId('cogs-location-north-cafe').waitFor();
    expect(await cogs.getByTestId('cogs-location-north-cafe').innerText()).toMatch(/\d+\.\d+ ?%/);
    await noCardFailed(page);
    expect(await late.getByText('Bay Test Shack').count()).toBe(0);
    expect(await cogs.getByText('Bay Test Shack').count()).toBe(0);
    const sales = page.getByRole('region', { name: 'Net sales this week' });
    expect(await sales.getByText('Bay Test Shack').count()).toBe(0);
    expect(await cardColumns(page)).toBe(1);
    await screenshot(page, 'reports-dashboard-owner-768');
    await page.context().close();
  });
});
