#!/usr/bin/env node
/**
 * How long do the money reports take to show their first figures on a tablet, and how many
 * Firestore documents do they read?
 *
 *   node scripts/emulators.mjs exec -- node scripts/bench-money-pages.mjs
 *   BENCH_COMPARE=<commit> node scripts/emulators.mjs exec -- node scripts/bench-money-pages.mjs
 *
 * Seeds the demo data, builds the app against the running emulators and serves it. In one
 * Chromium (768x1024), signed in as the Franchisee Owner and as the Super Admin, each a returning
 * tablet (bench/returningTablet.mjs: service worker installed), it opens
 * - /app/reports/franchise-sales on its "Royalty statements" tab (a tab of local state: the page
 *   clicks it as soon as it shows; ?tab=statements is passed too, for a version that reads it),
 *   until the first data row of the table labelled "Royalty statements";
 * - /app/reports/cogs, until the first data row of the period table ("COGS by category") or of
 *   a "... COGS side by side" table, whichever shows first;
 * once unthrottled (the first visit: the queries meet the server with an empty cache), then
 * BENCH_RUNS (5) alternating rounds on the tablet profile (CDP: 150 ms latency, 1.6 Mbps, 4x CPU
 * slowdown, bench/appBuild.mjs). It prints per page and role the median time to the first content
 * (ms since navigation) and the documents Firestore returned to the page: every `documentChange`
 * in the answers of the listen channel (getDoc, getDocs and listeners all read through it) and
 * every aggregation result of runAggregationQuery, counted in the page from the answers' text,
 * both when the content showed and in all once the page's traffic has been quiet for 2 s.
 * Documents the Cloud Functions read for the page are not seen. Then, for the first visit, which
 * collections those documents came from.
 *
 * A "data row" is a body row of more than one cell in a table that is not aria-busy (the
 * DataTable's placeholder row is one wide cell); a table left empty counts as content after 5 s.
 * BENCH_COMPARE=<commit> builds that commit's app too (bench/appBuild.mjs buildCommit) and runs
 * it in the same alternation, printed as "before" beside this checkout's "after", with the ratio
 * after/before. Timings are wall-clock: on a shared machine, read the ratios of one run.
 */
import path from 'node:path';
import { chromium } from 'playwright-core';
import { ROOT } from './emulators.mjs';
import { seed } from './seed.mjs';
import { OWNER, SUPER_ADMIN, signInReturning } from './bench/returningTablet.mjs';
import { HOST, TABLET, buildApp, buildCommit, median, serve, throttle } from './bench/appBuild.mjs';
import { recordFirestoreAnswers } from './bench/firestoreAnswers.mjs';

const env = process.env;
if (!env.FIRESTORE_EMULATOR_HOST || !env.FIREBASE_AUTH_EMULATOR_HOST) {
  console.error(
    'Run under the emulators: node scripts/emulators.mjs exec -- node scripts/bench-money-pages.mjs',
  );
  process.exit(1);
}

const CHROMIUM = env.CHROME_PATH || '/usr/bin/chromium';
const BASE_PORT = Number(env.E2E_PORT || 4173) + 70;
const RUNS = Number(env.BENCH_RUNS || 5);
const COMPARE = env.BENCH_COMPARE;
// Folders of their own: bench-first-row.mjs may build into its own at the same time.
const APP_DIST = path.join(ROOT, '.emulators', 'bench-money-app');
const COMPARE_SRC = path.join(ROOT, '.emulators', 'bench-money-compare-src');
const COMPARE_DIST = path.join(ROOT, '.emulators', 'bench-money-compare');
const QUIET_MS = 2000;
const EMPTY_MS = 5000;

const ROLES = [
  { name: 'Franchisee Owner', user: OWNER },
  { name: 'Super Admin', user: SUPER_ADMIN },
];

const PAGES = [
  {
    name: 'royalty statements',
    path: '/app/reports/franchise-sales?tab=statements',
    tab: 'Royalty statements',
    tables: ['[aria-label="Royalty statements"]'],
  },
  {
    name: 'cogs',
    path: '/app/reports/cogs',
    tab: null,
    tables: ['[aria-label="COGS by category"]', '[aria-label$="COGS side by side"]'],
  },
];

