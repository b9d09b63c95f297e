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
 * WATERFALL_CPU=<file> also writes the visit's CPU profile (Chrome DevTools format) to <file>.
 * WATERFALL_FLOOR=1 does the same for the benchmark's floor page (built by bench-first-row.mjs into
 * .emulators/bench-floor), which signs itself in: compare the two side by side.
 */
import fs from 'node:fs';
import path from 'node:path';
import { build, preview } from 'vite';
import { chromium } from 'playwright-core';
import { ROOT, viteEnv } from '../emulators.mjs';
import { seed } from '../seed.mjs';
import { OWNER, signInReturningOwner } from './returningTablet.mjs';

const env = process.env;
const [pagePath = '/app/orders', selector = 'tbody tr.MuiTableRow-hover'] = process.argv.slice(2);
const HOST = '127.0.0.1';
const PORT = Number(env.E2E_PORT || 4173) + 60;
const FLOOR = Boolean(env.WATERFALL_FLOOR);
const APP_DIST = path.join(ROOT, '.emulators', FLOOR ? 'bench-floor' : 'bench-app');
const TABLET = { latency: 150, throughput: (1.6 * 1024 * 1024) / 8, cpu: 4 };

if (!env.WATERFALL_SKIP_BUILD && !FLOOR) {
  await seed(env, { quiet: true });
  Object.assign(process.env, { NODE_ENV: 'production', ...viteEnv(env) });
  await build({
    configFile: path.join(ROOT, 'vite.config.ts'),
    logLevel: 'warn',
    // With source maps, a CPU profile can be read against the sources.
    build: { outDir: APP_DIST, emptyOutDir: true, sourcemap: Boolean(env.WATERFALL_CPU) },
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

/** What a listen-channel POST asks for, e.g. "+users/abc" or "+orders" or "-4" (target removed). */
function describeBody(postData) {
  if (!postData) return '';
  const params = new URLSearchParams(postData);
  const parts = [];
  for (const [name, value] of params) {
    if (!name.endsWith('__data__')) continue;
    try {
      const data = JSON.parse(value);
      if (data.removeTarget !== undefined) parts.push(`-${data.removeTarget}`);
      const add = data.addTarget;
      if (add?.documents)
        parts.push(`+${add.documents.documents.map((d) => d.split('/documents/')[1]).join(',')}`);
      if (add?.query)
        parts.push(`+${add.query.structuredQuery.from.map((f) => f.collectionId).join(',')}`);
    } catch {
      parts.push('?');
    }
  }
  const aggregation = postData.includes('structuredAggregationQuery')
    ? `count ${/"collectionId":"(\w+)"/.exec(postData)?.[1] ?? ''}`
    : '';
  return [...parts, aggregation].filter(Boolean).join(' ');
}

async function visit(context, profile) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const requests = new Map();
  let origin;
  cdp.on('Network.requestWillBeSent', (e) => {
    origin ??= e.timestamp;
    requests.set(e.requestId, {
      url: e.request.url,
      method: e.request.method,
      start: e.timestamp,
      what: describeBody(e.request.postData),
      received: [],
    });
  });
  // The listen channel's answers stream on one long GET: when each piece of it arrived.
  cdp.on('Network.dataReceived', (e) => requests.get(e.requestId)?.received.push(e.timestamp));
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
  if (profile && env.WATERFALL_CPU) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 1000 });
    await cdp.send('Profiler.start');
  }
  const floorSignIn = `?email=${encodeURIComponent(OWNER.email)}&password=${encodeURIComponent(OWNER.password)}`;
  await page.goto(`${base}${FLOOR ? '/floor-orders.html' + floorSignIn : pagePath}`, {
    waitUntil: 'commit',
  });
  await page.waitForFunction(() => window.__firstRow !== undefined, null, { timeout: 60_000 });
  const firstRow = await page.evaluate(() => window.__firstRow);
  if (profile && env.WATERFALL_CPU) {
    const { profile: cpu } = await cdp.send('Profiler.stop');
    fs.writeFileSync(env.WATERFALL_CPU, JSON.stringify(cpu));
  }
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
  if (!FLOOR) await signInReturningOwner(context, base);
  await visit(context, null);
  const { requests, origin, firstRow, marks } = await visit(context, TABLET);
  console.log(`${pagePath}: first row at ${firstRow.toFixed(0)} ms (performance.now)`);
  if (marks.length) console.log(`marks: ${marks.join(' ')}`);
  for (const r of requests.sort((a, b) => a.start - b.start)) {
    const ms = (t) => (t === undefined ? '   ...' : ((t - origin) * 1000).toFixed(0).padStart(6));
    const url = r.url
      .replace(base, '')
      .replace(/\?.*VER=\d+/, '?…')
      .replace(/google\.firestore\.v1\.Firestore\/Listen\/channel.*/, 'Listen/channel')
      .replace(/\/v1\/projects\/.*documents:/, '')
      .slice(0, 110);
    console.log(
      `${ms(r.start)} ${ms(r.end)} ${(r.source ?? '?').padEnd(4)} ${r.method.padEnd(4)} ${url} ${r.what}`,
    );
    if (r.method === 'GET' && r.url.includes('/Listen/channel'))
      console.log(`       data at ${r.received.map((t) => ms(t).trim()).join(', ')}`);
  }
  await browser.close();
} finally {
  await server.close();
}
