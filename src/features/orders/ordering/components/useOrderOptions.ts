import { useQuery } from '@tanstack/react-query';
import { useLoadView } from '@/components/QueryState';
import { useSignedInUser } from '@/features/auth';
import {
  REFERENCE_DATA_KEY,
  SESSION_CACHE,
  scopeKey,
  useScopeUser,
} from '@/features/referenceData';
import { db } from '@/lib/firebase';
import { loadOrderOptions } from '../../api/load-order-options';
import type { OrderOptions } from '../../model/options';

type OptionsLoad =
  | { status: 'loading' }
  | { status: 'needsConnection' }
  | { status: 'error' }
  | { status: 'ready'; options: OrderOptions };

/**
 * The order form's reference data within the signed-in user's scope: read once per sign-in and
 * shared by the new, edit and draft pages.
 */
export function useOrderOptions(): OptionsLoad {
  const me = useScopeUser();
  const result = useQuery({
    queryKey: [...REFERENCE_DATA_KEY, 'orderOptions', ...scopeKey(me)],
    queryFn: () =>
      loadOrderOptions(db, me).catch((error: unknown) => {
        console.error('Loading the order options failed', error);
        throw error;
      }),
    ...SESSION_CACHE,
  });
  const view = useLoadView(result);
  if (view === 'needsConnection') return { status: 'needsConnection' };
  if (result.isPending) return { status: 'loading' };
  if (result.isError) return { status: 'error' };
  return { status: 'ready', options: result.data };
}

/** "First Last" of the signed-in user, for revision entries. */
export function useActor(): { uid: string; name: string } {
  const { user, profile } = useSignedInUser();
  const name = [profile.firstName, profile.lastName].filter((p) => p?.trim()).join(' ');
  return { uid: user.uid, name: name || 'No name' };
}
