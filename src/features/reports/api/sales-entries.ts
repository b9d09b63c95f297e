import { getDocs, query, serverTimestamp, writeBatch, type Firestore } from 'firebase/firestore';
import { constraintsOf } from '@/data/query/declaredQuery';
import { salesDayRecords, salesEntryDoc, type SalesDay } from '@/data/salesLedger';
import type { DaySales } from '../model/salesCsv';
import { reportedSalesDays, salesEntryDays } from '../fixedQueries';
import { listTerritoryDays, type SalesLocation } from './scope';

export const salesEntryId = (locationId: string, date: string) => `${locationId}_${date}`;

/**
 * The sales days of the given territories between two yyyy-MM-dd days (listTerritoryDays: one
 * query per territory, the whole comparison span at once).
 */
export async function listSalesDays(
  db: Firestore,
  territoryIds: readonly string[],
  from: string,
  to: string,
): Promise<SalesDay[]> {
  return listTerritoryDays(salesDayRecords(db), salesEntryDays, territoryIds, { from, to });
}

/** The days among `dates` a location has already reported. */
export async function findReportedDays(
  db: Firestore,
  location: SalesLocation,
  dates: readonly string[],
): Promise<Set<string>> {
  if (dates.length === 0) return new Set();
  const sorted = [...dates].sort();
  const snapshot = await getDocs(
    query(
      salesDayRecords(db),
      ...constraintsOf(reportedSalesDays, {
        territoryId: location.territoryId,
        locationId: location.id,
        from: sorted[0],
        to: sorted[sorted.length - 1],
      }),
    ),
  );
  const wanted = new Set(dates);
  return new Set(snapshot.docs.map((d) => d.data().date).filter((d) => wanted.has(d)));
}

export interface WriteSalesDaysInput {
  location: SalesLocation;
  days: readonly DaySales[];
  /** Days already reported: written as replacements, keeping their creation time. */
  replacing: ReadonlySet<string>;
  source: 'form' | 'csv';
  userId: string;
}

/**
 * Writes reported days in batches of 400; all or nothing for a file of up to 400 days (a batch is
 * atomic), which covers a year of daily rows. Replacements keep `createdAt` (merge).
 */
export async function writeSalesDays(db: Firestore, input: WriteSalesDaysInput): Promise<void> {
  const { location, days, replacing, source, userId } = input;
  for (let i = 0; i < days.length; i += 400) {
    const batch = writeBatch(db);
    for (const day of days.slice(i, i + 400)) {
      const ref = salesEntryDoc(db, salesEntryId(location.id, day.date));
      const data = {
        locationId: location.id,
        locationName: location.name,
        locationType: location.type,
        territoryId: location.territoryId,
        date: day.date,
        month: day.date.slice(0, 7),
        grossCents: day.grossCents,
        discountCents: day.discountCents,
        refundCents: day.refundCents,
        netCents: day.netCents,
        transactions: day.transactions,
        source,
        userId,
        updatedAt: serverTimestamp(),
      };
      if (replacing.has(day.date)) batch.set(ref, data, { merge: true });
      else batch.set(ref, { ...data, createdAt: serverTimestamp() });
    }
    await batch.commit();
  }
}
