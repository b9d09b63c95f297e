#!/usr/bin/env node
/**
 * Runs a scheduled job of the Cloud Functions (functions/src) against the local emulators for a
 * given day, exactly the code the deployed `onSchedule` function runs (the Functions emulator
 * here does not fire schedules; /work/shared/ENVIRONMENT.md):
 *
 *   node scripts/run-job.mjs benchmarks --date 2026-11-29   the system benchmarks of that day
 *   node scripts/run-job.mjs benchmarks                      of today (franchisor's time zone)
 *   node scripts/run-job.mjs royalty --date 2026-12-01       the statements of the month ended
 *   node scripts/run-job.mjs lateSales --date 2026-11-29     one mail job (functions/src/jobs)
 *   node scripts/run-job.mjs followUps --date 2026-11-25 --weekly   with the weekly mails
 *   node scripts/run-job.mjs dailyDigest --date 2026-11-30   each user's digest of pending items
 *   node scripts/run-job.mjs daily --date 2026-11-30         every daily job, as the schedules do
 *   node scripts/run-job.mjs rollups --from 2025-01-01 --to 2026-11-30 [--location <id>]
 *       rebuilds the sales rollups of every month and ISO week with a day in the range, of one
 *       location (and its territory) or of all, from the sales entries and approved refunds
 *       (functions/src/reports/salesRollups.ts; a repair or migration, not a schedule), and
 *       the COGS rollups of the inventory periods with a day in it (cogsRollups.ts)
 *
 * Needs FIRESTORE_EMULATOR_HOST (e.g. inside `node scripts/emulators.mjs exec -- ...`, or with
 * `npm start` running: FIRESTORE_EMULATOR_HOST=127.0.0.1:8080). Refuses to run without it, so it
 * never writes to a real project. Node 20 cannot import TypeScript: Vite's `runnerImport` loads
 * the job's module with the `@/` alias, as scripts/seed.mjs loads the app's model.
 *
 *   import { runJob } from './run-job.mjs'; await runJob('benchmarks', '2026-11-29')
 */
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { runnerImport } from 'vite';
import { PROJECT_ID } from './seed.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The jobs: each a module of functions/src and its function taking (db, yyyy-MM-dd[, options]).
 * `--weekly` sends the weekly mails (follow-up summary, digest) on any day, not only Mondays.
 */
const JOBS = {
  benchmarks: { module: 'functions/src/reports/benchmarks.ts', run: 'recomputeBenchmarks' },
  royalty: { module: 'functions/src/royalty/statements.ts', run: 'issueRoyaltyStatements' },
  lateSales: { module: 'functions/src/jobs/lateSales.ts', run: 'runLateSales' },
  expiredOrders: { module: 'functions/src/jobs/expiredOrders.ts', run: 'runExpiredOrders' },
  followUps: { module: 'functions/src/jobs/followUps.ts', run: 'runFollowUps' },
  inspectionsDue: { module: 'functions/src/jobs/inspectionsDue.ts', run: 'runInspectionsDue' },
  approvalsDue: { module: 'functions/src/jobs/approvalsDue.ts', run: 'runApprovalsDue' },
  weeklyDigest: { module: 'functions/src/jobs/weeklyDigest.ts', run: 'runWeeklyDigest' },
  // Last: it sends the digest items the jobs above wrote for the day.
  dailyDigest: { module: 'functions/src/jobs/dailyDigest.ts', run: 'runDailyDigest' },
};

/** `daily`: every job above, in that order, for one day (what the deployed schedules do). */
const DAILY = 'daily';

/** `rollups`: the sales rollups' rebuild, over a range of days (options.from, .to, .locationId). */
const ROLLUPS = { module: 'functions/src/reports/salesRollups.ts', run: 'rebuildSalesRollups' };

/** A TypeScript module loaded the way the functions bundle resolves it (`@/` = src/). */
async function load(file) {
  const { module } = await runnerImport(path.join(ROOT, file), {
    configFile: false,
    logLevel: 'silent',
    root: ROOT,
    resolve: { alias: { '@': path.join(ROOT, 'src') } },
  });
  return module;
}

/**
 * Runs job `name` for day `date` (yyyy-MM-dd; today in the franchisor's time zone when omitted)
 * against the Firestore emulator of FIRESTORE_EMULATOR_HOST. Resolves to the job's result.
 */
export async function runJob(name, date, env = process.env, options = {}) {
  if (!env.FIRESTORE_EMULATOR_HOST) {
    throw new Error('run-job only runs against the emulators: FIRESTORE_EMULATOR_HOST must be set');
  }
  if (date !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(date)) {
    throw new Error(`--date must be a day as yyyy-MM-dd, not "${date}"`);
  }
  process.env.FIRESTORE_EMULATOR_HOST = env.FIRESTORE_EMULATOR_HOST;
  process.env.GCLOUD_PROJECT = PROJECT_ID;
  process.env.METADATA_SERVER_DETECTION = 'none';
  // The mails' links (the functions' APP_BASE_URL parameter): the local app.
  process.env.APP_BASE_URL ??= env.APP_BASE_URL ?? 'http://localhost:5173';
  const jobs = { ...JOBS, rollups: ROLLUPS };
  const names = name === DAILY ? Object.keys(JOBS) : [name];
  const unknown = names.find((n) => !jobs[n]);
  if (unknown !== undefined) {
    throw new Error(`Unknown job "${name}": one of ${[...Object.keys(jobs), DAILY].join(', ')}`);
  }
  const [model, ...modules] = await Promise.all([
    load('src/features/reports/model/benchmarks.ts'),
    ...names.map((n) => load(jobs[n].module)),
  ]);
  const app = initializeApp({ projectId: PROJECT_ID }, `job-${name}-${Date.now()}`);
  const db = getFirestore(app);
  const day = date ?? model.franchisorDay(new Date());
  try {
    if (name === 'rollups') return await modules[0][ROLLUPS.run](db, options);
    if (name !== DAILY) return await modules[0][JOBS[name].run](db, day, options);
    const results = {};
    // One after another, as the schedules space them out.
    for (const [i, n] of names.entries())
      results[n] = await modules[i][JOBS[n].run](db, day, options);
    return results;
  } finally {
    await db.terminate();
    await deleteApp(app);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [name, ...rest] = process.argv.slice(2);
  const value = (flag) => (rest.includes(flag) ? rest[rest.indexOf(flag) + 1] : undefined);
  const date = value('--date');
  const options =
    name === 'rollups'
      ? {
          from: value('--from') ?? '',
          to: value('--to') ?? '',
          ...(value('--location') ? { locationId: value('--location') } : {}),
        }
      : rest.includes('--weekly')
        ? { weekly: true }
        : {};
  runJob(name ?? '', date, process.env, options).then(
    (result) => console.log(`${name}: ${JSON.stringify(result, null, name === DAILY ? 2 : 0)}`),
    (error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
