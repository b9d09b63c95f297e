import { useEffect, useState } from 'react';
import { getDoc, onSnapshot } from 'firebase/firestore';
import type { Order } from '../model/types';
import { db } from '@/lib/firebase';
import { orderFromSnapshot, orderRef } from './refs';

/** One order, or null when it does not exist. */
export async function getOrder(id: string): Promise<Order | null> {
  return orderFromSnapshot(await getDoc(orderRef(db, id)));
}

export type OrderLoad =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'error' }
  | { status: 'ready'; order: Order };

/**
 * Watches an order for a detail or edit screen, so a status change made elsewhere (or by this
 * screen) shows at once. A denied read counts as missing: the caller may not see it.
 */
export function useOrder(id: string | undefined): OrderLoad {
  const [load, setLoad] = useState<OrderLoad & { id?: string }>({ status: 'loading' });
  useEffect(() => {
    if (!id) return;
    setLoad({ status: 'loading', id });
    return onSnapshot(
      orderRef(db, id),
      (snapshot) => {
        const order = orderFromSnapshot(snapshot);
        setLoad(order ? { status: 'ready', order, id } : { status: 'missing', id });
      },
      (error) => {
        console.error('Loading the order failed', error);
        setLoad(
          error.code === 'permission-denied' ? { status: 'missing', id } : { status: 'error', id },
        );
      },
    );
  }, [id]);
  if (!id) return { status: 'missing' };
  if (load.status !== 'loading' && load.id !== id) return { status: 'loading' };
  return load;
}
