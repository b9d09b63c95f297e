import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { db } from '@/lib/firebase';
import { listLocationHistory } from '../api/list-location-history';
import { lastOtherReport, previousAnswers, type PreviousAnswer } from '../model/previousResults';

/**
 * The answers of the location's last published report other than `reportId` (the one being
 * edited), by question id; undefined while loading or when it cannot be read (the form works
 * without it).
 */
export function usePreviousAnswers(
  location: { id: string; territoryId: string } | null,
  reportId: string,
): Record<string, PreviousAnswer> | undefined {
  const history = useQuery({
    queryKey: ['compliance_reports', 'history', location?.id, location?.territoryId],
    queryFn: () => listLocationHistory(db, location!),
    enabled: location !== null,
  });
  return useMemo(
    () => (history.data ? previousAnswers(lastOtherReport(history.data, reportId)) : undefined),
    [history.data, reportId],
  );
}
