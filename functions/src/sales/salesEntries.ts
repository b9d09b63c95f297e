/**
 * `saveSalesEntry` and `importSalesCsv` (callables): the only writers of sales_entries (browsers
 * may no longer write them: firestore.rules). Both check every day with the app's own checks
 * (src/features/reports/model/salesEntry.ts: a real calendar day, not after today in the
 * franchisor's time zone, amounts as the form takes them) before anything is read, then in ONE
 * Admin SDK transaction read the caller's user document, the location, the royalty statement of
 * every month the days fall in and every day's entry, and refuse the whole request when:
 * - the caller may not report sales of that location (role, territory scope, Create Franchise
 *   Sales; Edit Franchise Sales to replace a reported day: salesEntryRules.ts);
 * - a month is locked by a confirmed royalty statement (the lock firestore.rules applied);
 * - a day is already reported and Replace was not chosen.
 * Otherwise every day is written in the same transaction's one commit, with the re-issue of the
 * royalty statement of every ended month a day falls in (functions/src/royalty/statements.ts): all or nothing, whatever
 * the file's size (at most MAX_IMPORT_ROWS, 3,000: the Firestore emulator took 3,000 writes in
 * one commit; Firestore lifted its 500-writes-per-commit limit in 2023, leaving the 10 MiB
 * request, and 3,000 entries are about 1.5 MB). The place (name, type, territory) comes from the
 * location's own document, the author (userId, userName) from the caller's user document, the
 * times from the server; a replaced day keeps its createdAt. The sales rollups of the days' months
 * and ISO weeks take the difference between the old and the new days in the same commit
 * (functions/src/reports/salesRollups.ts), and so do the reported days of their ISO weeks
 * (functions/src/reports/salesDays.ts, the reports dashboard's).
 */
import { getFirestore, FieldValue } from 'firebase-admin/firestore';
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { COLLECTIONS } from '@/data/collections';
import { readSalesDay } from '@/data/shapes/salesLedger';
import { displayName } from '@/features/auth/model/user';
import {
  lockedMonthsMessage,
  salesToday,
  type DaySales,
} from '@/features/reports/model/salesEntry';
import type { ImportSalesCsvResult, SaveSalesEntryResult } from '@/lib/callables';
import { entryRecord } from '@/features/reports/model/salesRollups';
import { refreshEndedMonths } from '../royalty/statements';
import { refreshCogsRollupsAfter } from '../reports/cogsRollups';
import { applySalesRollupChanges } from '../reports/salesRollups';
import { applySalesDaysChanges } from '../reports/salesDays';
import {
  assertMayReportSales,
  checkRows,
  listDays,
  readImportRequest,
  readSaveRequest,
  rowErrorsRefusal,
  type SalesCaller,
} from './salesEntryRules';

export async function saveSalesEntryHandler(
  request: CallableRequest<unknown>,
): Promise<SaveSalesEntryResult> {
  const uid = request.auth?.uid;
  if (!uid) throw new HttpsError('unauthenticated', 'Sign in to report sales.');
  const input = readSaveRequest(request.data);
  const { days, errors } = checkRows(input.rows, salesToday(new Date()));
  if (errors.length > 0) {
    throw new HttpsError('invalid-argument', errors[0].errors.join('. '));
  }
  const [day] = days;
  const { replaced } = await commitDays(uid, {
    locationId: input.locationId,
    days,
    replace: input.replace,
    source: 'form',
    refusal: {
      locked: (months) => lockedMonthsMessage(months),
      reported: (_, name) =>
        `${day.date} is already reported for ${name}. Tick "Replace" to overwrite it.`,
    },
  });
  return { date: day.date, replaced: replaced > 0 };
}

export async function importSalesCsvHandler(
  request: CallableRequest<unknown>,
): Promise<ImportSalesCsvResult> {
  const uid = request.auth?.uid;
  if (!uid) throw new HttpsError('unauthenticated', 'Sign in to import sales.');
  const input = readImportRequest(request.data);
  const { days, errors } = checkRows(input.rows, salesToday(new Date()));
  if (errors.length > 0) throw rowErrorsRefusal(errors, input.rows.length);
  const { replaced } = await commitDays(uid, {
    locationId: input.locationId,
    days,
    replace: input.replace,
    source: 'csv',
    refusal: {
      // "The sales of ..." as "Nothing was imported: the sales of ...".
      locked: (months) => `Nothing was imported: t${lockedMonthsMessage(months).slice(1)}`,
      reported: (dates) =>
        `Nothing was imported: ${listDays(dates)} ${dates.length === 1 ? 'is' : 'are'} already reported. Choose "Replace" to overwrite them.`,
    },
  });
  return { imported: days.length, replaced };
}

