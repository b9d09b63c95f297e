#!/usr/bin/env node
/**
 * How many Firestore reads does opening the items list cost, and does it grow with the catalogue?
 *
 *   node scripts/emulators.mjs exec -- node scripts/bench-items-reads.mjs
 *
 * Seeds the demo data (scripts/seed.mjs, which clears the emulators first), replaces the items with
 * N generated ones through firebase-admin, then signs in with the web SDK as the Super Admin and
 * runs exactly what the list screen runs for its default table state (useFirestoreTable): the page
 * query orderBy('order') + limit(25 + 1) and a getCountFromServer over the same order. It prints
 * the documents the page query returned (each one a billed read) and the aggregation's billed reads
 * (Firestore bills a count as 1 read per started batch of 1,000 index entries). Emulators only.
 */
import { deleteApp as deleteAdminApp, initializeApp as initAdmin } from 'firebase-admin/app';
import { getFirestore as adminFirestore } from 'firebase-admin/firestore';
import { deleteApp, initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from 'firebase/auth';
import {
  collection,
  connectFirestoreEmulator,
  getCountFromServer,
  getDocs,
  initializeFirestore,
  limit,
  orderBy,
  query,
  terminate,
} from 'firebase/firestore';
import { DEMO_PASSWORD, PROJECT_ID, seed } from './seed.mjs';

const SIZES = [2000, 200];
const PAGE_SIZE = 25; // DEFAULT_PAGE_SIZE in src/components/DataTable/types.ts
const STATUSES = ['active', 'out_of_stock', 'discontinued'];

const env = process.env;
if (!env.FIRESTORE_EMULATOR_HOST || !env.FIREBASE_AUTH_EMULATOR_HOST) {
  console.error(
    'Run under the emulators: node scripts/emulators.mjs exec -- node scripts/bench-items-reads.mjs',
  );
  process.exit(1);
}

const fmt = (n) => n.toLocaleString('en-US');

/** Deletes every item and writes `count` generated ones (admin SDK: no rules, batches of 400). */
async function replaceItems(count) {
  const app = initAdmin({ projectId: PROJECT_ID }, `bench-${Date.now()}`);
  try {
    const db = adminFirestore(app);
    const existing = await db.collection('items').listDocuments();
    for (let i = 0; i < existing.length; i += 400) {
      const batch = db.batch();
      existing.slice(i, i + 400).forEach((ref) => batch.delete(ref));
      await batch.commit();
    }
    const now = new Date();
    for (let i = 0; i < count; i += 400) {
      const batch = db.batch();
      for (let n = i + 1; n <= Math.min(i + 400, count); n++) {
        batch.set(db.collection('items').doc(`bench-${String(n).padStart(5, '0')}`), {
          itemDesc: `Bench item ${n}`,
          sku: `BENCH-${n}`,
          casesPerPallet: 40,
          casesPerOvernight: 4,
          status: STATUSES[n % STATUSES.length],
          priceCents: (10 + (n % 90)) * 100,
          salePriceCents: 0,
          isOnSale: false,
          order: n,
          createdAt: now,
          updatedAt: now,
        });
      }
      await batch.commit();
    }
    await db.terminate();
  } finally {
    await deleteAdminApp(app);
  }
}

/** Opens the list the way ItemsListPage does and returns what it read. */
async function openItemsList() {
  const app = initializeApp({ apiKey: 'demo-api-key', projectId: PROJECT_ID }, `web-${Date.now()}`);
  try {
    const auth = getAuth(app);
    connectAuthEmulator(auth, `http://${env.FIREBASE_AUTH_EMULATOR_HOST}`, {
      disableWarnings: true,
    });
    await signInWithEmailAndPassword(auth, 'superadmin@demo.test', DEMO_PASSWORD);
    // Memory cache: every document comes from the server, as on a first visit.
    const db = initializeFirestore(app, {});
    const [host, port] = env.FIRESTORE_EMULATOR_HOST.split(':');
    connectFirestoreEmulator(db, host, Number(port));
    const ordered = query(collection(db, 'items'), orderBy('order', 'asc'));
    const [page, count] = await Promise.all([
      getDocs(query(ordered, limit(PAGE_SIZE + 1))),
      getCountFromServer(ordered),
    ]);
    await terminate(db);
    return { pageDocs: page.size, counted: count.data().count };
  } finally {
    await deleteApp(app);
  }
}

await seed(env, { quiet: true });
console.log('Items list, default table state (orderBy order, page size 25), as the Super Admin:');
for (const size of SIZES) {
  await replaceItems(size);
  const { pageDocs, counted } = await openItemsList();
  const billedCount = Math.max(1, Math.ceil(counted / 1000));
  console.log(
    `  ${fmt(size).padStart(5)} items -> page query: ${pageDocs} documents; ` +
      `count: 1 aggregation (${fmt(counted)} entries = ${billedCount} billed read${billedCount === 1 ? '' : 's'}); ` +
      `total ${pageDocs + billedCount} billed reads`,
  );
}
console.log(
  'The demo data was replaced: run `npm run seed` (or restart `npm start`) to restore it.',
);
process.exit(0);
