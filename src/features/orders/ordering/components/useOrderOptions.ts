import { useEffect, useState } from 'react';
import { useSignedInUser } from '@/features/auth';
import { loadOrderOptions } from '../../api/load-order-options';
import type { OrderOptions } from '../../model/options';

export type OptionsLoad =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; options: OrderOptions };

/** The order form's reference data within the signed-in user's scope. */
export function useOrderOptions(): OptionsLoad {
  const { user, profile } = useSignedInUser();
  const [load, setLoad] = useState<OptionsLoad>({ status: 'loading' });
  const role = profile.role ?? null;
  const territoryKey = (profile.territoryIds ?? []).join(',');
  useEffect(() => {
    let active = true;
    loadOrderOptions({
      uid: user.uid,
      role,
      territoryIds: territoryKey ? territoryKey.split(',') : [],
    }).then(
      (options) => active && setLoad({ status: 'ready', options }),
      (error: unknown) => {
        console.error('Loading the order options failed', error);
        if (active) setLoad({ status: 'error' });
      },
    );
    return () => {
      active = false;
    };
  }, [user.uid, role, territoryKey]);
  return load;
}

/** "First Last" of the signed-in user, for revision entries. */
export function useActor(): { uid: string; name: string } {
  const { user, profile } = useSignedInUser();
  const name = [profile.firstName, profile.lastName].filter((p) => p?.trim()).join(' ');
  return { uid: user.uid, name: name || 'No name' };
}
