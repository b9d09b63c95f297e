import { useQuery } from '@tanstack/react-query';
import type { CollectionReference, DocumentData, Firestore } from 'firebase/firestore';
import type { WithId } from '@/components/DataTable';
import { db } from '@/lib/firebase';
import { getRecord } from '../api/get-record';
import { errorText } from '@/lib/errors';
import { RESOURCE_QUERIES } from './queryKeys';

export type RecordState<D> =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'error'; message: string }
  | { status: 'ready'; record: WithId<D> };

/** One record by id (the kit's writes refresh it, see queryKeys.ts). */
export function useRecord<D extends DocumentData>(
  {
    collection,
    records,
  }: { collection: string; records: (firestore: Firestore) => CollectionReference<D> },
  id: string | undefined,
): RecordState<D> {
  const record = useQuery({
    queryKey: [...RESOURCE_QUERIES, 'record', collection, id ?? ''],
    queryFn: () => getRecord<D>(records(db), id ?? ''),
    enabled: Boolean(id),
  });
  if (!id) return { status: 'missing' };
  if (record.isPending) return { status: 'loading' };
  if (record.isError) return { status: 'error', message: errorText(record.error) };
  return record.data ? { status: 'ready', record: record.data } : { status: 'missing' };
}
