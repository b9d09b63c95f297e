/**
 * Sales rollups (issue 29): sales_rollups/{locationId}_{period} and
 * territory_sales_rollups/{territoryId}_{period}, a month ("2026-11") or ISO week ("2026-W48",
 * with its days) of sales entries and approved refunds summed, and chain_sales_rollups/{period},
 * every territory's of the period in one document (src/features/reports/model/salesRollups.ts).
 * - applySalesRollupChanges: every server write of the ledger (saveSalesEntry, importSalesCsv,
 *   the approval of a refund) adds its delta in its own transaction, by increments, so it needs no
 *   read and never races another write of the same period;
 * - rebuildSalesRollups: recomputes the rollups of one location (and its territory's) or of all,
 *   for the periods a range of days touches, from sales_entries and sales_adjustments: for
 *   migrations and repairs, as the `rebuildSalesRollups` callable (top roles) or
 *   `node scripts/run-job.mjs rollups --from ... --to ... [--location id]`; it recomputes the
 *   COGS rollups of the inventory periods with a day in the range too (cogsRollups.ts).
 */
import {
  FieldPath,
  FieldValue,
  getFirestore,
  type Firestore,
  type Transaction,
  type WriteBatch,
} from 'firebase-admin/firestore';
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { addDays, parseISO } from 'date-fns';
import { COLLECTIONS } from '@/data/collections';
import { readSalesAdjustment, readSalesDay, type SalesFigures } from '@/data/shapes/salesLedger';
import { dayKey } from '@/features/reports/model/aggregate';
import { isCalendarDay } from '@/features/reports/model/salesEntry';
import {
  NO_SALES,
  adjustmentRecord,
  chainPeriodFields,
  chainRollupFields,
  chainRollupsOf,
  chainTerritoryFields,
  entryRecord,
  periodBounds,
  periodsOfDay,
  rollupDeltas,
  rollupFields,
  rollupId,
  rollupsOf,
  type RollupFigures,
  type RollupLevel,
  type SalesRollupChange,
} from '@/features/reports/model/salesRollups';
import type { RebuildSalesRollupsRequest, RebuildSalesRollupsResult } from '@/lib/callables';
import { assertTopRole, type RoyaltyCaller } from '../royalty/statementRules';
import { refreshCogsRollups } from './cogsRollups';
import { commitAll } from './batchedWrites';
import { rebuildItemSalesRollups } from './itemSalesRollups';
import { rebuildSalesDays } from './salesDays';

const COLLECTION_OF: Record<RollupLevel, string> = {
  location: COLLECTIONS.salesRollups,
  territory: COLLECTIONS.territorySalesRollups,
};

const rollupRef = (db: Firestore, r: RollupFigures) =>
  db.collection(COLLECTION_OF[r.level]).doc(rollupId(r));

const chainRef = (db: Firestore, period: string) =>
  db.collection(COLLECTIONS.chainSalesRollups).doc(period);

/** Figures (and a week's days) as increments of the stored ones. */
const incrementFields = (r: Pick<RollupFigures, 'figures' | 'byDay'>) => ({
  ...increments(r.figures),
  // A week's days merge one by one: the week's other days stay as they are.
  ...(r.byDay
    ? {
        byDay: Object.fromEntries(Object.entries(r.byDay).map(([day, f]) => [day, increments(f)])),
      }
    : {}),
});

/**
 * Adds the deltas of `changes` (sales entries or approved refunds added, replaced or removed) to
 * the rollups they touch, in the caller's transaction: the location's, its territory's and the
 * chain's of each period. Writes only: call it after the transaction's reads.
 */
export function applySalesRollupChanges(
  tx: Transaction,
  db: Firestore,
  changes: readonly SalesRollupChange[],
): void {
  const deltas = rollupDeltas(changes);
  for (const delta of deltas) {
    tx.set(
      rollupRef(db, delta),
      {
        ...rollupFields(delta),
        ...incrementFields(delta),
        updatedAt: FieldValue.serverTimestamp(),
      },
      { merge: true },
    );
  }
  for (const chain of chainRollupsOf(deltas)) {
    tx.set(
      chainRef(db, chain.period),
      {
        ...chainPeriodFields(chain.period),
        territories: Object.fromEntries(
          Object.entries(chain.territories).map(([id, t]) => [id, incrementFields(t)]),
        ),
        updatedAt: FieldValue.serverTimestamp(),
      },
      { merge: true },
    );
  }
}

