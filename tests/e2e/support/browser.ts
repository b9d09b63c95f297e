/**
 * Browser helpers for the e2e suite: Debian's Chromium driven by playwright-core.
 * Each newPage() gets its own browser context (fresh cookies, IndexedDB and Firestore cache);
 * the browser itself is shared per test file and closed after the file.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, inject } from 'vitest';

export const DEMO_PASSWORD = 'Demo1234!';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
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
  });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`[browser] ${error.message}`));
  return page;
}

/** Signs in through the login form and waits until the app shell's URL (/app...) is reached. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto(`${baseUrl()}/login`);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/app' || url.pathname.startsWith('/app/'));
}

/** Full-page PNG at test-results/screenshots/<name>.png; returns the file path. */
export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/** Closes the shared browser; runs automatically after every test file that imports this module. */
export async function closeBrowser(): Promise<void> {
  const pending = browserPromise;
  browserPromise = null;
  if (pending) await (await pending).close().catch(() => undefined);
}

afterAll(closeBrowser);
