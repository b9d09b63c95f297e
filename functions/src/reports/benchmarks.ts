/**
 * System benchmarks on the server (issue 26): sales_benchmarks/{from}_{to} for every standard
 * period of a day (src/features/reports/model/benchmarks.ts standardPeriods), recomputed from all
 * locations' sales entries and approved refund adjustments with the app's own pure model
 * (benchmarkDocuments: per-location net after approved refunds, the median per cohort, cohorts
 * below the minimum left out). Browsers may only read the documents (firestore.rules).
 *
 * Run three ways, all through recomputeBenchmarks():
 * - `benchmarksDaily` (onSchedule): every day at 00:30 in the franchisor's time zone, for that day;
 * - `recomputeBenchmarks` (callable): a top role's "Recompute now", for today;
 * - `node scripts/run-job.mjs benchmarks --date yyyy-MM-dd`: against the emulators, any day.
 * Each document is overwritten whole and carries only the day it was computed for (`asOf`), no
 * clock time, so a second run for the same day and data writes the same documents.
 */
import { getFirestore, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { COLLECTIONS } from '@/data/collections';
import type { SalesAdjustment, SalesDay } from '@/data/salesLedger';
import { TOP_ROLES, isRole } from '@/domain/permissions';
import {
  benchmarkDocuments,
  franchisorDay,
  standardSpan,
} from '@/features/reports/model/benchmarks';
import type { RecomputeBenchmarksResult } from '@/lib/callables';

/*
 * The stored fields the medians need, read as the app reads them (src/data/salesLedger.ts
 * readSalesDay / readSalesAdjustment: missing text is '', a missing number 0, a type other than
 * 'truck' a restaurant). The app's readers sit beside the web SDK's refs, which the server bundle
 * must not include, so the server reads the same fields itself.
 */
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const cents = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

function salesDayOf(data: DocumentData): SalesDay {
  return {
    locationId: text(data.locationId),
    locationType: data.locationType === 'truck' ? 'truck' : 'restaurant',
    date: text(data.date),
    grossCents: cents(data.grossCents),
    discountCents: cents(data.discountCents),
    refundCents: cents(data.refundCents),
    netCents: cents(data.netCents),
    transactions: cents(data.transactions),
  };
}

const adjustmentOf = (data: DocumentData, id: string): SalesAdjustment => ({
  approvalId: id,
  locationId: text(data.locationId),
  date: text(data.date),
  amountCents: cents(data.amountCents),
});

/** Recomputes and writes every standard period's benchmark of day `asOf` (yyyy-MM-dd). */
export async function recomputeBenchmarks(
  db: Firestore,
  asOf: string,
): Promise<RecomputeBenchmarksResult> {
  const span = standardSpan(asOf);
  const [entries, adjustments] = await Promise.all([
    db
      .collection(COLLECTIONS.salesEntries)
      .where('date', '>=', span.from)
      .where('date', '<=', span.to)
      .get(),
    db
      .collection(COLLECTIONS.salesAdjustments)
      .where('date', '>=', span.from)
      .where('date', '<=', span.to)
      .get(),
  ]);
  const documents = benchmarkDocuments(
    entries.docs.map((d) => salesDayOf(d.data())),
    adjustments.docs.map((d) => adjustmentOf(d.data(), d.id)),
    asOf,
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