/** Each figure of a delta as an increment of the stored one. */
const increments = (figures: SalesFigures) =>
  Object.fromEntries(
    Object.keys(NO_SALES).map((f) => [f, FieldValue.increment(figures[f as keyof SalesFigures])]),
  );

// ------------------------------------------------------------------ rebuild

/**
 * What a rebuild recomputes: one location (with its territory's rollups), or every location when
 * `locationId` is absent; every month and ISO week with a day in from..to (yyyy-MM-dd), whole.
 */
type RebuildScope = RebuildSalesRollupsRequest;

/** The months and ISO weeks with a day in from..to, and the days they span. */
function touchedPeriods(from: string, to: string) {
  const periods = new Set<string>();
  for (let d = parseISO(from); dayKey(d) <= to; d = addDays(d, 1)) {
    for (const p of periodsOfDay(dayKey(d))) periods.add(p);
  }
  const bounds = [...periods].map(periodBounds);
  return {
    periods,
    span: {
      from: bounds.reduce((min, b) => (b.from < min ? b.from : min), from),
      to: bounds.reduce((max, b) => (b.to > max ? b.to : max), to),
    },
  };
}

/** The rebuild's input: optional location, and a range of real days, from not after to. */
function readRebuildRequest(data: unknown): RebuildScope {
  const { locationId, from, to } = (data ?? {}) as Record<string, unknown>;
  const day = (v: unknown) => (typeof v === 'string' && isCalendarDay(v) ? v : null);
  const first = day(from);
  const last = day(to);
  if (first === null || last === null || first > last) {
    throw new HttpsError(
      'invalid-argument',
      'Choose the days to rebuild: from and to as yyyy-MM-dd, from not after to.',
    );
  }
  if (locationId !== undefined && (typeof locationId !== 'string' || locationId === '')) {
    throw new HttpsError('invalid-argument', 'Choose a franchise location, or none for all.');
  }
  return { from: first, to: last, ...(locationId === undefined ? {} : { locationId }) };
}

/**
 * Recomputes the rollups of a RebuildScope (checked: readRebuildRequest) from the source records
 * and overwrites them; a stored rollup of a recomputed period without any record left is deleted.
 * Not transactional: run it while nobody reports sales of the scope (a migration, a repair).
 */
export async function rebuildSalesRollups(
  db: Firestore,
  request: unknown,
): Promise<RebuildSalesRollupsResult> {
  const { locationId, from, to } = readRebuildRequest(request);
  const { periods, span } = touchedPeriods(from, to);
  let territoryId: string | undefined;
  if (locationId !== undefined) {
    const location = await db.collection(COLLECTIONS.franchiseLocations).doc(locationId).get();
    if (!location.exists) {
      throw new HttpsError('not-found', `No franchise location has the id "${locationId}".`);
    }
    territoryId = String(location.get('territoryId'));
  }
  // A location's rollups and its territory's: every record of the territory in the span.
  const inSpan = (collection: string) => {
    const all = db
      .collection(collection)
      .where('date', '>=', span.from)
      .where('date', '<=', span.to);
    return (territoryId === undefined ? all : all.where('territoryId', '==', territoryId)).get();
  };
  const [entries, adjustments] = await Promise.all([
    inSpan(COLLECTIONS.salesEntries),
    inSpan(COLLECTIONS.salesAdjustments),
  ]);
  const records = [
    ...entries.docs.map((d) =>
      entryRecord({ ...readSalesDay(d.data()), territoryId: String(d.get('territoryId')) }),
    ),
    ...adjustments.docs.map((d) =>
      adjustmentRecord({
        ...readSalesAdjustment(d.data(), d.id),
        territoryId: String(d.get('territoryId')),
      }),
    ),
  ];
  const wanted = (r: { level: RollupLevel; ownerId: string; period: string }) =>
    periods.has(r.period) &&
    (r.level === 'territory' || locationId === undefined || r.ownerId === locationId);
  const rollups = rollupsOf(records).filter(wanted);

  // The stored rollups of the same periods, so those left without records are deleted.
  const stored = async (level: RollupLevel) => {
    const all = db.collection(COLLECTION_OF[level]);
    const snap = await (
      level === 'location' && locationId !== undefined
        ? all.where('locationId', '==', locationId)
        : territoryId !== undefined
          ? all.where('territoryId', '==', territoryId)
          : all
    ).get();
    return snap.docs.filter((d) =>
      wanted({
        level,
        ownerId: d.id.slice(0, d.id.lastIndexOf('_')),
        period: String(d.get('period')),
      }),
    );
  };
  const kept = new Set(rollups.map((r) => `${COLLECTION_OF[r.level]}/${rollupId(r)}`));
  const stale = (await Promise.all([stored('location'), stored('territory')]))
    .flat()
    .filter((d) => !kept.has(d.ref.path));
  await commitAll(db, [
    ...rollups.map(
      (r) => (batch: WriteBatch) =>
        batch.set(rollupRef(db, r), {
          ...rollupFields(r),
          updatedAt: FieldValue.serverTimestamp(),
        }),
    ),
    ...stale.map((d) => (batch: WriteBatch) => batch.delete(d.ref)),
    ...(await chainWrites(db, rollups, periods, territoryId)),
  ]);
  // The item sales rollups of the same periods (of the location's delivery location, or all),
  // and the reported days of its weeks (of the location's territory, or all).
  const items = await rebuildItemSalesRollups(db, { locationId, periods, span });
  const weeks = new Set([...periods].filter((p) => p.includes('-W')));
  const days = await rebuildSalesDays(db, { territoryId, weeks, records });
  // COGS: every period of the location(s) with a day in the range, from its source records.
  const locationIds =
    locationId !== undefined
      ? [locationId]
      : (await db.collection(COLLECTIONS.franchiseLocations).select().get()).docs.map((d) => d.id);
  const cogsRollups = await refreshCogsRollups(db, locationIds, undefined, { from, to });
  return {
    rollups: rollups.length,
    removed: stale.length,
    periods: periods.size,
    cogsRollups,
    ...items,
    ...days,
  };
}