const BUILDS = COMPARE ? ['after', 'before'] : ['after'];
const buildLabel = (build) =>
  build === 'before' ? `before (${COMPARE})` : COMPARE ? 'after (this checkout)' : 'this checkout';

/**
 * In the page, before its scripts and after recordFirestoreAnswers: clicks the tab, records when
 * the first data row shows (window.__content, ms since navigation, and its text, with
 * window.__firestore() by then).
 */
function instrument({ tab, tables }) {
  // --- The tab and the first data row.
  let clicked = false;
  const dataRow = () => {
    for (const selector of tables) {
      for (const table of document.querySelectorAll(selector)) {
        if (table.closest('[aria-busy="true"]')) continue;
        for (const row of table.querySelectorAll('tbody tr, [role="rowgroup"] [role="row"]')) {
          const cells = row.querySelectorAll('td, th, [role="cell"], [role="gridcell"]');
          if (cells.length > 1) return { row, empty: false };
          if (cells.length === 1) return { row, empty: true };
        }
      }
    }
    return null;
  };
  const check = () => {
    if (tab && !clicked) {
      const button = [...document.querySelectorAll('[role="tab"]')].find(
        (t) => t.textContent.trim() === tab,
      );
      if (button) {
        clicked = true;
        if (button.getAttribute('aria-selected') !== 'true') button.click();
      }
    }
    if (window.__content !== undefined) return;
    const found = dataRow();
    if (!found) {
      window.__empty = undefined;
      return;
    }
    const text = found.row.textContent.replace(/\s+/g, ' ').trim().slice(0, 70);
    if (found.empty) {
      window.__empty ??= { at: performance.now(), text, firestore: window.__firestore() };
      return;
    }
    window.__content = { at: performance.now(), text, firestore: window.__firestore() };
  };
  new MutationObserver(check).observe(document, {
    childList: true,
    subtree: true,
    characterData: true,
    attributes: true,
    attributeFilter: ['aria-busy', 'aria-selected'],
  });
}

/**
 * Opens the page in a fresh tab of the context: the ms to its first content, that content, and
 * what Firestore had returned by then and once quiet.
 */
async function visit(context, url, page, profile) {
  const tab = await context.newPage();
  try {
    await tab.addInitScript(recordFirestoreAnswers);
    await tab.addInitScript(instrument, { tab: page.tab, tables: page.tables });
    await throttle(tab, profile);
    await tab.goto(url, { waitUntil: 'commit' });
    await tab.waitForFunction(
      (emptyMs) =>
        window.__content !== undefined ||
        (window.__empty !== undefined && performance.now() - window.__empty.at > emptyMs),
      EMPTY_MS,
      { timeout: 90_000, polling: 50 },
    );
    const content = await tab.evaluate(() =>
      window.__content ? { ...window.__content, empty: false } : { ...window.__empty, empty: true },
    );
    // The page's remaining reads: until Firestore's answers have not grown for QUIET_MS (at most 30 s).
    let last = await tab.evaluate(() => window.__firestore());
    let quietSince = Date.now();
    const end = Date.now() + 30_000;
    while (Date.now() - quietSince < QUIET_MS && Date.now() < end) {
      await tab.waitForTimeout(250);
      const now = await tab.evaluate(() => window.__firestore());
      if (now.bytes !== last.bytes) quietSince = Date.now();
      last = now;
    }
    return {
      ms: content.at,
      text: content.text,
      empty: content.empty,
      at: content.firestore,
      total: last,
    };
  } catch (error) {
    const shot = path.join(ROOT, 'test-results', `bench-money-timeout-${Date.now()}.png`);
    await tab.screenshot({ path: shot }).catch(() => {});
    throw new Error(`${url}: no content in ${page.tables.join(' or ')} (screenshot ${shot})`, {
      cause: error,
    });
  } finally {
    await tab.close();
  }
}

