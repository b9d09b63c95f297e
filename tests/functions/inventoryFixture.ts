/**
 * The fixture of the inventory and COGS emulator tests (inventory-periods, stock-transfers,
 * cogs-rollups): franchise locations of a test's own, so the seeded periods never mix in, their
 * periods and counts written as the callables write them, and the active items a count must
 * cover (what the count sheet lists).
 */
import { Timestamp } from 'firebase-admin/firestore';
import { DEMO_IDS } from '../../scripts/seed.mjs';
import { adminDb, daysAgo } from './support';

/** A franchise location of a test's own. */
export interface FixtureLocation {
  id: string;
  name: string;
  territoryId: string;
  type: string;
}

/** yyyy-MM-dd (UTC, as the server dates periods) `n` days ago. */
export const dayAgo = (n: number) => daysAgo(n).toDate().toISOString().slice(0, 10);

/** Writes `locations` as enabled franchise locations of their (seeded) territory. */
export async function writeLocations(locations: readonly FixtureLocation[]): Promise<void> {
  await Promise.all(
    locations.map((l) =>
      adminDb()
        .doc(`franchise_locations/${l.id}`)
        .set({
          name: l.name,
          territoryId: l.territoryId,
          territoryName:
            l.territoryId === DEMO_IDS.territories.north ? 'North Coast' : 'Gulf Shore',
          type: l.type,
          enabled: true,
        }),
    ),
  );
}

/** Every active item, by id: what the count sheet lists and a count must cover. */
export async function activeItems() {
  return (await adminDb().collection('items').where('status', '==', 'active').get()).docs;
}

/**
 * Inventory period `id` of `location` written as the callables write them, in `status` with the
 * stamps it would have: opened (and its opening counted) `openedDaysAgo` days ago, a closed one
 * counted closed 5 days ago; `extra` overrides any field.
 */
export async function writePeriod(
  id: string,
  location: FixtureLocation,
  status: string,
  {
    openedDaysAgo = 10,
    extra = {},
  }: { openedDaysAgo?: number; extra?: Record<string, unknown> } = {},
): Promise<void> {
  const opened = daysAgo(openedDaysAgo);
  await adminDb()
    .doc(`inventory_reports/${id}`)
    .set({
      locationId: location.id,
      locationName: location.name,
      locationType: location.type,
      territoryId: location.territoryId,
      name: `${location.name} period`,
      status,
      reopenCount: 0,
      userId: 'demo-manager',
      createdAt: opened,
      updatedAt: opened,
      ...(status !== 'openingInProgress' ? { openingCountedAt: opened } : {}),
      ...(status === 'closed' ? { closingCountedAt: daysAgo(5) } : {}),
      ...extra,
    });
}

/**
 * Saves the lines of one count as the count sheet does, for the items `itemIds`: `quantity(itemId)`
 * (0 = counted zero, 10 by default); `extra` adds fields per line.
 */
export async function writeCountLines(
  reportId: string,
  count: 'opening' | 'closing',
  itemIds: readonly string[],
  quantity: (itemId: string) => number = () => 10,
  extra: (itemId: string) => Record<string, unknown> = () => ({}),
): Promise<void> {
  const batch = adminDb().batch();
  for (const itemId of itemIds) {
    const q = quantity(itemId);
    batch.set(adminDb().doc(`inventory_reports/${reportId}/count_lines/${count}_${itemId}`), {
      itemId,
      count,
      state: q === 0 ? 'zero' : 'counted',
      quantity: q,
      userId: 'demo-manager',
      updatedAt: Timestamp.now(),
      ...extra(itemId),
    });
  }
  await batch.commit();
}
