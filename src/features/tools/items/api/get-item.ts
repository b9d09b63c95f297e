import { useEffect, useState } from 'react';
import { getDoc } from 'firebase/firestore';
import type { Item, ItemDoc } from '../model/item';
import { itemDoc } from './items-ref';

/** One item, or null when it does not exist. */
export async function getItem(id: string): Promise<Item | null> {
  const snapshot = await getDoc(itemDoc(id));
  return snapshot.exists() ? { ...(snapshot.data() as ItemDoc), id: snapshot.id } : null;
}

export type ItemLoad =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'error' }
  | { status: 'ready'; item: Item };

/** Loads an item for a detail or edit screen; reloads when the id changes. */
export function useItem(id: string | undefined): ItemLoad {
  const [load, setLoad] = useState<ItemLoad & { id?: string }>({ status: 'loading' });
  useEffect(() => {
    if (!id) return;
    let active = true;
    setLoad({ status: 'loading' });
    getItem(id).then(
      (item) => active && setLoad(item ? { status: 'ready', item, id } : { status: 'missing', id }),
      (error: unknown) => {
        console.error('Loading the item failed', error);
        if (active) setLoad({ status: 'error', id });
      },
    );
    return () => {
      active = false;
    };
  }, [id]);
  if (!id) return { status: 'missing' };
  return load;
}
