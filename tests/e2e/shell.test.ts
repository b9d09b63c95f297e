import type { Page } from 'playwright-core';
import { baseUrl, newPage, screenshot, signIn } from './support/browser';

const PASSWORD = 'Demo1234!';

const FRANCHISE_MENU = [
  'Dashboard',
  'Your Orders',
  'New Order',
  'Drafts',
  'Reports Dashboard',
  'Item Sales Reports',
  'Inventory Reports',
  'Franchise Sales Reports',
  'Compliance Reports',
  'Drafts',
  'Follow-up Actions',
  'Videos',
  'Signature Generator',
];
// Owners and Managers raise approval requests (README "Approvals by role"); Employees do not.
const withApprovals = (menu: string[]) => [
  ...menu.slice(0, -1),
  'Approvals',
  'New Request',
  ...menu.slice(-1),
];
// Holders of View COGS Reports (Owners, Managers) get COGS and P&L under Reports (issue 30).
const withCogs = (menu: string[]) => [
  ...menu.slice(0, 8),
  'COGS Reports',
  'Profit and Loss',
  ...menu.slice(8),
];
const MANAGER_MENU = withApprovals(withCogs(FRANCHISE_MENU));
const OWNER_MENU = withApprovals(
  withCogs([
    ...FRANCHISE_MENU.slice(0, 9),
    'Sample Compliance Reports',
    ...FRANCHISE_MENU.slice(9),
  ]),
);
const CORPORATE_MENU = [
  'Dashboard',
  'Your Orders',
  'New Order',
  'Drafts',
  'Fulfillments',
  'Fulfillment Notes',
  'Reports Dashboard',
  'Item Sales Reports',
  'Inventory Reports',
  'Franchise Sales Reports',
  'COGS Reports',
  'Profit and Loss',
  'Compliance Reports',
  'Drafts',
  'Follow-up Actions',
  'Compliance Questions',
  'Mystery Shopper Reports',
  'Videos',
  'Add Video',
  'Approvals',
  'New Request',
  'Territories',
  'Franchise Locations',
  'Delivery Locations',
  'LLCs',
  'Items',
  'Users',
  'Signature Generator',
  'New Announcement',
  'Announcements',
  'Outbox',
  'Error Reports',
];

async function sidebarLabels(page: Page) {
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  await nav.getByRole('link').first().waitFor();
  return nav.getByRole('link').allInnerTexts();
}

describe('sidebar per role', () => {
  const cases: [string, string, string[]][] = [
    ['Super Admin', 'superadmin@demo.test', CORPORATE_MENU],
    ['Fulfillment', 'fulfillment@demo.test', CORPORATE_MENU],
    ['Franchisee Owner', 'owner@demo.test', OWNER_MENU],
    ['Manager', 'manager@demo.test', MANAGER_MENU],
    ['Employee', 'employee@demo.test', FRANCHISE_MENU],
  ];

  it.each(cases)('shows a %s exactly their menu', async (role, email, expected) => {
    const page = await newPage({ width: 1440, height: 900 });
    await signIn(page, email, PASSWORD);
    expect((await sidebarLabels(page)).map((l) => l.trim())).toEqual(expected);
    await page.getByText(`(${role})`).waitFor();
    await screenshot(page, `dashboard-${role.replace(/\s/g, '-').toLowerCase()}-1440`);
    await page.context().close();
  });
});

describe('route guard', () => {
  it('sends a signed-out visit to /app/orders to /login', async () => {
    const page = await newPage({ width: 1440, height: 900 });
    await page.goto(`${baseUrl()}/app/orders`);
    await page.waitForURL('**/login');
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    expect(await page.title()).toContain('Sign in');
    await screenshot(page, 'login-1440');
    await page.context().close();
  });

  it('returns to the page asked for after signing in', async () => {
    const page = await newPage({ width: 1440, height: 900 });
    await page.goto(`${baseUrl()}/app/orders`);
    await page.waitForURL('**/login');
    await page.getByLabel('Email').fill('manager@demo.test');
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL('**/app/orders');
    await page.getByRole('heading', { name: 'Your Orders' }).waitFor();
    await page.context().close();
  });

  it('shows a clear message for a wrong password', async () => {
    const page = await newPage({ width: 768, height: 1024 });
    await page.goto(`${baseUrl()}/login`);
    await page.getByLabel('Email').fill('manager@demo.test');
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByText('Incorrect email or password').waitFor();
    await screenshot(page, 'login-error-768');
    await page.context().close();
  });

  it('keeps a Manager out of an admin tool and sends unknown app paths to /404', async () => {
    const page = await newPage({ width: 1440, height: 900 });
    await signIn(page, 'manager@demo.test', PASSWORD);
    await page.goto(`${baseUrl()}/app/tools/users`);
    await page.getByText('You do not have access to this page').waitFor();
    await page.goto(`${baseUrl()}/app/no-such-screen`);
    await page.waitForURL('**/404');
    await page.context().close();
  });
});

describe('tablet', () => {
  it('collapses the sidebar into a drawer at 768x1024', async () => {
    const page = await newPage({ width: 768, height: 1024 });
    await signIn(page, 'owner@demo.test', PASSWORD);
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    expect(await nav.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await nav.getByRole('link', { name: 'Sample Compliance Reports' }).waitFor();
    // Wait for the slide-in to finish so the screenshot shows the whole drawer.
    await page.waitForFunction(
      () =>
        document.querySelector('nav[aria-label="Main menu"]')?.getBoundingClientRect().left === 0,
    );
    await screenshot(page, 'drawer-open-768');
    await nav.getByRole('link', { name: 'Your Orders' }).click();
    await page.waitForURL('**/app/orders');
    await nav.waitFor({ state: 'hidden' });
    await screenshot(page, 'orders-coming-soon-768');
    await page.context().close();
  });
});
