import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { allQueries, useLoadView } from '@/components/QueryState';
import { useSignedInUser } from '@/features/auth';
import {
  REFERENCE_DATA_KEY,
  SESSION_CACHE,
  scopeKey,
  useCatalogue,
  useScopeTerritories,
  useScopeUser,
} from '@/features/referenceData';
import { db } from '@/lib/firebase';
import { loadOrderPlaces } from '../../api/load-order-options';
import type { OrderOptions } from '../../model/options';

type OptionsLoad =
  | { status: 'loading' }
  | { status: 'needsConnection' }
  | { status: 'error' }
  | { status: 'ready'; options: OrderOptions };

/**
 * The order form's reference data within the signed-in user's scope, read once per sign-in: the
 * territories and the catalogue every screen shares, and the delivery points and LLCs the new,
 * edit and draft pages share.
 */
export function useOrderOptions(): OptionsLoad {
  const me = useScopeUser();
  const territories = useScopeTerritories();
  const catalogue = useCatalogue();
  const places = useQuery({
    queryKey: [...REFERENCE_DATA_KEY, 'orderPlaces', ...scopeKey(me)],
    queryFn: () =>
      loadOrderPlaces(db, me).catch((error: unknown) => {
        console.error('Loading the order options failed', error);
        throw error;
      }),
    ...SESSION_CACHE,
  });
  const options = useMemo(
    () =>
      territories.data && catalogue.data && places.data
        ? { territories: territories.data, items: catalogue.data, ...places.data }
        : null,
    [territories.data, catalogue.data, places.data],
  );
  const load = allQueries(territories, catalogue, places);
  const view = useLoadView(load);
  if (view === 'needsConnection') return { status: 'needsConnection' };
  if (load.status === 'error') return { status: 'error' };
  if (!options) return { status: 'loading' };
  return { status: 'ready', options };
}

/** "First Last" of the signed-in user, for revision entries. */
export function useActor(): { uid: string; name: string } {
  const { user, profile } = useSignedInUser();
  const name = [profile.firstName, profile.lastName].filter((p) => p?.trim()).join(' ');
  return { uid: user.uid, name: name || 'No name' };
}