/**
 * The chain rollups' writes of a rebuild, from its territory rollups (`rollups`) of `periods`:
 * of every territory, each period's document overwritten and those left without any deleted; of
 * one territory, its entry of each period replaced, or removed when it has none left.
 */
async function chainWrites(
  db: Firestore,
  rollups: readonly RollupFigures[],
  periods: ReadonlySet<string>,
  territoryId: string | undefined,
): Promise<((batch: WriteBatch) => void)[]> {
  const chains = chainRollupsOf(rollups);
  const stamp = { updatedAt: FieldValue.serverTimestamp() };
  const stored = (await db.getAll(...[...periods].map((p) => chainRef(db, p)))).filter(
    (d) => d.exists,
  );
  if (territoryId === undefined) {
    const kept = new Set(chains.map((c) => c.period));
    const stale = stored.filter((d) => !kept.has(d.id));
    return [
      ...chains.map(
        (c) => (batch: WriteBatch) =>
          batch.set(chainRef(db, c.period), { ...chainRollupFields(c), ...stamp }),
      ),
      ...stale.map((d) => (batch: WriteBatch) => batch.delete(d.ref)),
    ];
  }
  // The territory's entry alone: the other territories' entries of the period stay.
  const touched = new Set([
    ...chains.map((c) => c.period),
    ...stored.filter((d) => d.get(new FieldPath('territories', territoryId))).map((d) => d.id),
  ]);
  return [...touched].map((period) => (batch: WriteBatch) => {
    const own = chains.find((c) => c.period === period)?.territories[territoryId];
    const entry = new FieldPath('territories', territoryId);
    batch.set(
      chainRef(db, period),
      {
        ...chainPeriodFields(period),
        territories: { [territoryId]: own ? chainTerritoryFields(own) : FieldValue.delete() },
        ...stamp,
      },
      { mergeFields: [...Object.keys(chainPeriodFields(period)), entry, 'updatedAt'] },
    );
  });
}

/** "Rebuild sales rollups": a top role recomputes the rollups of a location (or all) for a range. */
export async function rebuildSalesRollupsHandler(
  request: CallableRequest<unknown>,
): Promise<RebuildSalesRollupsResult> {
  const uid = request.auth?.uid;
  if (!uid) throw new HttpsError('unauthenticated', 'Sign in to rebuild the sales rollups.');
  const db = getFirestore();
  const caller = (await db.collection(COLLECTIONS.users).doc(uid).get()).data() as
    RoyaltyCaller | undefined;
  assertTopRole(caller, 'rebuild the sales rollups');
  return rebuildSalesRollups(db, request.data);
}
