#!/usr/bin/env node
/**
 * Order numbers under concurrent creation. Run with the emulators up:
 *
 *   node scripts/emulators.mjs exec -- node scripts/bench-order-numbers.mjs
 *
 * Seeds the demo data, signs in as the demo Franchisee Owner with the client SDK (so the
 * security rules apply), then places 20 orders at once through the app's own transaction
 * (src/features/orders/api/place-order.ts, loaded with Vite's runnerImport like the seed's
 * model) and prints how many orders were created and how many distinct numbers they got.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { initializeApp, deleteApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from 'firebase/auth';
import { connectFirestoreEmulator, getFirestore, terminate } from 'firebase/firestore';
import { runnerImport } from 'vite';
import { DEMO_PASSWORD, PROJECT_ID, seed } from './seed.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const COUNT = Number(process.env.BENCH_ORDERS ?? 20);

const firestoreHost = process.env.FIRESTORE_EMULATOR_HOST;
const authHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;
if (!firestoreHost || !authHost) {
  console.error(
    'Run me through: node scripts/emulators.mjs exec -- node scripts/bench-order-numbers.mjs',
  );
  process.exit(1);
}

await seed(process.env, { quiet: true });

const { module } = await runnerImport(path.join(ROOT, 'src/features/orders/api/place-order.ts'), {
  configFile: false,
  logLevel: 'silent',
  root: ROOT,
});
const { placeOrder } = module;

const app = initializeApp({ projectId: PROJECT_ID, apiKey: 'demo-key' }, 'bench');
const auth = getAuth(app);
connectAuthEmulator(auth, `http://${authHost}`, { disableWarnings: true });
const db = getFirestore(app);
const [host, port] = firestoreHost.split(':');
connectFirestoreEmulator(db, host, Number(port));

const { user } = await signInWithEmailAndPassword(auth, 'owner@demo.test', DEMO_PASSWORD);
const input = {
  territoryId: 'territory-north-coast',
  territoryName: 'North Coast',
  deliveryLocationId: 'delivery-north-commissary',
  deliveryLocationName: 'North Coast Commissary',
  llcId: 'llc-north-coast-foods',
  items: [{ id: 'item-bun-bri', quantity: 4 }],
  overnightShipping: false,
  maxPallets: 1,
  franchiseeNotes: 'bench',
};

const started = Date.now();
const results = await Promise.allSettled(
  Array.from({ length: COUNT }, () => placeOrder(db, input, user.uid)),
);
const ms = Date.now() - started;
const placed = results.filter((r) => r.status === 'fulfilled').map((r) => r.value);
const failed = results.filter((r) => r.status === 'rejected');
const numbers = new Set(placed.map((o) => o.orderNumber));
console.log(
  `${placed.length} orders created, ${numbers.size} distinct numbers ` +
    `(${[...numbers].sort((a, b) => a - b).join(', ')}), ${failed.length} failed, ${ms} ms`,
);
for (const f of failed.slice(0, 3))
  console.log(`failure: ${f.reason?.code ?? ''} ${f.reason?.message ?? f.reason}`);
await terminate(db);
await deleteApp(app);
process.exit(placed.length === COUNT && numbers.size === COUNT ? 0 : 1);
