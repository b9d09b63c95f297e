import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import type { Page } from 'playwright-core';
import { baseUrl, newPage, screenshot, signIn } from './support/browser';
import { peek } from './support/server';

/**
 * Inspection scheduling (issue 16): the Super Admin shortens a franchise location's inspection
 * frequency in tools from 365 to 30 days, and the location, inspected 200 days ago, is "Past due" on the
 * compliance select-location page and on the /app dashboard. The location lives in its own
 * territory, created here and removed after, so no other test sees it change.
 */
const STAMP = Date.now();
const OWN = {
  territory: `territory-schedule-e2e-${STAMP}`,
  location: `location-schedule-e2e-${STAMP}`,
  report: `report-schedule-e2e-${STAMP}`,
  // "0" sorts it before the seeded names where the lists sort by name.
  name: `0 Schedule Test Kitchen ${STAMP}`,
};
const DAY_MS = 86_400_000;

function admin() {
  const app =
    getApps().find((a) => a.name === 'schedule-e2e') ??
    initializeApp({ projectId: 'demo-franchise-portal' }, 'schedule-e2e');
  return getFirestore(app);
}

async function addOwnLocation() {
  const db = admin();
  const now = Timestamp.now();
  await db.doc(`territories/${OWN.territory}`).set({
    name: 'Schedule Test Territory',
    userIds: [],
    franchiseeLocationIds: [OWN.location],
    deliveryLocationIds: [],
    createdAt: now,
    updatedAt: now,
  });
  // Inspected every 365 days: the inspection 200 days ago keeps it on schedule.
  await db.doc(`franchise_locations/${OWN.location}`).set({
    name: OWN.name,
    territoryId: OWN.territory,
    territoryName: 'Schedule Test Territory',
    type: 'restaurant',
    enabled: true,
    inspectionFrequencyDays: 365,
    createdAt: now,
    updatedAt: now,
  });
  const inspected = Timestamp.fromMillis(Date.now() - 200 * DAY_MS);
  await db.doc(`compliance_reports/${OWN.report}`).set({
    franchiseeLocationId: OWN.location,
    franchiseeLocationName: OWN.name,
    franchiseeLocationType: 'restaurant',
    territoryId: OWN.territory,
    territoryName: 'Schedule Test Territory',
    status: 'published',
    serialNo: 9101,
    score: 95,
    scoreName: '95%',
    result: 'pass',
    questions: [],
    readRecipients: [],
    userId: 'demo-superadmin',
    createdAt: inspected,
    updatedAt: inspected,
  });
}

async function removeOwnLocation() {
  const db = admin();
  await Promise.all([
    db.doc(`compliance_reports/${OWN.report}`).delete(),
    db.doc(`franchise_locations/${OWN.location}`).delete(),
    db.doc(`territories/${OWN.territory}`).delete(),
  ]);
}

/** The select-location page's option of the test location, once the statuses are read. */
async function ownOption(page: Page) {
  await page.goto(`${baseUrl()}/app/compliance-v2/reports/new/select-franchisee-location`);
  await page.getByRole('combobox', { name: 'Franchisee Location' }).click();
  const option = page.getByRole('option', { name: new RegExp(`^${OWN.name}`) });
  await option.waitFor();
  return option;
}

beforeAll(addOwnLocation);
afterAll(removeOwnLocation);

describe('inspection schedule', () => {
  it('flags a location past due once the Super Admin shortens its inspection frequency', async () => {
    const page = await newPage({ width: 768, height: 1024, hasTouch: true });
    await signIn(page, 'superadmin@demo.test');
    const card = page.getByRole('region', { name: 'Inspections past due' });

    // On schedule while inspected every 365 days: the loaded card does not list it.
    await page.goto(`${baseUrl()}/app`);
    await page
      .locator('section[aria-busy="false"]', {
        has: page.getByRole('heading', { name: 'Inspections past due' }),
      })
      .waitFor();
    expect(await card.getByText(OWN.name).count()).toBe(0);

    await page.goto(`${baseUrl()}/app/tools/franchise-locations/${OWN.location}`);
    await page.getByRole('heading', { name: OWN.name }).waitFor();
    await page.getByRole('link', { name: 'Edit' }).click();
    const frequency = page
      .getByRole('form')
      .getByLabel('Inspection frequency (days)', { exact: true });
    await frequency.fill('30');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Franchise Location updated', { exact: true }).waitFor();
    expect((await peek(`franchise_locations/${OWN.location}`))?.inspectionFrequencyDays).toBe(30);

    const option = await ownOption(page);
    await option.getByText('Past due').waitFor();
    await screenshot(page, 'compliance-select-location-past-due-chip-768');
    await option.click();
    await page.getByTestId('past-due-note').waitFor();
    await screenshot(page, 'compliance-select-location-past-due-own-768');

    await page.goto(`${baseUrl()}/app`);
    await card.getByText(OWN.name).waitFor();
    expect(await card.getByText(/Last inspected 200 days ago · every 30 days/).count()).toBe(1);
    await screenshot(page, 'dashboard-past-due-own-768');
    await page.context().close();
  });
});
