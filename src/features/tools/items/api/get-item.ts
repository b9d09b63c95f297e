import { useQuery } from '@tanstack/react-query';
import { doc, getDoc, type Firestore } from 'firebase/firestore';
import { db } from '@/lib/firebase';
import type { Item } from '../model/item';
import { typedItemsCollection } from './items-ref';

/** One item, or null when it does not exist. */
export async function getItem(firestore: Firestore, id: string): Promise<Item | null> {
  const snapshot = await getDoc(doc(typedItemsCollection(firestore), id));
  return snapshot.exists() ? { ...snapshot.data(), id: snapshot.id } : null;
}

export type ItemLoad =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'error' }
  | { status: 'ready'; item: Item };

export const itemQueryKey = (id: string) => ['tools', 'item', id] as const;

/** Loads an item for a detail or edit screen; reloads when the id changes. */
export function useItem(id: string | undefined): ItemLoad {
  const item = useQuery({
    queryKey: itemQueryKey(id ?? ''),
    queryFn: () => getItem(db, id ?? ''),
    enabled: Boolean(id),
  });
  if (!id) return { status: 'missing' };
  if (item.isPending) return { status: 'loading' };
  if (item.isError) {
    console.error('Loading the item failed', item.error);
    return { status: 'error' };
  }
  return item.data ? { status: 'ready', item: item.data } : { status: 'missing' };
}
