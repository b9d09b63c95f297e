#!/usr/bin/env node
/**
 * Adds a chain of realistic size to emulators that hold the demo data (issue 29): 10
 * territories, 120 locations, two years of daily sales, item sales, inventory periods, ~30,000
 * orders, ~3,000 inspections, ~1,500 approval requests (scripts/lib/scale-seed.mjs).
 *
 *   node scripts/seed-scale.mjs [--scale 0.1]     against running emulators, after the demo seed
 *   npm run seed:scale -- --scale 0.1
 *
 * It adds, never clears: every id is fixed (`chain-*`), so a second run overwrites the same
 * documents. Dates count back from today as the demo seed's do, so two runs on the same day
 * write the same data. It reads the demo's catalogue items and approval routing from Firestore
 * (the orders buy those items; requests go to the reviewers that table names) and refuses to run
 * without them. Owners and managers of the new territories sign in with the demo password.
 */
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';
import { buildChain } from './lib/scale-chain.mjs';
import { CHAIN_ROLLUPS, salesRollupRows } from './lib/sales-rollups-seed.mjs';
import { cogsDocuments, cogsRollupRows } from './lib/cogs-rollups-seed.mjs';
import { itemSalesRollupRows } from './lib/item-sales-rollups-seed.mjs';
import { salesDaysRows } from './lib/sales-days-seed.mjs';
import { scaleDocuments } from './lib/scale-seed.mjs';
import { DEMO_PASSWORD, DEMO_USERS, PROJECT_ID, complianceCatalogue, loadModel } from './seed.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Documents per batch (Firestore's limit) and batches in flight at once. */
const BATCH = 500;
/**
 * A chain rollup holds every territory (a week ~10 KB at 10 territories): a batch that has one
 * commits at 50 writes, under the emulator's 4 MiB request limit.
 */
const CHAIN_BATCH = 50;
const IN_FLIGHT = 4;
/** The chain's collections its COGS rollups are computed from (orders: the fulfilled ones). */
const COGS_INPUTS =
  /^(inventory_reports(\/[^/]+\/(count_lines|stock_movements))?|franchise_locations|orders|sales_entries)$/;

/** The app's refund day (salesMath.ts), loaded as seed.mjs loads the app's modules. */
async function loadAdjustmentDay() {
  const { module } = await runnerImport(
    path.join(ROOT, 'src/features/reports/model/salesMath.ts'),
    {
      configFile: false,
      logLevel: 'silent',
      root: ROOT,
      resolve: { alias: { '@': path.join(ROOT, 'src') } },
    },
  );
  return module.adjustmentDay;
}

/** Creates or updates the chain's sign-ins (owner and manager per territory). */
async function putUsers(auth, chain) {
  for (const t of chain.territories) {
    for (const u of [t.owner, t.manager]) {
      const account = {
        email: u.email,
        password: DEMO_PASSWORD,
        displayName: `${u.first} ${u.last}`,
        emailVerified: true,
      };
      await auth.updateUser(u.uid, account).catch(async (error) => {
        if (error?.code !== 'auth/user-not-found') throw error;
        await auth.createUser({ uid: u.uid, ...account });
      });
    }
  }
}

/**
 * Writes the chain's documents in batches of 500, IN_FLIGHT at a time.
 * @param {{ scale: number, env?: Record<string, string | undefined>, log?: (line: string) => void }} options
 * @returns {Promise<{ counts: Record<string, number>, total: number, seconds: number }>}
 */
