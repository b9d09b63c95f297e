import { useQuery } from '@tanstack/react-query';
import { useLoadView } from '@/components/QueryState';
import { errorCodeOf } from '@/features/errorReports';
import { db } from '@/lib/firebase';
import { draftQuery, orderQuery } from '../../api/queries';
import { documentLoad, type DocumentLoad } from '../../model/documentLoad';
import type { DraftOrder, Order } from '../../model/types';

const MISSING = { status: 'missing' } as const;

/** Order `id` for the detail and edit screens ('missing' without an id). */
export function useOrder(id: string | undefined): DocumentLoad<Order> {
  const result = useQuery({ ...orderQuery(db, id ?? ''), enabled: Boolean(id) });
  const needsConnection = useLoadView(result) === 'needsConnection';
  if (!id) return MISSING;
  return documentLoad({ ...result, errorCode: errorCodeOf(result.error), needsConnection });
}

/** One of the caller's drafts for the edit screen ('missing' without an id). */
export function useDraft(id: string | undefined): DocumentLoad<DraftOrder> {
  const result = useQuery({ ...draftQuery(db, id ?? ''), enabled: Boolean(id) });
  const needsConnection = useLoadView(result) === 'needsConnection';
  if (!id) return MISSING;
  return documentLoad({ ...result, errorCode: errorCodeOf(result.error), needsConnection });
}
