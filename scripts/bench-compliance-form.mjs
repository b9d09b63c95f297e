#!/usr/bin/env node
/**
 * How long does the compliance form take to open with 150 questions on one location type?
 *
 *   node scripts/emulators.mjs exec -- node scripts/bench-compliance-form.mjs
 *
 * Seeds the demo data (scripts/seed.mjs clears the emulators first), replaces the truck questions
 * with 150 generated ones spread over the seeded sections (firebase-admin), builds the app against
 * the emulators as the browser tests do (or reuses that build with E2E_SKIP_BUILD=1), serves it
 * with `vite preview`, signs in as the Super Admin in Chromium (playwright-core) and measures, five
 * times, from navigation to the new-report route until all 150 pass switches are rendered.
 * Prints each run and the median. Emulators only.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { deleteApp as deleteAdminApp, initializeApp as initAdmin } from 'firebase-admin/app';
import { getFirestore as adminFirestore } from 'firebase-admin/firestore';
import { chromium } from 'playwright-core';
import { preview } from 'vite';
import { ROOT, viteEnv } from './emulators.mjs';
import { complianceCatalogue, DEMO_IDS, DEMO_PASSWORD, PROJECT_ID, seed } from './seed.mjs';

const QUESTIONS = 150;
const RUNS = 5;
const TYPE = 'truck';
const LOCATION = DEMO_IDS.locations.northTruck;
const env = process.env;
if (!env.FIRESTORE_EMULATOR_HOST || !env.FIREBASE_AUTH_EMULATOR_HOST) {
  console.error(
    'Run under the emulators: node scripts/emulators.mjs exec -- node scripts/bench-compliance-form.mjs',
  );
  process.exit(1);
}
const PORT = Number(env.E2E_PORT || 4173) + 1;
const OUT_DIR = path.join(ROOT, '.emulators', `e2e-dist-${Number(env.E2E_PORT || 4173)}`);

/** Replaces the truck questions with `count` generated ones (admin SDK: no rules). */
async function seedQuestions(count) {
  const app = initAdmin({ projectId: PROJECT_ID }, `bench-${Date.now()}`);
  try {
    const db = adminFirestore(app);
    const old = await db.collection('compliance_report_questions').where('type', '==', TYPE).get();
    const batch = db.batch();
    old.docs.forEach((d) => batch.delete(d.ref));
    const sections = complianceCatalogue.sections;
    const now = new Date();
    for (let n = 1; n <= count; n++) {
      batch.set(db.collection('compliance_report_questions').doc(`bench-q-${n}`), {
        type: TYPE,
        sectionId: sections[n % sections.length].id,
        weight: n % 25 === 0 ? 'dnq' : (n % 20) + 1,
        question: `Bench question ${n}: the station is clean and stocked`,
        order: Math.ceil(n / sections.length),
        createdAt: now,
        updatedAt: now,
      });
    }
    await batch.commit();
    await db.terminate();
  } finally {
    await deleteAdminApp(app);
  }
}

function build() {
  if (env.E2E_SKIP_BUILD === '1' && existsSync(path.join(OUT_DIR, 'index.html'))) return;
  const result = spawnSync(
    process.execPath,
    [
      path.join(ROOT, 'node_modules/vite/bin/vite.js'),
      'build',
      '--outDir',
      OUT_DIR,
      '--emptyOutDir',
      '--logLevel',
      'warn',
    ],
    { cwd: ROOT, stdio: 'inherit', env: { ...env, NODE_ENV: 'production', ...viteEnv(env) } },
  );
  if (result.status !== 0) throw new Error('vite build failed');
}

await seed(env, { quiet: true });
await seedQuestions(QUESTIONS);
build();
const server = await preview({
  configFile: false,
  root: ROOT,
  logLevel: 'warn',
  appType: 'spa',
  build: { outDir: OUT_DIR },
  preview: { host: '127.0.0.1', port: PORT, strictPort: true },
});
const base = `http://127.0.0.1:${PORT}`;
const browser = await chromium.launch({
  executablePath: env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
});
try {
  const page = await browser.newPage({ viewport: { width: 768, height: 1024 }, hasTouch: true });
  await page.goto(`${base}/login`);
  await page.getByLabel('Email', { exact: true }).fill('superadmin@demo.test');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/app'));
  const times = [];
  for (let run = 1; run <= RUNS; run++) {
    const started = Date.now();
    await page.goto(`${base}/app/compliance-v2/reports/new/${TYPE}/${LOCATION}`);
    await page.waitForFunction(
      (n) => document.querySelectorAll('[data-testid="pass-switch"]').length === n,
      QUESTIONS,
      { timeout: 60000, polling: 50 },
    );
    times.push(Date.now() - started);
    console.log(`run ${run}: ${times.at(-1)} ms`);
  }
  const median = [...times].sort((a, b) => a - b)[Math.floor(RUNS / 2)];
  console.log(
    `Compliance form with ${QUESTIONS} questions: navigation to all pass switches rendered, median ${median} ms over ${RUNS} runs (Chromium, 768x1024, 2-core machine).`,
  );
} finally {
  await browser.close();
  await server.close();
}