export async function seedScale({ scale, env = process.env, log = (line) => console.log(line) }) {
  if (!env.FIRESTORE_EMULATOR_HOST || !env.FIREBASE_AUTH_EMULATOR_HOST) {
    throw new Error(
      'The scale seed only runs against the emulators (FIRESTORE_EMULATOR_HOST, FIREBASE_AUTH_EMULATOR_HOST)',
    );
  }
  process.env.FIRESTORE_EMULATOR_HOST = env.FIRESTORE_EMULATOR_HOST;
  process.env.FIREBASE_AUTH_EMULATOR_HOST = env.FIREBASE_AUTH_EMULATOR_HOST;
  process.env.GCLOUD_PROJECT = PROJECT_ID;
  process.env.METADATA_SERVER_DETECTION = 'none';
  const started = Date.now();
  const [model, adjustmentDay] = await Promise.all([loadModel(), loadAdjustmentDay()]);
  const app = initializeApp({ projectId: PROJECT_ID }, `seed-scale-${Date.now()}`);
  try {
    const db = getFirestore(app);
    const items = (await db.collection('items').where('status', '==', 'active').get()).docs.map(
      (d) => ({ id: d.id, ...d.data() }),
    );
    const routes = await db.collection('approval_routing').get();
    if (items.length === 0 || routes.empty) {
      throw new Error('No demo data: run the demo seed first (npm start, or npm run seed)');
    }
    const table = Object.fromEntries(routes.docs.map((d) => [d.id, d.data().reviewerId]));
    const person = (role) => {
      const u = DEMO_USERS.find((x) => x.role === role);
      return { uid: u.uid, name: `${u.first} ${u.last}` };
    };
    await putUsers(getAuth(app), buildChain(scale));
    const documents = scaleDocuments({
      scale,
      now: new Date(),
      ts: (d) => Timestamp.fromDate(d),
      items,
      catalogue: complianceCatalogue,
      scoreReport: model.scoreReport,
      assigneeOf: (formId, territoryId, userId) =>
        model.routedAssignee(table, formId, territoryId, userId),
      adjustmentDay,
      roleFields: (role) => ({
        timezone: model.DEFAULT_TIMEZONE,
        role,
        roleName: model.ROLE_NAMES[role],
        permissions: model.resolvePermissions(role),
      }),
      corporate: { superAdmin: person('superAdmin'), fulfillment: person('fulfillment') },
    });
    const counts = {};
    let total = 0;
    let batch = db.batch();
    let inBatch = 0;
    const inFlight = new Set();
    const commit = async () => {
      const done = batch.commit();
      inFlight.add(done);
      void done.finally(() => inFlight.delete(done)).catch(() => {});
      batch = db.batch();
      inBatch = 0;
      if (inFlight.size >= IN_FLIGHT) await Promise.race(inFlight);
    };
    // The chain's sales and COGS inputs, kept for their rollups (written last, from the same
    // arithmetic); the catalogue is the demo's.
    const sales = [];
    const cogsInputs = [];
    const itemSales = [];
    const catalogue = (await db.collection('items').get()).docs.map((d) => [
      'items',
      d.id,
      d.data(),
    ]);
    const withRollups = function* () {
      for (const row of documents) {
        if (row[0] === 'sales_entries' || row[0] === 'sales_adjustments') sales.push(row);
        if (row[0] === 'item_sales_daily') itemSales.push(row);
        if (COGS_INPUTS.test(row[0]) && (row[0] !== 'orders' || row[2].status === 'fulfilled')) {
          cogsInputs.push(row);
        }
        yield row;
      }
      yield* salesRollupRows(sales, model.salesRollups, Timestamp.now());
      yield* itemSalesRollupRows(itemSales, model.itemSalesRollups, Timestamp.now());
      yield* salesDaysRows(sales, model.salesRollups, model.salesDays, Timestamp.now());
      const inputs = cogsDocuments([...cogsInputs, ...catalogue]);
      const asOf = new Date().toISOString().slice(0, 10);
      yield* cogsRollupRows(inputs, model.cogsRollups, asOf, Timestamp.now());
    };
    for (const [collection, id, data] of withRollups()) {
      // The demo's territories stay in the chain rollups beside the chain's.
      batch.set(db.doc(`${collection}/${id}`), data, { merge: collection === CHAIN_ROLLUPS });
      const name = collection.split('/').at(-1);
      counts[name] = (counts[name] ?? 0) + 1;
      total += 1;
      inBatch += 1;
      if (inBatch === BATCH || (collection === CHAIN_ROLLUPS && inBatch >= CHAIN_BATCH)) {
        await commit();
      }
      if (total % 20_000 === 0) {
        log(
          `  ${total.toLocaleString('en-US')} documents, ${((Date.now() - started) / 1000).toFixed(0)} s`,
        );
      }
    }
    if (inBatch > 0) await commit();
    await Promise.all(inFlight);
    await db.terminate();
    return { counts, total, seconds: (Date.now() - started) / 1000 };
  } finally {
    await deleteApp(app);
  }
}

/** `--scale 0.1` or `--scale=0.1`; 1 without it. */
function scaleArgument(argv) {
  const at = argv.findIndex((a) => a === '--scale' || a.startsWith('--scale='));
  if (at < 0) return 1;
  const value = Number(argv[at].includes('=') ? argv[at].split('=')[1] : argv[at + 1]);
  if (!(value > 0 && value <= 1)) throw new Error('--scale takes a number in (0, 1]');
  return value;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const env = {
    ...process.env,
    FIRESTORE_EMULATOR_HOST: process.env.FIRESTORE_EMULATOR_HOST || '127.0.0.1:8080',
    FIREBASE_AUTH_EMULATOR_HOST: process.env.FIREBASE_AUTH_EMULATOR_HOST || '127.0.0.1:9099',
  };
  try {
    const scale = scaleArgument(process.argv.slice(2));
    console.log(`Scale seed (scale ${scale}) into ${env.FIRESTORE_EMULATOR_HOST}`);
    const { counts, total, seconds } = await seedScale({ scale, env });
    for (const [name, n] of Object.entries(counts).sort((a, b) => b[1] - a[1])) {
      console.log(`  ${name.padEnd(22)} ${n.toLocaleString('en-US').padStart(8)}`);
    }
    console.log(
      `  ${'total'.padEnd(22)} ${total.toLocaleString('en-US').padStart(8)} in ${seconds.toFixed(0)} s`,
    );
    console.log(
      `Chain logins (password ${DEMO_PASSWORD}): owner.<territory>@chain.demo.test, manager.<territory>@chain.demo.test (e.g. owner.chesapeake@chain.demo.test)`,
    );
    process.exit(0);
  } catch (error) {
    console.error(`Scale seed failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
