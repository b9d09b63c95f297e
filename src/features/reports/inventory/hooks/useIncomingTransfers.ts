import { useQuery } from '@tanstack/react-query';
import { db } from '@/lib/firebase';
import type { SalesLocation } from '../../api/scope';
import { listIncomingTransfers } from '../api/stock-movements';
import { incomingTransfersKey } from './queryKeys';

/** The location a transfer is sent to, as its incoming list reads and names it. */
export type TransferPlace = Pick<SalesLocation, 'id' | 'name' | 'territoryId'>;

/** The transfers waiting for `location`'s answer (issue 28); none without a location. */
export function useIncomingTransfers(location: TransferPlace | null) {
  return useQuery({
    queryKey: incomingTransfersKey(location?.id ?? ''),
    queryFn: () => (location ? listIncomingTransfers(db, location) : []),
    enabled: location !== null,
  });
}
