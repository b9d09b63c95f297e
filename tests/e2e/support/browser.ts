/**
 * Browser helpers for the e2e suite: Debian's Chromium driven by playwright-core.
 * Each newPage() gets its own browser context (fresh cookies, IndexedDB and Firestore cache),
 * whose queries to Firestore are recorded for the index check (./sentQueries.ts);
 * the browser itself is shared per test file and closed after the file.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../../../scripts/emulators.mjs';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { afterAll, expect, inject } from 'vitest';
import { BROWSER_PATIENCE_MS } from '../../../src/testing/patience';
import { recordSentQueries } from './sentQueries';

export const DEMO_PASSWORD = 'Demo1234!';

const SCREENSHOT_DIR = path.join(ROOT, 'test-results', 'screenshots');
const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

let browserPromise: Promise<Browser> | null = null;

/** Where `vite preview` serves the app built against the emulators (set by global-setup.ts). */
export function baseUrl(): string {
  return inject('baseUrl') ?? process.env.BASE_URL ?? 'http://127.0.0.1:4173';
}

/** The shared Chromium (CHROMIUM_PATH or /usr/bin/chromium); playwright gives it a fresh temp profile. */
export function browser(): Promise<Browser> {
  browserPromise ??= chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_FLAGS,
  });
  return browserPromise;
}

export interface ViewportSize {
  width: number;
  height: number;
}

export type NewPageOptions = Partial<ViewportSize> & {
  viewport?: ViewportSize;
  hasTouch?: boolean;
  /**
   * 'allow' for a test of offline use or updates. Blocked by default: in each new context the
   * service worker precaches the whole app (about 290 files, 5 MB), which more than doubled the
   * CPU a test's sign-in and first screen cost, and every file then comes from the network.
   */
  serviceWorkers?: 'allow' | 'block';
};

/**
 * A page in a new, isolated browser context. Accepts `{ width, height }` or `{ viewport }`;
 * default 1280x800. Uncaught page errors are echoed to the test output.
 */
export async function newPage(options: NewPageOptions = {}): Promise<Page> {
  const viewport = options.viewport ?? {
    width: options.width ?? 1280,
    height: options.height ?? 800,
  };
  const context = await (
    await browser()
  ).newContext({
    viewport,
    hasTouch: options.hasTouch ?? false,
    baseURL: baseUrl(),
    serviceWorkers: options.serviceWorkers ?? 'block',
  });
  // Every wait and action of the page waits this long for what the user would see: Playwright's
  // 30 s default was reached on a loaded machine by screens that were right.
  context.setDefaultTimeout(BROWSER_PATIENCE_MS);
  recordSentQueries(context);
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`[browser] ${error.message}`));
  return page;
}

/** Signs in through the login form and waits for the app's settled top bar (waitForHeader). */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await submitSignIn(page, email, password);
  await waitForHeader(page);
}

/** Signs in and waits for the app's address only: for a user the app does not let in yet. */
export async function submitSignIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto(`${baseUrl()}/login`);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/app' || url.pathname.startsWith('/app/'));
}

/**
 * Resolves once the top bar is settled: the announcement bar's live answer is in, so the bar will
 * not appear and move the page 64 px under a click. The bar is remembered per device, so later
 * loads in the same browser context draw it at once.
 */
export async function waitForHeader(page: Page): Promise<void> {
  await page.locator('header[aria-busy="false"]').waitFor();
}

/**
 * Opens `path` as a link inside the app does (a history push, no reload) and resolves once the new
 * page's heading is drawn. page.goto boots the whole app again, which doubles the cost of a visit.
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    if (`${location.pathname}${location.search}` === to) return; // already there: a link is a no-op
    // The previous page's heading is marked, so only the new page's can end the wait.
    document.querySelectorAll('main h1').forEach((h1) => h1.setAttribute('data-left', ''));
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.locator('main h1:not([data-left])').first().waitFor();
}

/**
 * Full-page PNG at test-results/screenshots/<name>.png; returns the file path. Not Playwright's
 * `fullPage`: headless Chromium's window went to 1x1 for a moment after it, the app's width media
 * queries flipped, and the header bells regrouped under a tablet's button, closing the popover a
 * test had just opened. The viewport grows to the page's height instead, at the same width.
 */
