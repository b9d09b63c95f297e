#!/usr/bin/env node
/**
 * Migrates stored item prices from dollars to integer cents (issue 26):
 *
 *   node scripts/migrate-item-cents.mjs [--dry-run] [--project <id>]
 *
 * Every `items` document that still holds the dollar fields `price` / `salePrice` gets
 * `priceCents` / `salePriceCents` (src/domain/itemPrices.ts `dollarsToCents`: half away from zero
 * on the amount as written, so 12.345 -> 1235 and 0.1 + 0.2 -> 30) and loses the dollar fields, in
 * one update per item. A cents field already stored as a whole number is kept (it is what the app
 * reads and shows) and only the dollar field beside it is removed. A dollar value that is no
 * price (not a number, negative, above $1,000,000.00) is left alone and reported, to be fixed by
 * hand. Each update carries the item's last update time as a precondition, so an edit made while
 * the migration runs is never overwritten (run it again). A second run changes nothing.
 * It prints one line per item changed and a summary; `--dry-run` prints without writing.
 *
 * Admin SDK: against the emulators when FIRESTORE_EMULATOR_HOST is set (project
 * `demo-franchise-portal` unless --project or GCLOUD_PROJECT says otherwise), else against the real
 * project given by --project with Application Default Credentials
 * (`gcloud auth application-default login`, or GOOGLE_APPLICATION_CREDENTIALS=<service-account.json>).
 *
 * The conversion is the app's own module, loaded with Vite's runnerImport as the seed does.
 */
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { FieldPath, FieldValue, getFirestore } from 'firebase-admin/firestore';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PAGE = 300;

async function loadPrices() {
  const { module } = await runnerImport(path.join(ROOT, 'src/domain/itemPrices.ts'), {
    configFile: false,
    logLevel: 'silent',
    root: ROOT,
  });
  return module;
}

const isWholeCents = (value) => typeof value === 'number' && Number.isSafeInteger(value);

/**
 * What one item document needs: null when it holds no dollar field; else `{ update, changes }`
 * (fields to write, and text per field for the report) or `{ skip }` (why it is left alone).
 */
function planItem(data, { dollarsToCents, MAX_PRICE_CENTS }) {
  const pairs = [
    ['price', 'priceCents'],
    ['salePrice', 'salePriceCents'],
  ];
  if (!pairs.some(([dollars]) => dollars in data)) return null;
  const update = {};
  const changes = [];
  for (const [dollars, cents] of pairs) {
    if (isWholeCents(data[cents])) {
      if (dollars in data) {
        update[dollars] = FieldValue.delete();
        changes.push(
          `${dollars} ${JSON.stringify(data[dollars])} removed (kept ${cents} ${data[cents]})`,
        );
      }
      continue;
    }
    if (!(dollars in data)) {
      update[cents] = 0;
      changes.push(`${cents} 0 (no ${dollars})`);
      continue;
    }
    const converted = dollarsToCents(data[dollars]);
    if (converted === null || converted < 0 || converted > MAX_PRICE_CENTS) {
      return {
        skip: `${dollars} ${JSON.stringify(data[dollars])} is not a price of $0 to $1,000,000.00`,
      };
    }
    update[cents] = converted;
    update[dollars] = FieldValue.delete();
    changes.push(`${dollars} ${data[dollars]} -> ${cents} ${converted}`);
  }
  return { update, changes };
}

/**
 * Migrates every item of `db` (an Admin SDK Firestore). Returns what it did:
 * `migrated` ({ id, changes }), `skipped` ({ id, reason }) and `unchanged` (items already in cents).
 */
export async function migrateItemCents(db, { dryRun = false, log = console.log } = {}) {
  const prices = await loadPrices();
  const migrated = [];
  const skipped = [];
  let unchanged = 0;
  let last = null;
  for (;;) {
    let page = db.collection('items').orderBy(FieldPath.documentId()).limit(PAGE);
    if (last) page = page.startAfter(last.id);
    const snapshot = await page.get();
    if (snapshot.empty) break;
    last = snapshot.docs[snapshot.docs.length - 1];
    const batch = db.batch();
    let writes = 0;
    for (const doc of snapshot.docs) {
      const plan = planItem(doc.data(), prices);
      if (!plan) {
        unchanged += 1;
      } else if (plan.skip) {
        skipped.push({ id: doc.id, reason: plan.skip });
        log(`items/${doc.id}: SKIPPED, ${plan.skip}`);
      } else {
        migrated.push({ id: doc.id, changes: plan.changes });
        log(`items/${doc.id}: ${plan.changes.join(', ')}`);
        batch.update(doc.ref, plan.update, { lastUpdateTime: doc.updateTime });
        writes += 1;
      }
    }
    if (writes > 0 && !dryRun) await batch.commit();
    if (snapshot.size < PAGE) break;
  }
  log(
    `${dryRun ? 'Would migrate' : 'Migrated'} ${migrated.length} item(s) to cents; ` +
      `${unchanged} already in cents; ${skipped.length} skipped (fix by hand, then run again).`,
  );
  return { migrated, skipped, unchanged };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const dryRun = args.includes('--dry-run');
  const projectAt = args.indexOf('--project');
  const emulator = process.env.FIRESTORE_EMULATOR_HOST;
  const projectId =
    (projectAt >= 0 ? args[projectAt + 1] : undefined) ||
    process.env.GCLOUD_PROJECT ||
    (emulator ? 'demo-franchise-portal' : undefined);
  if (!projectId) {
    console.error(
      'Say which project: --project <id> (with Application Default Credentials), or set FIRESTORE_EMULATOR_HOST for the emulators',
    );
    process.exit(1);
  }
  console.log(
    `Item prices to cents in ${projectId}${emulator ? ` (emulator ${emulator})` : ''}${dryRun ? ', dry run' : ''}`,
  );
  const app = initializeApp({ projectId }, `migrate-item-cents-${Date.now()}`);
  try {
    const { skipped } = await migrateItemCents(getFirestore(app), { dryRun });
    await deleteApp(app);
    process.exit(skipped.length > 0 ? 2 : 0);
  } catch (error) {
    console.error(`Migration failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
