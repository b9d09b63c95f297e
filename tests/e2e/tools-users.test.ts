import type { Page } from 'playwright-core';
import {
  baseUrl,
  newPage,
  screenshot,
  signIn,
  submitSignIn,
  waitForCount,
} from './support/browser';

async function chooseOption(page: Page, field: string, option: string) {
  await page.getByRole('combobox', { name: field }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Accepts the cookie banner, which otherwise covers the bottom of long pages (the Save button). */
async function acceptCookies(page: Page) {
  await page.getByRole('button', { name: 'I Agree' }).click();
  await page.getByRole('button', { name: 'I Agree' }).waitFor({ state: 'detached' });
}

async function fillNewUser(page: Page, email: string, last: string) {
  await page.getByLabel('First name').fill('E2E');
  await page.getByLabel('Last name').fill(last);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('secret123');
  await page.getByLabel('Mobile').fill('5125550177');
  await chooseOption(page, 'Role', 'Employee');
  await chooseOption(page, 'Franchisee location', 'North Coast Truck 1');
  await page.getByRole('combobox', { name: 'Territories' }).click();
  await page.getByRole('option', { name: 'North Coast' }).click();
  await page.keyboard.press('Escape');
}

describe('users admin tool', () => {
  it('shows a Manager the access-denied page', async () => {
    const page = await newPage({ width: 768, height: 1024, hasTouch: true });
    await signIn(page, 'manager@demo.test');
    await page.goto(`${baseUrl()}/app/tools/users`);
    await page.getByText('You do not have access to this page').waitFor();
    await screenshot(page, 'users-denied-manager-768');
    await page.context().close();
  });

  it('creates, finds, edits, re-permissions, disables and deletes a user as the Super Admin', async () => {
    const stamp = Date.now();
    const email = `e2e-user-${stamp}@demo.test`;
    const last = `Person${stamp}`;
    const page = await newPage({ width: 1440, height: 900 });
    await signIn(page, 'superadmin@demo.test');
    await acceptCookies(page);

    await page.goto(`${baseUrl()}/app/tools/users`);
    await page.getByRole('heading', { name: 'Users' }).waitFor();
    await page.getByRole('cell', { name: 'superadmin@demo.test' }).waitFor();
    await page.getByText(/^1–\d+ of \d+$/).waitFor();
    await page.getByRole('cell', { name: 'North Coast, Gulf Shore' }).waitFor();
    await screenshot(page, 'users-list-1440');

    // Validation on an empty form.
    await page.getByRole('link', { name: 'New User' }).click();
    await page.waitForURL('**/app/tools/new-user');
    await page.getByRole('button', { name: 'Create User' }).click();
    await page.getByText('First name is required').waitFor();
    await page.getByText('Last name is required').waitFor();
    await page.getByText('Email is required').waitFor();
    await page.getByText('Role is required').waitFor();
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Password').fill('123');
    await page.getByRole('button', { name: 'Create User' }).click();
    await page.getByText('Must be a valid email').waitFor();
    await page.getByText('Must be at least 6 characters').waitFor();
    await screenshot(page, 'users-new-errors-1440');

    // Create: the admin stays signed in and lands on the new user's page.
    await fillNewUser(page, email, last);
    await screenshot(page, 'users-new-filled-1440');
    await page.getByRole('button', { name: 'Create User' }).click();
    await page.getByText('User created').waitFor();
    await page.waitForURL(/\/app\/tools\/users\/[^/]+$/);
    const userId = new URL(page.url()).pathname.split('/').pop() ?? '';
    await page.getByRole('heading', { name: `E2E ${last}` }).waitFor();
    await page.getByText('North Coast', { exact: true }).waitFor();
    await page.getByRole('link', { name: 'Permissions' }).waitFor();
    await screenshot(page, 'users-detail-1440');

    // The same e-mail again: a clear message, the form keeps what was typed.
    await page.goto(`${baseUrl()}/app/tools/new-user`);
    await fillNewUser(page, email, last);
    await page.getByRole('button', { name: 'Create User' }).click();
    await page.getByText('An account with this email already exists').waitFor();
    expect(await page.getByLabel('Email').inputValue()).toBe(email);
    expect(await page.getByLabel('Last name').inputValue()).toBe(last);

    // Still the admin: the list finds the new user by e-mail.
    await page.goto(`${baseUrl()}/app/tools/users`);
    await page.getByRole('button', { name: 'Filter Email' }).click();
    await page.getByLabel('Email contains').fill(email);
    await page.keyboard.press('Escape');
    await page.getByRole('cell', { name: email }).waitFor();
    await page.getByRole('cell', { name: 'superadmin@demo.test' }).waitFor({ state: 'detached' });
    await screenshot(page, 'users-list-filtered-1440');
    await page.getByRole('cell', { name: email }).click();
    await page.waitForURL(`**/app/tools/users/${userId}`);

    // Edit the name.
    await page.getByRole('link', { name: 'Edit' }).click();
    await page.waitForURL(`**/app/tools/users/${userId}/edit`);
    await page.getByLabel('Last name').fill(`Renamed${stamp}`);
    await screenshot(page, 'users-edit-1440');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('User updated').waitFor();
    await page.getByRole('heading', { name: `E2E Renamed${stamp}` }).waitFor();

    // A permission override, persisted.
    await page.getByRole('link', { name: 'Permissions' }).click();
    await page.waitForURL(`**/app/tools/users/${userId}/permissions`);
    const viewUsers = page.getByRole('combobox', { name: 'View Users', exact: true });
    await expect.poll(() => viewUsers.inputValue()).toBe('inherit');
    await viewUsers.selectOption('allow');
    await page.getByLabel('View Users: allowed').waitFor();
    await screenshot(page, 'users-permissions-1440');
    await page.getByRole('button', { name: 'Save Permissions' }).click();
    await page.getByText('Permissions updated').waitFor();
    await page.waitForURL(`**/app/tools/users/${userId}`);
    await page.goto(`${baseUrl()}/app/tools/users/${userId}/permissions`);
    await page.getByLabel('View Users: allowed').waitFor();
    expect(await page.getByRole('combobox', { name: 'View Users', exact: true }).inputValue()).toBe(
      'allow',
    );

    // Disable, then delete.
    await page.goto(`${baseUrl()}/app/tools/users/${userId}`);
    await page.getByRole('button', { name: 'Disable' }).click();
    await page.getByText('User disabled').waitFor();
    await page.getByRole('button', { name: 'Enable' }).waitFor();
    await screenshot(page, 'users-detail-disabled-1440');
    await page.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(`Delete E2E Renamed${stamp}?`).waitFor();
    await screenshot(page, 'users-delete-confirm-1440');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('User deleted').waitFor();
    await page.waitForURL((url) => url.pathname === '/app/tools/users');
    await page.context().close();

    // The sign-in outlives the profile: signing in again makes a no-role profile, so they wait.
    const again = await newPage({ width: 768, height: 1024, hasTouch: true });
    await submitSignIn(again, email, 'secret123');
    await again.getByRole('heading', { name: 'Waiting for access' }).waitFor();
    await again.context().close();
  });

  it('works on a tablet: list, detail and permissions at 768x1024', async () => {
    const page = await newPage({ width: 768, height: 1024, hasTouch: true });
    await signIn(page, 'superadmin@demo.test');
    await acceptCookies(page);
    await page.goto(`${baseUrl()}/app/tools/users?role=manager`);
    await page.getByRole('cell', { name: 'manager@demo.test' }).waitFor();
    await waitForCount(page.getByRole('cell', { name: 'employee@demo.test' }), 0);
    await screenshot(page, 'users-list-by-role-768');
    await page.getByRole('cell', { name: 'manager@demo.test' }).tap();
    await page.getByRole('heading', { name: /^Manny / }).waitFor();
    await screenshot(page, 'users-detail-768');
    await page.getByRole('link', { name: 'Permissions' }).tap();
    await page.getByRole('combobox', { name: 'View Orders', exact: true }).waitFor();
    await screenshot(page, 'users-permissions-768');
    await page.goto(`${baseUrl()}/app/tools/new-user`);
    await page.getByLabel('First name').waitFor();
    await screenshot(page, 'users-new-768');
    await page.context().close();
  });
});
