#!/usr/bin/env node
/**
 * How fast do the list pages show their first row, against the floor of this stack?
 *
 *   node scripts/emulators.mjs exec -- node scripts/bench-first-row.mjs
 *
 * Seeds the demo data, builds the app and the floor pages of scripts/bench/ against the running
 * emulators and serves both. In one Chromium (768x1024), signed in as the Franchisee Owner with
 * the JavaScript already cached (the app's service worker installed, a warm-up run per page:
 * bench/returningTablet.mjs), it
 * opens the floor (React + MUI + Firebase with the persistent cache: the profile, then 25 orders and their count in parallel)
 * and the app's /app/orders, /app/compliance-v2/reports?status=all and /app, alternating, 5 runs
 * each, on a fast profile (no throttling) and a tablet profile (CDP: 150 ms latency, 1.6 Mbps,
 * 4x CPU slowdown). It prints the median time to the first row and its ratio to the floor, then
 * the same for the first row of the server's answer (the app's tables show the rows the device
 * kept from the last visit first).
 * Then Lighthouse (mobile) measures the LCP, TBT and script bytes of the app's /login against a
 * floor sign-in page (React + MUI + Firebase Auth). Timings are wall-clock: on a shared machine,
 * run it when it is quiet and read the ratios rather than the absolute times. BENCH_ONLY=rows or
 * BENCH_ONLY=login runs one of the two halves, BENCH_PROFILE=fast or tablet one profile,
 * BENCH_RUNS=9 more rounds (a steadier median), BENCH_COMPARE=<commit> adds that commit's
 * build to the alternation ("before /app/orders"...), for a change too small to see across runs,
 * and BENCH_GZIP=1 has every page reach Firestore through bench/gzipProxy.mjs, compressed as Cloud
 * Firestore's answers are and the emulator's are not.
 */
import path from 'node:path';
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright-core';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { ROOT } from './emulators.mjs';
import { seed } from './seed.mjs';
import { OWNER, signInReturningOwner } from './bench/returningTablet.mjs';
import { startGzipProxy } from './bench/gzipProxy.mjs';
import { HOST, TABLET, buildApp, buildCommit, median, serve, throttle } from './bench/appBuild.mjs';

const env = process.env;
if (!env.FIRESTORE_EMULATOR_HOST || !env.FIREBASE_AUTH_EMULATOR_HOST) {
  console.error(
    'Run under the emulators: node scripts/emulators.mjs exec -- node scripts/bench-first-row.mjs',
  );
  process.exit(1);
}

const CHROMIUM = env.CHROME_PATH || '/usr/bin/chromium';
const BASE_PORT = Number(env.E2E_PORT || 4173) + 50;
const RUNS = Number(env.BENCH_RUNS || 5);
const ONLY = env.BENCH_ONLY;
const APP_DIST = path.join(ROOT, '.emulators', 'bench-app');
const FLOOR_DIST = path.join(ROOT, '.emulators', 'bench-floor');
// BENCH_COMPARE=<commit>: that commit's build joins the alternation as "before", to tell a change
// of a few percent from this shared machine's noise.
const COMPARE = env.BENCH_COMPARE;
const COMPARE_SRC = path.join(ROOT, '.emulators', 'bench-compare-src');
const COMPARE_DIST = path.join(ROOT, '.emulators', 'bench-compare');
const GZIP = env.BENCH_GZIP === '1';

const PROFILES = {
  fast: null,
  tablet: TABLET,
};

// What counts as "the first row" on each page: a data row of a table, or a dashboard figure.
// The app's tables show the rows the device kept from an earlier visit while they ask the server
// (aria-busy); `fresh` is the first row of the server's own answer, printed beside it.
const DATA_ROW = 'tbody tr.MuiTableRow-hover';
const SERVER_ROW = `table[aria-busy="false"] ${DATA_ROW}`;
const PAGES = [
  {
    name: 'floor',
    server: 'floor',
    path: '/floor-orders.html',
    selector: DATA_ROW,
    fresh: DATA_ROW,
  },
  {
    name: '/app/orders',
    server: 'app',
    path: '/app/orders',
    selector: DATA_ROW,
    fresh: SERVER_ROW,
  },
  {
    name: '/app/compliance-v2/reports?status=all',
    server: 'app',
    path: '/app/compliance-v2/reports?status=all',
    selector: DATA_ROW,
    fresh: SERVER_ROW,
  },
  // The dashboard's first figure: the owner's "Your orders" count, shown once it has loaded.
  {
    name: '/app',
    server: 'app',
    path: '/app',
    selector: '[data-testid="orders-own-pending"]',
    fresh: '[data-testid="orders-own-pending"]',
  },
];
if (COMPARE) {
  const appPages = PAGES.filter((page) => page.server === 'app');
  PAGES.push(
    ...appPages.map((page) => ({ ...page, name: `before ${page.name}`, server: 'before' })),
  );
}

