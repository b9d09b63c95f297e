import type { UserProfile } from '@/data/users';
import type { NamedOption } from './schemas';

/**
 * Names of a user's territories: looked up by id, else the stored assignedTerritories entry at the
 * same position (older records hold names there), else the id itself.
 */
export function territoryNames(
  user: Pick<UserProfile, 'territoryIds' | 'assignedTerritories'>,
  territories: readonly NamedOption[],
): string[] {
  const ids = user.territoryIds ?? [];
  return ids.map(
    (id, i) => territories.find((t) => t.id === id)?.name ?? user.assignedTerritories?.[i] ?? id,
  );
}
