import {
  getDoc,
  serverTimestamp,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import {
  benchmarkId,
  COHORTS,
  type CohortBenchmark,
  type SalesBenchmark,
} from '../model/benchmarks';
import type { DayBounds } from '../model/aggregate';
import { salesBenchmarkDoc } from '@/data/salesLedger';

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

function toCohort(value: unknown): CohortBenchmark | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const v = value as DocumentData;
  return {
    medianNetCents: Number(v.medianNetCents),
    medianAverageCheckCents: Number(v.medianAverageCheckCents),
    locationCount: Number(v.locationCount),
  };
}

/** The published benchmark of exactly these days, or null when none is. */
export async function getBenchmark(
  db: Firestore,
  bounds: DayBounds,
): Promise<SalesBenchmark | null> {
  const snap = await getDoc(salesBenchmarkDoc(db, benchmarkId(bounds)));
  const data = snap.data();
  if (!data) return null;
  const cohorts: SalesBenchmark['cohorts'] = {};
  for (const cohort of COHORTS) {
    const value = toCohort((data.cohorts as DocumentData | undefined)?.[cohort]);
    if (value) cohorts[cohort] = value;
  }
  return { from: bounds.from, to: bounds.to, cohorts };
}

/** Several periods' benchmarks (null where none is published), one read each. */
export function getBenchmarks(
  db: Firestore,
  periods: readonly DayBounds[],
): Promise<(SalesBenchmark | null)[]> {
  return Promise.all(periods.map((p) => getBenchmark(db, p)));
}
