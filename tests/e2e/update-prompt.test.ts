import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { E2E_OUT_DIR } from './global-setup';
import { newPage, screenshot, signIn } from './support/browser';
import { peek, put, remove } from './support/server';

/**
 * Issue 15 with spec 01 §4's version check: a new build waits behind "New version available -
 * Reload" instead of the old reload loop. A new build is stood in for by changing the served
 * `sw.js` (a new build changes its precache revisions the same way), and `app_config/app` names
 * a newer version than this build, so the check on the next load asks the browser for the new
 * worker. Reload activates it; the page then runs under the new worker with nothing waiting.
 */
const SW_FILE = path.join(E2E_OUT_DIR, 'sw.js');
const APP_CONFIG = 'app_config/app';

describe('a new version on a tablet', () => {
  let originalWorker: string | undefined;
  let originalConfig: Record<string, unknown> | undefined;

  afterEach(async () => {
    if (originalWorker !== undefined) await writeFile(SW_FILE, originalWorker);
    if (originalConfig) await put(APP_CONFIG, originalConfig);
    else await remove(APP_CONFIG);
  });

  it('prompts "New version available" and reloads into the new build', async () => {
    originalConfig = await peek(APP_CONFIG);
    const page = await newPage({
      width: 768,
      height: 1024,
      hasTouch: true,
      serviceWorkers: 'allow',
    });
    await signIn(page, 'manager@demo.test');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });

    originalWorker = await readFile(SW_FILE, 'utf8');
    await writeFile(SW_FILE, `${originalWorker}\n// the next build\n`);
    await put(APP_CONFIG, { ...originalConfig, appVersion: '999.0.0' });
    await page.reload();

    const prompt = page.getByText('New version available', { exact: true });
    await prompt.waitFor();
    await screenshot(page, 'update-prompt-768');
    expect(
      await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        return registration?.waiting?.state ?? null;
      }),
    ).toBe('installed');

    // The deployed version now matches what Reload brings in.
    await put(APP_CONFIG, originalConfig ?? {});
    await Promise.all([
      page.waitForEvent('load'),
      page.getByRole('button', { name: 'Reload', exact: true }).tap(),
    ]);
    await page.waitForFunction(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return registration?.active?.state === 'activated' && !registration.waiting;
    });
    await page.getByRole('main').waitFor();
    expect(await prompt.count()).toBe(0);
    await page.context().close();
  });
});
