import { useEffect, useState } from 'react';
import { getDoc } from 'firebase/firestore';
import type { DraftOrder } from '../model/types';
import { draftFromSnapshot, draftOrderRef } from './orders-collection';

export type DraftLoad =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'error' }
  | { status: 'ready'; draft: DraftOrder };

/** Loads one of the caller's drafts; a denied read counts as missing (drafts are personal). */
export function useDraft(id: string | undefined): DraftLoad {
  const [load, setLoad] = useState<DraftLoad & { id?: string }>({ status: 'loading' });
  useEffect(() => {
    if (!id) return;
    let active = true;
    getDoc(draftOrderRef(id)).then(
      (snapshot) => {
        const draft = draftFromSnapshot(snapshot);
        if (active) setLoad(draft ? { status: 'ready', draft, id } : { status: 'missing', id });
      },
      (error: { code?: string }) => {
        console.error('Loading the draft failed', error);
        if (active)
          setLoad({ status: error.code === 'permission-denied' ? 'missing' : 'error', id });
      },
    );
    return () => {
      active = false;
    };
  }, [id]);
  if (!id) return { status: 'missing' };
  if (load.status !== 'loading' && load.id !== id) return { status: 'loading' };
  return load;
}
