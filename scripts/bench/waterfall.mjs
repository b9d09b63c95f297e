#!/usr/bin/env node
/**
 * The network waterfall of one page on the first-row benchmark's tablet profile, to see what sits
 * between navigation and the first row (chunk round trips, Firestore calls, app-shell work).
 *
 *   node scripts/emulators.mjs exec -- node scripts/bench/waterfall.mjs /app/orders 'tbody tr.MuiTableRow-hover'
 *
 * Seeds, builds the app into .emulators/bench-app (WATERFALL_SKIP_BUILD=1 reuses it), signs the
 * Franchisee Owner in, warms the caches with one visit, then prints every request of a second
 * visit (ms since navigation: start, end, source) and when the selector first matched.
 */
import path from 'node:path';
import { build, preview } from 'vite';
import { chromium } from 'playwright-core';
import { ROOT, viteEnv } from '../emulators.mjs';
import { DEMO_PASSWORD, seed } from '../seed.mjs';

const env = process.env;
const [pagePath = '/app/orders', selector = 'tbody tr.MuiTableRow-hover'] = process.argv.slice(2);
const HOST = '127.0.0.1';
const PORT = Number(env.E2E_PORT || 4173) + 60;
const APP_DIST = path.join(ROOT, '.emulators', 'bench-app');
const TABLET = { latency: 150, throughput: (1.6 * 1024 * 1024) / 8, cpu: 4 };

if (!env.WATERFALL_SKIP_BUILD) {
  await seed(env, { quiet: true });
  Object.assign(process.env, { NODE_ENV: 'production', ...viteEnv(env) });
  await build({
    configFile: path.join(ROOT, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir: APP_DIST, emptyOutDir: true },
  });
}
const server = await preview({
  configFile: false,
  root: ROOT,
  logLevel: 'warn',
  appType: 'spa',
  build: { outDir: APP_DIST },
  preview: { host: HOST, port: PORT, strictPort: true },
});
const base = `http://${HOST}:${PORT}`;

function watchFirstRow(sel) {
  const check = () => {
    if (window.__firstRow === undefined && document.querySelector(sel)) {
      window.__firstRow = performance.now();
    }
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true });
}

async function visit(context, profile) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const requests = new Map();
  let origin;
  cdp.on('Network.requestWillBeSent', (e) => {
    origin ??= e.timestamp;
    requests.set(e.requestId, { url: e.request.url, method: e.request.method, start: e.timestamp });
  });
  cdp.on('Network.responseReceived', (e) => {
    const r = requests.get(e.requestId);
    if (r)
      r.source = e.response.fromServiceWorker ? 'sw' : e.response.fromDiskCache ? 'disk' : 'net';
  });
  cdp.on('Network.loadingFinished', (e) => {
    const r = requests.get(e.requestId);
    if (r) r.end = e.timestamp;
  });
  await cdp.send('Network.enable');
  if (profile) {
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: profile.latency,
      downloadThroughput: profile.throughput,
      uploadThroughput: profile.throughput,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpu });
  }
  await page.addInitScript(watchFirstRow, selector);
  await page.goto(`${base}${pagePath}`, { waitUntil: 'commit' });
  await page.waitForFunction(() => window.__firstRow !== undefined, null, { timeout: 60_000 });
  const firstRow = await page.evaluate(() => window.__firstRow);
  const marks = await page.evaluate(() =>
    performance.getEntriesByType('mark').map((m) => `${m.name}@${m.startTime.toFixed(0)}`),
  );
  await page.close();
  return { requests: [...requests.values()], origin, firstRow, marks };
}

try {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox'],
  });
  const context = await browser.newContext({ viewport: { width: 768, height: 1024 } });
  const login = await context.newPage();
  await login.goto(`${base}/login`);
  await login.getByLabel('Email').fill('owner@demo.test');
  await login.getByLabel('Password').fill(DEMO_PASSWORD);
  await login.getByRole('button', { name: 'Sign In', exact: true }).click();
  await login.waitForURL(`${base}/app`);
  // A tablet that has used the app has its service worker installed, holding every chunk.
  await login.evaluate(() => navigator.serviceWorker.ready);
  await login.close();
  await visit(context, null);
  const { requests, origin, firstRow, marks } = await visit(context, TABLET);
  console.log(`${pagePath}: first row at ${firstRow.toFixed(0)} ms (performance.now)`);
  if (marks.length) console.log(`marks: ${marks.join(' ')}`);
  for (const r of requests.sort((a, b) => a.start - b.start)) {
    const ms = (t) => (t === undefined ? '   ...' : ((t - origin) * 1000).toFixed(0).padStart(6));
    const url = r.url
      .replace(base, '')
      .replace(/\?.*VER=\d+/, '?…')
      .slice(0, 110);
    console.log(
      `${ms(r.start)} ${ms(r.end)} ${(r.source ?? '?').padEnd(4)} ${r.method.padEnd(4)} ${url}`,
    );
  }
  await browser.close();
} finally {
  await server.close();
}