export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `${name}.png`);
  const viewport = page.viewportSize();
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  if (!viewport || height <= viewport.height) {
    await page.screenshot({ path: file });
    return file;
  }
  await page.setViewportSize({ width: viewport.width, height });
  try {
    await page.screenshot({ path: file });
  } finally {
    await page.setViewportSize(viewport);
  }
  return file;
}

/*
 * Waiting for what the user would see. A list keeps showing the previous tab's or query's rows
 * until the new ones arrive, so a count or a read right after a navigation or a click can see the
 * old screen: poll the visible state instead (expect.poll; its timeout is set in
 * vitest.e2e.config.ts), never sleep a fixed time.
 */

/**
 * Opens the header bell named `name`. Below 1200 px the bells are rows of the labelled
 * "Notifications" list (README Decisions, "The header on a tablet"), which is opened first.
 */
export async function openHeaderBell(page: Page, name: string): Promise<void> {
  const group = page.getByRole('button', { name: /^Notifications(, \d+ unread)?$/ });
  const bell = page.getByRole('button', { name, exact: true });
  await group.or(bell).first().waitFor();
  if (await group.isVisible()) await group.click();
  await bell.click();
}

/** Whether the MUI badge `locator` (its `.MuiBadge-badge` element) is hidden, as with no unread items. */
export async function badgeHidden(locator: Locator): Promise<boolean> {
  return ((await locator.getAttribute('class')) ?? '').includes('MuiBadge-invisible');
}

/** Resolves once `check` holds, re-evaluating it until the poll timeout; `what` names it on failure. */
export async function waitUntil(check: () => Promise<boolean>, what: string): Promise<void> {
  await expect.poll(check, { message: `waiting until ${what}` }).toBe(true);
}

/** Resolves once exactly `count` elements match (rows of a previous view cannot satisfy it). */
export async function waitForCount(locator: Locator, count: number): Promise<void> {
  await expect.poll(() => locator.count(), { message: `waiting for ${count} matches` }).toBe(count);
}

/** Resolves once the element's own and its descendants' CSS transitions (e.g. a menu's grow) ended. */
export async function waitForTransitions(locator: Locator): Promise<void> {
  await locator.evaluate((element) =>
    Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)),
  );
}

/**
 * Keyboard drag with @hello-pangea/dnd, as a screen-reader user does it: Space lifts, each key
 * moves one place, Space drops. Each step waits for the library's live-region announcement, which
 * it makes once the step has been applied.
 */
export async function dragWithKeyboard(
  page: Page,
  handle: Locator,
  keys: readonly ('ArrowUp' | 'ArrowDown')[],
): Promise<void> {
  const announcement = (pattern: string) =>
    page
      .waitForFunction((source) => {
        const texts = [...document.querySelectorAll('[id^="rfd-announcement-"]')].map(
          (element) => element.textContent ?? '',
        );
        // The first capture group (or true) once some live region says it; falsy keeps waiting.
        for (const text of texts) {
          const match = new RegExp(source).exec(text);
          if (match) return match[1] ?? true;
        }
        return false;
      }, pattern)
      .then((handleOfMatch) => handleOfMatch.jsonValue());
  await handle.focus();
  await page.keyboard.press('Space');
  let position = Number(await announcement('You have lifted an item in position (\\d+)'));
  for (const key of keys) {
    await page.keyboard.press(key);
    position += key === 'ArrowUp' ? -1 : 1;
    await announcement(
      `You have moved the item from position \\d+\\s+to position (${position})\\b`,
    );
  }
  await page.keyboard.press('Space');
  await announcement('You have dropped the item');
}

/** Closes the shared browser; runs automatically after every test file that imports this module. */
export async function closeBrowser(): Promise<void> {
  const pending = browserPromise;
  browserPromise = null;
  if (pending) await (await pending).close().catch(() => undefined);
}

afterAll(closeBrowser);
