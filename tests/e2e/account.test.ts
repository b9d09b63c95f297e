import type { Page } from 'playwright-core';
import { baseUrl, newPage, screenshot, signIn } from './support/browser';

async function register(page: Page, email: string) {
  await page.goto(`${baseUrl()}/register`);
  await page.getByLabel('First name').fill('Wade');
  await page.getByLabel('Last name').fill('Newcomer');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('secret123');
  await page.getByLabel('Password Confirmation').fill('secret123');
  await page.getByRole('button', { name: 'Create Account' }).click();
}

describe('self-registration', () => {
  it('shows a second, self-registered user the waiting page', async () => {
    const page = await newPage({ width: 768, height: 1024 });
    await register(page, `newcomer-${Date.now()}@demo.test`);
    await page.waitForURL('**/app');
    await page.getByRole('heading', { name: 'Waiting for access' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Main menu' }).count()).toBe(0);
    await screenshot(page, 'waiting-768');
    await page.context().close();
  });
});

describe('account settings', () => {
  it('saves profile changes, shows "Account updated" and keeps them after a reload', async () => {
    const page = await newPage({ width: 1440, height: 900 });
    await signIn(page, 'employee@demo.test', 'Demo1234!');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Account' }).click();
    await page.waitForURL('**/app/account/general');
    const first = page.getByLabel('First name');
    await first.fill('  Erin  ');
    await page.getByLabel('Last name').fill('Updated');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Account updated').waitFor();
    await screenshot(page, 'account-general-1440');
    await page.reload();
    await page.getByLabel('First name').waitFor();
    expect(await page.getByLabel('First name').inputValue()).toBe('Erin');
    expect(await page.getByLabel('Last name').inputValue()).toBe('Updated');
    await page.context().close();
  });

  it('rejects an empty first name with the spec message', async () => {
    const page = await newPage({ width: 768, height: 1024 });
    await signIn(page, 'employee@demo.test', 'Demo1234!');
    await page.goto(`${baseUrl()}/app/account/general`);
    await page.getByLabel('First name').fill('');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('First name is required').waitFor();
    await screenshot(page, 'account-general-error-768');
    await page.context().close();
  });

  it('changes the password, says "Password updated" and signs in with the new one', async () => {
    const changePassword = async (page: Page, current: string, password: string) => {
      await page.goto(`${baseUrl()}/app/account/password`);
      await page.getByLabel('Current password').fill(current);
      await page.getByLabel('Password', { exact: true }).fill(password);
      await page.getByLabel('Password Confirmation').fill(password);
      await page.getByRole('button', { name: /change password/i }).click();
      await page.getByText('Password updated').waitFor();
    };
    const page = await newPage({ width: 1440, height: 900 });
    await signIn(page, 'manager@demo.test', 'Demo1234!');
    await page.goto(`${baseUrl()}/app/account/password`);
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByLabel('Password Confirmation').fill('other');
    await page.getByRole('button', { name: /change password/i }).click();
    await page.getByText('Must be at least 6 characters').waitFor();
    await page.getByText('Passwords must match').waitFor();
    await changePassword(page, 'Demo1234!', 'NewPass123!');
    await screenshot(page, 'account-password-1440');
    await page.context().close();

    const again = await newPage({ width: 1440, height: 900 });
    await signIn(again, 'manager@demo.test', 'NewPass123!');
    // Put the seeded password back so other tests can sign in as the Manager.
    await changePassword(again, 'NewPass123!', 'Demo1234!');
    await again.context().close();
  });

  it('keeps the notifications tab to the two top roles', async () => {
    const page = await newPage({ width: 1440, height: 900 });
    await signIn(page, 'owner@demo.test', 'Demo1234!');
    await page.goto(`${baseUrl()}/app/account/notifications`);
    await page.waitForURL('**/app/account/general');
    await page.context().close();

    const admin = await newPage({ width: 1440, height: 900 });
    await signIn(admin, 'superadmin@demo.test', 'Demo1234!');
    await admin.goto(`${baseUrl()}/app/account/notifications`);
    await admin.getByLabel('Orders team email').waitFor();
    const phone = admin.getByLabel('Orders team phone');
    // Typed key by key: the input mask listens to keystrokes the way a tablet keyboard sends them.
    const retype = async (digits: string) => {
      await phone.click();
      await phone.press('Control+A');
      await phone.press('Backspace');
      await phone.pressSequentially(digits);
    };
    await retype('55512');
    await admin.getByRole('button', { name: 'Save Changes', exact: true }).click();
    await admin.getByText('Invalid phone number').waitFor();
    await retype('5551234567');
    expect(await phone.inputValue()).toBe('(555) 123-4567');
    await admin.getByRole('button', { name: 'Save Changes', exact: true }).click();
    await admin.getByText('Notifications settings updated').waitFor();
    await screenshot(admin, 'account-notifications-1440');
    // The follow-up actions card (issue 27) under the forms, on a tablet, without the cookie
    // banner and the saved message over it.
    await admin.getByRole('button', { name: 'I Agree' }).click();
    await admin.getByText('Notifications settings updated').waitFor({ state: 'detached' });
    await admin.setViewportSize({ width: 768, height: 1024 });
    await admin.getByRole('combobox', { name: 'Assign new follow-up actions to' }).waitFor();
    await screenshot(admin, 'account-notifications-768');
    await admin.context().close();
  });
});
