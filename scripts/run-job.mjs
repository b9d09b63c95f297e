#!/usr/bin/env node
/**
 * Runs a scheduled job of the Cloud Functions (functions/src) against the local emulators for a
 * given day, exactly the code the deployed `onSchedule` function runs (the Functions emulator
 * here does not fire schedules; /work/shared/ENVIRONMENT.md):
 *
 *   node scripts/run-job.mjs benchmarks --date 2026-11-29   the system benchmarks of that day
 *   node scripts/run-job.mjs benchmarks                      of today (franchisor's time zone)
 *   node scripts/run-job.mjs royalty --date 2026-12-01       the statements of the month ended
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

/** The jobs: each a module of functions/src and its function taking (db, yyyy-MM-dd). */
const JOBS = {
  benchmarks: { module: 'functions/src/reports/benchmarks.ts', run: 'recomputeBenchmarks' },
  royalty: { module: 'functions/src/royalty/statements.ts', run: 'issueRoyaltyStatements' },
};

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
export async function runJob(name, date, env = process.env) {
  if (!env.FIRESTORE_EMULATOR_HOST) {
    throw new Error('run-job only runs against the emulators: FIRESTORE_EMULATOR_HOST must be set');
  }
  if (date !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(date)) {
    throw new Error(`--date must be a day as yyyy-MM-dd, not "${date}"`);
  }
  process.env.FIRESTORE_EMULATOR_HOST = env.FIRESTORE_EMULATOR_HOST;
  process.env.GCLOUD_PROJECT = PROJECT_ID;
  process.env.METADATA_SERVER_DETECTION = 'none';
  const job = JOBS[name];
  if (!job) throw new Error(`Unknown job "${name}": one of ${Object.keys(JOBS).join(', ')}`);
  const [jobModule, model] = await Promise.all([
    load(job.module),
    load('src/features/reports/model/benchmarks.ts'),
  ]);
  const app = initializeApp({ projectId: PROJECT_ID }, `job-${name}-${Date.now()}`);
  const db = getFirestore(app);
  try {
    return await jobModule[job.run](db, date ?? model.franchisorDay(new Date()));
  } finally {
    await db.terminate();
    await deleteApp(app);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [name, ...rest] = process.argv.slice(2);
  const at = rest.indexOf('--date');
  const date = at >= 0 ? rest[at + 1] : undefined;
  runJob(name ?? '', date).then(
    (result) => console.log(`${name}: ${JSON.stringify(result)}`),
    (error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
