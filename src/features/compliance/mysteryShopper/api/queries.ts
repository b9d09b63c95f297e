import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Firestore } from 'firebase/firestore';
import { getMysteryShopperReport } from './get-report';

/** Root of every mystery shopper key, so a save can refresh what shows reports. */
const MYSTERY_SHOPPER_KEY = ['mysteryShopper'] as const;

/** One report for its view page. */
export function mysteryShopperReportQuery(firestore: Firestore, id: string) {
  return queryOptions({
    queryKey: [...MYSTERY_SHOPPER_KEY, 'report', id],
    queryFn: () => getMysteryShopperReport(firestore, id),
  });
}

/**
 * The report an edit form starts from (null: a new report). Read once per opening: the form keeps
 * its own edits, so the answer must not change under it (no refetch while open, dropped when the
 * page closes so the next opening reads what was saved).
 */
export function mysteryShopperFormQuery(firestore: Firestore, id: string | undefined) {
  return queryOptions({
    queryKey: [...MYSTERY_SHOPPER_KEY, 'form', id ?? 'new'],
    queryFn: () => (id ? getMysteryShopperReport(firestore, id) : Promise.resolve(null)),
    staleTime: Infinity,
    gcTime: 0,
    refetchOnReconnect: false,
  });
}

/** After a save or delete: the shown report and lists read again. */
export function forgetMysteryShopperReports(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: MYSTERY_SHOPPER_KEY });
}