/** Builds the app and the floor pages; `firestoreHost` is where the browser reaches Firestore. */
async function buildAll(firestoreHost) {
  await buildApp(APP_DIST, firestoreHost);
  await build({
    configFile: false,
    root: path.join(ROOT, 'scripts', 'bench'),
    logLevel: 'warn',
    plugins: [react()],
    build: {
      outDir: FLOOR_DIST,
      emptyOutDir: true,
      chunkSizeWarningLimit: 2000,
      rollupOptions: {
        input: {
          orders: path.join(ROOT, 'scripts', 'bench', 'floor-orders.html'),
          login: path.join(ROOT, 'scripts', 'bench', 'floor-login.html'),
        },
      },
    },
  });
}

/**
 * Records when each selector first matches, in ms since navigation start, as window.__firstRow
 * and window.__freshRow.
 */
function watchFirstRow({ selector, fresh }) {
  const check = () => {
    if (window.__firstRow === undefined && document.querySelector(selector)) {
      window.__firstRow = performance.now();
    }
    if (window.__freshRow === undefined && document.querySelector(fresh)) {
      window.__freshRow = performance.now();
    }
  };
  new MutationObserver(check).observe(document, {
    childList: true,
    subtree: true,
    attributeFilter: ['aria-busy'],
  });
}

/** Opens the page in a fresh tab of its context and returns the ms to its first and fresh row. */
async function timeFirstRow(context, url, { selector, fresh }, profile) {
  const page = await context.newPage();
  try {
    await page.addInitScript(watchFirstRow, { selector, fresh });
    await throttle(page, profile);
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction(() => window.__freshRow !== undefined, null, {
      timeout: 60_000,
      polling: 50,
    });
    return await page.evaluate(() => ({ first: window.__firstRow, fresh: window.__freshRow }));
  } catch (error) {
    const shot = path.join(ROOT, 'test-results', `bench-timeout-${Date.now()}.png`);
    await page.screenshot({ path: shot }).catch(() => {});
    throw new Error(`${url}: no ${selector} within 60 s (screenshot ${shot})`, { cause: error });
  } finally {
    await page.close();
  }
}

async function firstRows(browser, bases) {
  // One context per origin: the app and the floor each keep their own sign-in and cache.
  const contexts = {};
  for (const server of ['app', 'floor', ...(COMPARE ? ['before'] : [])]) {
    contexts[server] = await browser.newContext({ viewport: { width: 768, height: 1024 } });
  }
  await signInReturningOwner(contexts.app, bases.app);
  if (COMPARE) await signInReturningOwner(contexts.before, bases.before);
  const floorUrl = (p) =>
    `${bases.floor}${p}?email=${encodeURIComponent(OWNER.email)}&password=${encodeURIComponent(OWNER.password)}`;
  const urlOf = (page) =>
    page.server === 'floor' ? floorUrl(page.path) : `${bases[page.server]}${page.path}`;

  // Warm-up: signs the floor in and fills the HTTP and Firestore caches ("JS already cached").
  for (const page of PAGES) await timeFirstRow(contexts[page.server], urlOf(page), page);

  const results = {};
  const profiles = Object.entries(PROFILES).filter(
    ([name]) => !env.BENCH_PROFILE || name === env.BENCH_PROFILE,
  );
  for (const [profileName, profile] of profiles) {
    const times = Object.fromEntries(PAGES.map((p) => [p.name, []]));
    for (let run = 0; run < RUNS; run++) {
      for (const page of PAGES) {
        times[page.name].push(
          await timeFirstRow(contexts[page.server], urlOf(page), page, profile),
        );
      }
    }
    results[profileName] = times;
  }
  for (const context of Object.values(contexts)) await context.close();
  return results;
}

