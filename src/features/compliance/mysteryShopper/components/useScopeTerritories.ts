import { useSignedInUser } from '@/features/auth';
import { useLoader, type LoadState } from '../../catalogue/components/useLoader';
import { listScopeTerritories } from '../api/list-scope-territories';
import type { NamedRef } from '../model/schemas';
import { shopperScope, type ShopperScope } from '../model/scope';

export interface ScopeTerritories {
  territories: NamedRef[];
  scope: ShopperScope;
}

/** The signed-in user's territories (for the form) and the list scope built from them. */
export function useScopeTerritories(): LoadState<ScopeTerritories> {
  const { user, profile } = useSignedInUser();
  const key = `${user.uid}|${profile.role ?? ''}|${profile.territoryIds.join(',')}`;
  return useLoader(
    async () => {
      const territories = await listScopeTerritories({
        uid: user.uid,
        role: profile.role,
        territoryIds: profile.territoryIds,
      });
      return {
        territories,
        scope: shopperScope(
          profile.role,
          territories.map((t) => t.id),
        ),
      };
    },
    key,
    'your territories',
  );
}