async function measure(browser, bases) {
  // One context per build and role: each keeps its own sign-in, service worker and Firestore cache.
  const cases = [];
  for (const build of BUILDS) {
    for (const role of ROLES) {
      const context = await browser.newContext({ viewport: { width: 768, height: 1024 } });
      await signInReturning(context, bases[build], role.user);
      cases.push({ build, role, context });
    }
  }
  const results = [];
  for (const page of PAGES) {
    for (const c of cases) {
      results.push({ page, ...c, first: null, runs: [] });
    }
  }
  const urlOf = (r) => `${bases[r.build]}${r.page.path}`;
  // The first visit, unthrottled: fills the HTTP cache of the page and meets Firestore with no
  // cached answer for its queries.
  for (const r of results) r.first = await visit(r.context, urlOf(r), r.page, null);
  for (let run = 0; run < RUNS; run++) {
    for (const r of results) r.runs.push(await visit(r.context, urlOf(r), r.page, TABLET));
  }
  for (const c of cases) await c.context.close();
  return results;
}

function print(results) {
  const ms = (v) => v.toFixed(0);
  console.log(
    `\nTablet profile (150 ms latency, 1.6 Mbps, 4x CPU), returning tablet, median of ${RUNS} alternating runs`,
  );
  console.log(
    '  time = ms from navigation to the first data row; docs = documents Firestore returned to the' +
      '\n  page (listen channel documentChange) by then / once quiet; +n agg = aggregation results',
  );
  const docs = (f) => `${f.docs}${f.aggregations ? ` +${f.aggregations} agg` : ''}`;
  for (const page of PAGES) {
    console.log(`\n${page.name} (${page.path})`);
    for (const role of ROLES) {
      const rows = results.filter((r) => r.page === page && r.role === role);
      const summary = {};
      for (const r of rows) {
        const time = median(r.runs.map((v) => v.ms));
        const atContent = median(r.runs.map((v) => v.at.docs));
        const total = median(r.runs.map((v) => v.total.docs));
        const agg = median(r.runs.map((v) => v.total.aggregations));
        summary[r.build] = { time, total: total + agg };
        console.log(
          `  ${role.name.padEnd(17)} ${buildLabel(r.build).padEnd(24)} time ${ms(time).padStart(6)} ms` +
            `   docs ${String(atContent).padStart(4)} / ${String(total).padStart(4)}${agg ? ` +${agg} agg` : ''}` +
            `   first visit (unthrottled) ${ms(r.first.ms)} ms, docs ${docs(r.first.at)} / ${docs(r.first.total)}` +
            `\n${' '.repeat(20)}runs [${r.runs.map((v) => ms(v.ms)).join(', ')}]` +
            ` docs [${r.runs.map((v) => v.total.docs).join(', ')}]` +
            `\n${' '.repeat(20)}content${r.first.empty ? ' (EMPTY table)' : ''}: "${r.first.text}"`,
        );
      }
      if (summary.after && summary.before) {
        const ratio = (a, b) => (b === 0 ? (a === 0 ? '1.00' : 'inf') : (a / b).toFixed(2));
        console.log(
          `  ${role.name.padEnd(17)} after/before: time ${ratio(summary.after.time, summary.before.time)}x,` +
            ` docs once quiet ${ratio(summary.after.total, summary.before.total)}x`,
        );
      }
    }
  }
  console.log('\nFirst visit: documents returned by collection (once quiet)');
  for (const r of results) {
    const by = Object.entries(r.first.total.byCollection)
      .sort((a, b) => b[1] - a[1])
      .map(([name, n]) => `${name} ${n}`)
      .join(', ');
    console.log(`  ${r.page.name} · ${r.role.name} · ${buildLabel(r.build)}: ${by || '(none)'}`);
  }
}

await seed(env, { quiet: true });
await buildApp(APP_DIST, env.FIRESTORE_EMULATOR_HOST);
if (COMPARE) await buildCommit(COMPARE, COMPARE_SRC, COMPARE_DIST, env.FIRESTORE_EMULATOR_HOST);
const servers = [
  await serve(APP_DIST, BASE_PORT, 'spa'),
  ...(COMPARE ? [await serve(COMPARE_DIST, BASE_PORT + 1, 'spa')] : []),
];
const bases = {
  after: `http://${HOST}:${BASE_PORT}`,
  before: `http://${HOST}:${BASE_PORT + 1}`,
};
try {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  try {
    print(await measure(browser, bases));
  } finally {
    await browser.close();
  }
} finally {
  for (const server of servers) await server.close();
}
