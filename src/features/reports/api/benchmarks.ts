import { getDoc, serverTimestamp, writeBatch, type Firestore } from 'firebase/firestore';
import { benchmarkId } from '../model/benchmarks';
import type { DayBounds } from '../model/aggregate';
import { salesBenchmarkDoc, salesBenchmarkRecord, type SalesBenchmark } from '@/data/salesLedger';

/* sales_benchmarks/{from}_{to}: readable by every active user, written by the top roles. */

/** Publishes (or republishes) benchmarks in one batch (top roles only, by rules). */
export async function publishBenchmarks(
  db: Firestore,
  benchmarks: readonly SalesBenchmark[],
  userId: string,
): Promise<void> {
  const batch = writeBatch(db);
  for (const b of benchmarks) {
    batch.set(salesBenchmarkDoc(db, benchmarkId(b)), {
      from: b.from,
      to: b.to,
      cohorts: b.cohorts,
      publishedBy: userId,
      publishedAt: serverTimestamp(),
    });
  }
  await batch.commit();
}

/** The published benchmark of exactly these days, or null when none is. */
export async function getBenchmark(
  db: Firestore,
  bounds: DayBounds,
): Promise<SalesBenchmark | null> {
  const snap = await getDoc(salesBenchmarkRecord(db, benchmarkId(bounds)));
  const data = snap.data();
  // The document's id is its days, so they are the ones asked for.
  return data ? { from: bounds.from, to: bounds.to, cohorts: data.cohorts } : null;
}

/** Several periods' benchmarks (null where none is published), one read each. */
export function getBenchmarks(
  db: Firestore,
  periods: readonly DayBounds[],
): Promise<(SalesBenchmark | null)[]> {
  return Promise.all(periods.map((p) => getBenchmark(db, p)));
}
