/** Checks the e2e harness itself: preview server with SPA fallback, emulators, seed, Chromium. */
import { baseUrl, newPage, screenshot } from './support/browser';

describe('e2e harness', () => {
  it('serves the built app for any /app route (SPA fallback)', async () => {
    const response = await fetch(`${baseUrl()}/app/anything/deep`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<div id="root">');
  });

  it('reaches the Firestore and Auth emulators', async () => {
    const firestore = await fetch(`http://${process.env.FIRESTORE_EMULATOR_HOST}/`);
    expect(firestore.status).toBe(200);
    const auth = await fetch(`http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/`);
    expect(await auth.json()).toHaveProperty('authEmulator');
  });

  it('has the seeded demo users (password sign-in on the Auth emulator)', async () => {
    const response = await fetch(
      `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email: 'owner@demo.test',
          password: 'Demo1234!',
          returnSecureToken: true,
        }),
      },
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toHaveProperty('localId', 'demo-owner');
  });

  it('opens the app in Chromium', async () => {
    const page = await newPage({ width: 768, height: 1024 });
    const response = await page.goto(`${baseUrl()}/login`);
    expect(response?.status()).toBe(200);
    await page.locator('#root > *').first().waitFor();
    await screenshot(page, 'harness-login-768');
    await page.context().close();
  });
});
