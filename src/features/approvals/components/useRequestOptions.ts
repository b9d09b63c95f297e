import { useQuery } from '@tanstack/react-query';
import { useSignedInUser } from '@/features/auth';
import { db } from '@/lib/firebase';
import { loadRequestOptions } from '../api/load-request-options';

/** Locations and items for the request form and list filters, cached for the session. */
export function useRequestOptions() {
  const { user, profile } = useSignedInUser();
  return useQuery({
    queryKey: ['approvals', 'options', user.uid, profile.role, profile.territoryIds.join(',')],
    queryFn: () =>
      loadRequestOptions(db, {
        uid: user.uid,
        role: profile.role,
        territoryIds: profile.territoryIds,
      }),
    staleTime: Infinity,
  });
}
