/**
 * System benchmarks on the server (issue 26): sales_benchmarks/{from}_{to} for every standard
 * period of a day (src/features/reports/model/benchmarks.ts standardPeriods), recomputed from all
 * locations' sales entries and approved refund adjustments with the app's own pure model
 * (benchmarkDocuments: per-location net after approved refunds, the median per cohort, cohorts
 * below the minimum left out), and the median COGS % of each cohort's latest inventory periods
 * closed in each standard period (./cogsFigures.ts, the COGS page's own model). Browsers may
 * only read the documents (firestore.rules).
 *
 * Run three ways, all through recomputeBenchmarks():
 * - `benchmarksDaily` (onSchedule): every day at 00:30 in the franchisor's time zone, for that day;
 * - `recomputeBenchmarks` (callable): a top role's "Recompute now", for today;
 * - `node scripts/run-job.mjs benchmarks --date yyyy-MM-dd`: against the emulators, any day.
 * Each document is overwritten whole and carries only the day it was computed for (`asOf`), no
 * clock time, so a second run for the same day and data writes the same documents.
 */
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { COLLECTIONS } from '@/data/collections';
import { readSalesAdjustment, readSalesDay } from '@/data/shapes/salesLedger';
import { TOP_ROLES, isRole } from '@/domain/permissions';
import {
  benchmarkDocuments,
  franchisorDay,
  standardSpan,
} from '@/features/reports/model/benchmarks';
import type { RecomputeBenchmarksResult } from '@/lib/callables';
import { systemCogsFigures } from '@/features/reports/inventory/model/cogsSources';
import { readCogsDocuments } from './cogsFigures';

/** Recomputes and writes every standard period's benchmark of day `asOf` (yyyy-MM-dd). */
export async function recomputeBenchmarks(
  db: Firestore,
  asOf: string,
): Promise<RecomputeBenchmarksResult> {
  const span = standardSpan(asOf);
  // The COGS median's periods closed in the span; their sales may start before it.
  const cogs = await readCogsDocuments(db, span, asOf);
  const salesFrom = [...cogs.firstDay.values(), span.from].sort()[0];
  const [entries, adjustments] = await Promise.all([
    db
      .collection(COLLECTIONS.salesEntries)
      .where('date', '>=', salesFrom)
      .where('date', '<=', span.to)
      .get(),
    db
      .collection(COLLECTIONS.salesAdjustments)
      .where('date', '>=', span.from)
      .where('date', '<=', span.to)
      .get(),
  ]);
  const days = entries.docs.map((d) => readSalesDay(d.data()));
  const documents = benchmarkDocuments(
    days,
    adjustments.docs.map((d) => readSalesAdjustment(d.data(), d.id)),
    asOf,
    systemCogsFigures({ ...cogs.docs, sales: days }, span, asOf),
  );
  // About 20 documents: one batch, so a run is written whole or not at all.
  const batch = db.batch();
  for (const { id, data } of documents) {
    batch.set(db.collection(COLLECTIONS.salesBenchmarks).doc(id), data);
  }
  await batch.commit();
  return { asOf, periods: documents.length };
}

/** The daily job: today's standard periods, today being the franchisor's calendar day. */
export async function benchmarksDailyHandler(): Promise<void> {
  await recomputeBenchmarks(getFirestore(), franchisorDay(new Date()));
}

/** "Recompute now": a top role (Super Admin, Fulfillment) recomputes today's benchmarks. */
export async function recomputeBenchmarksHandler(
  request: CallableRequest<unknown>,
): Promise<RecomputeBenchmarksResult> {
  const uid = request.auth?.uid;
  if (!uid) throw new HttpsError('unauthenticated', 'Sign in to recompute the benchmarks.');
  const db = getFirestore();
  const caller = (await db.collection(COLLECTIONS.users).doc(uid).get()).data();
  const role: unknown = caller?.role;
  if (!caller || caller.disabled === true || !isRole(role) || !TOP_ROLES.includes(role)) {
    throw new HttpsError(
      'permission-denied',
      'Only a Super Admin or Fulfillment user can recompute the system benchmarks.',
    );
  }
  return recomputeBenchmarks(db, franchisorDay(new Date()));
}
