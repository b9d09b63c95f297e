import { collection, getDocs, query, type Firestore } from 'firebase/firestore';
import { COLLECTIONS } from '@/data/collections';
import { constraintsOf } from '@/data/query/declaredQuery';
import { chunkValues } from '@/data/query/inLimit';
import { locationCogsRollups, territoryCogsTrends } from '../../fixedQueries';
import type { RoyaltyRates } from '@/data/royalty';
import { listRoyaltyRates, listStatements } from '../../api/royalty';
import type { SalesLocation } from '../../api/scope';
import {
  readCogsRollup,
  readCogsTrend,
  type CogsRollup,
  type CogsTrend,
} from '../model/cogsRollups';
import type { MonthStatement } from '../model/periodFees';

/** What the P&L's royalty and ad fund lines need of one location (model/periodFees.ts). */
export interface LocationFees {
  /** Its royalty rate versions; null when none are set. */
  rates: RoyaltyRates | null;
  /** Its royalty statements (one per ended month the server issued). */
  statements: MonthStatement[];
}

/** The COGS rollups of one location's periods, oldest first (model/cogsRollups.ts). */
export interface LocationRollups {
  location: SalesLocation;
  rollups: CogsRollup[];
}

/**
 * What the COGS and P&L pages read of a location: one rollup per inventory period, kept by the
 * server (functions/src/reports/cogsRollups.ts), read in the location's territory.
 */
export async function loadLocationRollups(
  db: Firestore,
  location: SalesLocation,
  today: string,
): Promise<LocationRollups> {
  const snapshot = await getDocs(
    query(
      collection(db, COLLECTIONS.cogsPeriodRollups),
      ...constraintsOf(locationCogsRollups, {
        territoryId: location.territoryId,
        locationId: location.id,
      }),
    ),
  );
  const rollups = snapshot.docs
    .map((d) => readCogsRollup(d.data(), today))
    .sort((a, b) => a.row.from.localeCompare(b.row.from));
  return { location, rollups };
}

/**
 * The side-by-side view's trend of every location of `territoryIds` (one small document per
 * location, kept by the server with its rollups): one query per 30 territories, whatever the
 * number of locations.
 */
export async function loadLocationTrends(
  db: Firestore,
  territoryIds: readonly string[],
  today: string,
): Promise<CogsTrend[]> {
  const unique = [...new Set(territoryIds)];
  if (unique.length === 0) return [];
  const snapshots = await Promise.all(
    chunkValues(unique).map((chunk) =>
      getDocs(
        query(
          collection(db, COLLECTIONS.cogsLocationTrends),
          ...constraintsOf(territoryCogsTrends, { territoryIds: chunk }),
        ),
      ),
    ),
  );
  return snapshots.flatMap((s) => s.docs.map((d) => readCogsTrend(d.data(), today)));
}

/** The location's royalty rates and statements (the P&L's royalty and ad fund). */
export async function loadLocationFees(
  db: Firestore,
  location: SalesLocation,
): Promise<LocationFees> {
  const [rates, statements] = await Promise.all([
    listRoyaltyRates(db, location.territoryId),
    listStatements(db, location.territoryId, location.id),
  ]);
  return {
    rates: rates.find((r) => r.locationId === location.id) ?? null,
    statements: statements.map((s) => ({
      month: s.month,
      salesNetCents: s.grossCents - s.exclusionsCents,
      royaltyCents: s.royaltyCents,
      adFundCents: s.adFundCents,
      status: s.status,
    })),
  };
}