interface CommitInput {
  locationId: string;
  days: readonly DaySales[];
  replace: boolean;
  source: 'form' | 'csv';
  /** The sentences of the two refusals that depend on the data read. */
  refusal: {
    locked: (months: string[]) => string;
    reported: (dates: string[], locationName: string) => string;
  };
}

/** Checks and writes `days` of one location in one transaction; resolves to how many replaced. */
async function commitDays(uid: string, input: CommitInput): Promise<{ replaced: number }> {
  const { locationId, days, replace, source, refusal } = input;
  const db = getFirestore();
  const months = [...new Set(days.map((d) => d.date.slice(0, 7)))].sort();
  const callerRef = db.collection(COLLECTIONS.users).doc(uid);
  const locationRef = db.collection(COLLECTIONS.franchiseLocations).doc(locationId);
  const statementRefs = months.map((month) =>
    db.collection(COLLECTIONS.royaltyStatements).doc(`${locationId}_${month}`),
  );
  const entryRefs = days.map((d) =>
    db.collection(COLLECTIONS.salesEntries).doc(`${locationId}_${d.date}`),
  );

  const result = await db.runTransaction(async (tx) => {
    const snaps = await tx.getAll(callerRef, locationRef, ...statementRefs, ...entryRefs);
    const [callerSnap, locationSnap] = snaps;
    const statementSnaps = snaps.slice(2, 2 + months.length);
    const entrySnaps = snaps.slice(2 + months.length);
    const caller = callerSnap.data() as (SalesCaller & Record<string, unknown>) | undefined;
    const location = locationSnap.data() ?? {};
    const reported = days.filter((_, i) => entrySnaps[i].exists).map((d) => d.date);
    assertMayReportSales(
      caller,
      { exists: locationSnap.exists, territoryId: location.territoryId },
      replace && reported.length > 0,
    );
    const locationName = String(location.name ?? '');
    const locked = months.filter((_, i) => statementSnaps[i].get('status') === 'confirmed');
    if (locked.length > 0) throw new HttpsError('failed-precondition', refusal.locked(locked));
    if (reported.length > 0 && !replace) {
      throw new HttpsError('already-exists', refusal.reported(reported, locationName));
    }

    const place = {
      locationId,
      locationName,
      locationType: location.type === 'truck' ? ('truck' as const) : ('restaurant' as const),
      territoryId: String(location.territoryId),
    };
    // A late day of an ended month re-issues its statement in this same commit.
    const reissueStatements = await refreshEndedMonths(
      tx,
      db,
      locationId,
      days.map((day) => ({ ...place, ...day })),
      salesToday(new Date()),
    );
    const author = {
      userId: uid,
      userName: displayName({
        firstName: String(caller?.firstName ?? ''),
        lastName: String(caller?.lastName ?? ''),
      }),
    };
    days.forEach((day, i) => {
      const data = {
        ...place,
        date: day.date,
        month: day.date.slice(0, 7),
        grossCents: day.grossCents,
        discountCents: day.discountCents,
        refundCents: day.refundCents,
        netCents: day.netCents,
        transactions: day.transactions,
        source,
        ...author,
        updatedAt: FieldValue.serverTimestamp(),
      };
      // A replaced day keeps its creation time.
      if (entrySnaps[i].exists) tx.set(entryRefs[i], data, { merge: true });
      else tx.set(entryRefs[i], { ...data, createdAt: FieldValue.serverTimestamp() });
    });
    reissueStatements();
    const changes = days.map((day, i) => {
      const old = entrySnaps[i].data();
      return {
        before: old
          ? entryRecord({ ...readSalesDay(old), territoryId: String(old.territoryId) })
          : null,
        after: entryRecord({ ...place, ...day }),
      };
    });
    applySalesRollupChanges(tx, db, changes);
    applySalesDaysChanges(tx, db, changes);
    return { replaced: reported.length };
  });
  // The net sales of its inventory periods (COGS %, the P&L).
  await refreshCogsRollupsAfter(db, [locationId]);
  return result;
}
