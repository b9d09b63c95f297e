/** Types for migrate-item-cents.mjs, so TypeScript tests can import it. */
import type { Firestore } from 'firebase-admin/firestore';

export interface ItemCentsMigration {
  /** Items changed, each with one text per field ("price 12.345 -> priceCents 1235"). */
  migrated: { id: string; changes: string[] }[];
  /** Items left alone because a dollar value is no price. */
  skipped: { id: string; reason: string }[];
  /** Items already in cents. */
  unchanged: number;
}

export declare function migrateItemCents(
  db: Firestore,
  options?: { dryRun?: boolean; log?: (line: string) => void },
): Promise<ItemCentsMigration>;
