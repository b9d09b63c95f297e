import { useEffect, useState } from 'react';
import type { DocumentData } from 'firebase/firestore';
import type { WithId } from '@/components/DataTable';
import { getRecord } from '../api/get-record';
import { errorMessage } from './errors';

export type RecordState<D> =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'error'; message: string }
  | { status: 'ready'; record: WithId<D> };

/** One record by id, loaded once per id. */
export function useRecord<D extends DocumentData>(
  collection: string,
  id: string | undefined,
): RecordState<D> {
  const [state, setState] = useState<RecordState<D>>({ status: 'loading' });
  useEffect(() => {
    if (!id) {
      setState({ status: 'missing' });
      return;
    }
    let cancelled = false;
    setState({ status: 'loading' });
    getRecord<D>({ collection, id })
      .then((record) => {
        if (!cancelled) setState(record ? { status: 'ready', record } : { status: 'missing' });
      })
      .catch((error: unknown) => {
        if (!cancelled) setState({ status: 'error', message: errorMessage(error) });
      });
    return () => {
      cancelled = true;
    };
  }, [collection, id]);
  return state;
}