function printFirstRows(results) {
  for (const [kind, title] of [
    ['first', 'First row'],
    ['fresh', "First row of the server's answer"],
  ]) {
    printRows(results, kind, title);
  }
}

function printRows(results, kind, title) {
  console.log(`\n${title} (median of ${RUNS} alternating runs, ms; ratio to the floor)`);
  for (const [profileName, runs] of Object.entries(results)) {
    const times = Object.fromEntries(
      Object.entries(runs).map(([name, values]) => [name, values.map((v) => v[kind])]),
    );
    const floor = median(times.floor);
    console.log(`  ${profileName}:`);
    for (const [name, values] of Object.entries(times)) {
      const m = median(values);
      const ratio = name === 'floor' ? '' : `  ${(m / floor).toFixed(2)}x`;
      console.log(
        `    ${name.padEnd(40)} ${m.toFixed(0).padStart(6)}${ratio}   [${values.map((v) => v.toFixed(0)).join(', ')}]`,
      );
    }
  }
}

async function lighthouseOf(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    const { audits, categories } = result.lhr;
    const scripts = audits['resource-summary'].details.items.find(
      (i) => i.resourceType === 'script',
    );
    return {
      score: categories.performance.score,
      lcp: audits['largest-contentful-paint'].numericValue,
      tbt: audits['total-blocking-time'].numericValue,
      scriptKb: (scripts?.transferSize ?? 0) / 1024,
    };
  } finally {
    await chrome.kill();
  }
}

async function printLighthouse(bases) {
  console.log(
    `\nLighthouse mobile, sign-in page (app vs floor, median of ${RUNS} alternating runs)`,
  );
  const runs = { app: [], floor: [] };
  for (let run = 0; run < RUNS; run++) {
    runs.app.push(await lighthouseOf(`${bases.app}/login`));
    runs.floor.push(await lighthouseOf(`${bases.floor}/floor-login.html`));
  }
  const middle = (results) => {
    const lcp = median(results.map((r) => r.lcp));
    return {
      score: median(results.map((r) => r.score)),
      lcp,
      tbt: median(results.map((r) => r.tbt)),
      scriptKb: results[0].scriptKb,
      all: results.map((r) => (r.lcp / 1000).toFixed(2)).join(', '),
    };
  };
  const app = middle(runs.app);
  const floor = middle(runs.floor);
  const row = (name, r) =>
    console.log(
      `  ${name.padEnd(8)} performance ${r.score.toFixed(2)}  LCP ${(r.lcp / 1000).toFixed(2)} s  ` +
        `TBT ${r.tbt.toFixed(0)} ms  script ${r.scriptKb.toFixed(0)} KB   [LCP ${r.all}]`,
    );
  row('app', app);
  row('floor', floor);
  console.log(`  LCP ratio ${(app.lcp / floor.lcp).toFixed(2)}x`);
}

await seed(env, { quiet: true });
const proxy = GZIP ? await startGzipProxy(env.FIRESTORE_EMULATOR_HOST, BASE_PORT + 3) : null;
if (proxy) console.log(`Firestore's answers gzipped by a proxy at ${proxy.host} (BENCH_GZIP=1)`);
await buildAll(proxy?.host ?? env.FIRESTORE_EMULATOR_HOST);
if (COMPARE) {
  await buildCommit(COMPARE, COMPARE_SRC, COMPARE_DIST, proxy?.host ?? env.FIRESTORE_EMULATOR_HOST);
}
const servers = [
  await serve(APP_DIST, BASE_PORT, 'spa'),
  await serve(FLOOR_DIST, BASE_PORT + 1, 'mpa'),
  ...(COMPARE ? [await serve(COMPARE_DIST, BASE_PORT + 2, 'spa')] : []),
];
const bases = {
  app: `http://${HOST}:${BASE_PORT}`,
  floor: `http://${HOST}:${BASE_PORT + 1}`,
  before: `http://${HOST}:${BASE_PORT + 2}`,
};
try {
  if (ONLY !== 'login') {
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
    try {
      printFirstRows(await firstRows(browser, bases));
    } finally {
      await browser.close();
    }
  }
  if (ONLY !== 'rows') await printLighthouse(bases);
} finally {
  for (const server of servers) await server.close();
  await proxy?.close();
}
