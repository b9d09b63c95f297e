import { useQuery } from '@tanstack/react-query';
import { db } from '@/lib/firebase';
import { loadReportForm, type LoadRequest } from '../api/load-report-form';

/**
 * The form's starting point as a TanStack query. Read once per opening of the form: the form
 * keeps its own edits, so the answer must not change under it (no refetch while open, dropped
 * when the page closes so the next opening reads what was saved).
 */
export function useReportLoader(request: LoadRequest) {
  return useQuery({
    queryKey: ['compliance', 'reportForm', request],
    queryFn: () => loadReportForm(db, request),
    staleTime: Infinity,
    gcTime: 0,
    refetchOnReconnect: false,
  });
}
