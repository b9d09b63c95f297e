import { getDoc, type Firestore } from 'firebase/firestore';
import { httpsCallable } from 'firebase/functions';
import { functions } from '@/lib/firebase';
import { CALLABLES, type RecomputeBenchmarksResult } from '@/lib/callables';
import { benchmarkId } from '../model/benchmarks';
import type { DayBounds } from '../model/aggregate';
import { salesBenchmarkRecord, type SalesBenchmark } from '@/data/salesLedger';

/*
 * sales_benchmarks/{from}_{to}: readable by every active user, written only by the server
 * (functions/src/reports/benchmarks.ts: daily, and on a top role's "Recompute now").
 */

/**
 * "Recompute now" (top roles): the server's `recomputeBenchmarks` callable recomputes today's
 * standard periods; a refusal's message is the server's own (errorText).
 */
export async function recomputeBenchmarks(): Promise<RecomputeBenchmarksResult> {
  const call = httpsCallable<undefined, RecomputeBenchmarksResult>(
    functions,
    CALLABLES.recomputeBenchmarks,
  );
  return (await call()).data;
}

/** The benchmark of exactly these days, or null when the server has none. */
export async function getBenchmark(
  db: Firestore,
  bounds: DayBounds,
): Promise<SalesBenchmark | null> {
  const snap = await getDoc(salesBenchmarkRecord(db, benchmarkId(bounds)));
  const data = snap.data();
  // The document's id is its days, so they are the ones asked for.
  return data ? { ...data, from: bounds.from, to: bounds.to } : null;
}

/** Several periods' benchmarks (null where none is stored), one read each. */
export function getBenchmarks(
  db: Firestore,
  periods: readonly DayBounds[],
): Promise<(SalesBenchmark | null)[]> {
  return Promise.all(periods.map((p) => getBenchmark(db, p)));
}
