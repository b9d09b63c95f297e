import { getDocs, query, type Firestore, type Query } from 'firebase/firestore';
import {
  chainRollupRecords,
  locationRollupRecords,
  territoryRollupRecords,
} from '@/data/salesLedger';
import { constraintsOf } from '@/data/query/declaredQuery';
import {
  SalesLedgerView,
  chainPeriods,
  chainRollupReads,
  salesReads,
  type RollupRead,
  type SalesRequest,
  type TerritoryReads,
} from '../model/salesRollups';
import { chainRollupPeriods, salesRollupPeriods, territoryRollupPeriods } from '../fixedQueries';

/** Firestore takes at most 30 values in an `in` filter. */
const IN_LIMIT = 30;

function chunked(periods: readonly string[]): string[][] {
  const chunks: string[][] = [];
  for (let i = 0; i < periods.length; i += IN_LIMIT) chunks.push(periods.slice(i, i + IN_LIMIT));
  return chunks;
}

async function readAll<T>(queries: Query<T>[]): Promise<T[]> {
  const snapshots = await Promise.all(queries.map((q) => getDocs(q)));
  return snapshots.flatMap((s) => s.docs.map((d) => d.data()));
}

/** The territory's own rollups and its locations' (or one location's) of the planned periods. */
async function listRollups(db: Firestore, reads: TerritoryReads): Promise<RollupRead[]> {
  const { territoryId, locationId } = reads;
  const [territories, locations] = await Promise.all([
    readAll(
      chunked(reads.territoryPeriods).map((periods) =>
        query(
          territoryRollupRecords(db),
          ...constraintsOf(territoryRollupPeriods, { territoryId, periods }),
        ),
      ),
    ),
    readAll(
      chunked(reads.locationPeriods).map((periods) =>
        query(
          locationRollupRecords(db),
          ...constraintsOf(salesRollupPeriods, {
            territoryId,
            periods,
            ...(locationId ? { locationId } : {}),
          }),
        ),
      ),
    ),
  ]);
  return [
    ...territories.map((r) => ({ ...r, level: 'territory' as const, ownerId: r.territoryId })),
    ...locations.map((r) => ({ ...r, level: 'location' as const, ownerId: r.locationId })),
  ];
}

/** The asked territories' rollups of the chain rollups of chainPeriods (30 periods a query). */
async function listChainRollups(db: Firestore, request: SalesRequest): Promise<RollupRead[]> {
  const chains = await readAll(
    chunked(chainPeriods(request)).map((periods) =>
      query(chainRollupRecords(db), ...constraintsOf(chainRollupPeriods, { periods })),
    ),
  );
  const asked = new Set(request.territories.ids);
  return chains.flatMap(chainRollupReads).filter((r) => asked.has(r.ownerId));
}

/**
 * The sales a report shows, read as salesReads plans them per territory: territory rollups for
 * the territory and chain figures (the chain rollups instead when the viewer's scope is the
 * whole chain: `chain`), location rollups (30 periods a query) for the location figures, the
 * days at the ends of its ranges from the week rollups around them.
 */
export async function listSalesFigures(
  db: Firestore,
  request: SalesRequest,
): Promise<SalesLedgerView> {
  const [chain, ...perTerritory] = await Promise.all([
    listChainRollups(db, request),
    ...salesReads(request).map((reads) => listRollups(db, reads)),
  ]);
  return new SalesLedgerView([...chain, ...perTerritory.flat()]);
}
